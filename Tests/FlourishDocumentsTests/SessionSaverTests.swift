import FlourishDocuments
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Testing

/// The saving and opening edge of a session: the session asks for a save as a value
/// (`SaveRequest`) and learns of the write afterwards; an opened file's pixels are put on its
/// canvas here, and the session told what was opened.
@Suite("SessionSaver and opening into a session")
struct SessionSaverTests {
    /// Legacy: a file's pixels come back byte for byte (see `throughCurve`).
    func session(width: Int = 400, height: Int = 300, paper: Color = Painting.paper) throws -> PaintSession {
        try makeSession(brush: "classic/marker_fat", width: width, height: height, paper: paper) { $0.colorSpace = .legacy }
    }

    /// `path` opened into a fresh session of the size it asks for.
    func opened(_ path: String) throws -> PaintSession {
        let contents = try DocumentReader.inspect(path, canvas: (400, 300), limit: Painting.limit)
        let fresh = try session(width: contents.canvasWidth, height: contents.canvasHeight, paper: Color(r: 1, g: 1, b: 1))
        try DocumentReader.open(contents, into: fresh)
        return fresh
    }

    @Test("asking is not saving: the session is clean once the edge has written the request, and the file is its file")
    func writtenRequestMarksClean() throws {
        let folder = try TemporaryFolder()
        let session = try session()
        session.paint(WaveStroke.painting.samples(from: 40, 60, startTime: 1))
        let path = folder.file("a.ora")
        let changes = session.perform(.save(path: path))
        let request = try #require(changes.save)
        #expect(request.path == path && request.paper == Painting.paper && !request.fullCanvas)
        #expect(session.isDocumentDirty && session.documentPath == nil, "nothing is written yet")
        #expect(SessionSaver.carryOut(changes, for: session) == .saved(path: path))
        #expect(!session.isDocumentDirty)
        #expect(session.documentPath == path)
        #expect(SessionSaver.carryOut(session.perform(.undo), for: session) == nil, "no save asked for, none made")
    }

    @Test("a request holds the state it was taken in: paint after it stays unsaved, and the file holds only what came before")
    func requestKeepsItsState() throws {
        let folder = try TemporaryFolder()
        let session = try session()
        session.paint(WaveStroke.painting.samples(from: 40, 60, startTime: 1))
        let before = rows(session.canvas)
        let request = session.saveRequest(to: folder.file("a.ora"))
        #expect(count(before, alpha: 1...255) > 1000, "the stroke painted")
        session.paint(WaveStroke.painting.samples(from: 40, 200, startTime: 3))
        try SessionSaver.write(request, for: session)
        #expect(session.isDocumentDirty, "the second stroke is in no file")
        #expect(!session.perform(.undo).documentDirty, "undone to the state the file holds")
        let reopened = rows(try opened(request.path).canvas)
        #expect(compare(reopened, with: before).isFaithful, "\(compare(reopened, with: before))")
        // Negative control: the canvas with the second stroke is not what the file holds.
        session.perform(.redo)
        #expect(!compare(reopened, with: rows(session.canvas)).isFaithful)
    }

    @Test("a write that fails says why and leaves the painting unsaved, its file unchanged")
    func failedWrite() throws {
        let session = try session()
        session.paint(WaveStroke.painting.samples(from: 40, 60, startTime: 1))
        let outcome = SessionSaver.carryOut(session.perform(.save(path: "/nonexistent-folder/x.ora")), for: session)
        guard case .failed(let reason)? = outcome else {
            Issue.record("the save did not fail: \(String(describing: outcome))")
            return
        }
        #expect(reason.hasPrefix("/nonexistent-folder/x.ora: "), "\(reason)")
        #expect(session.isDocumentDirty && session.documentPath == nil)
    }

    @Test("an opened file is the start of the painting: its pixels and paper, clean, nothing to undo")
    func openedIsTheStart() throws {
        let folder = try TemporaryFolder()
        let painted = try session()
        painted.paint(WaveStroke.painting.samples(from: 40, 60, startTime: 1))
        let path = folder.file("a.ora")
        try SessionSaver.write(painted.saveRequest(to: path), for: painted)
        let session = try opened(path)
        #expect(session.paper == Painting.paper, "the file's paper, not the setup's")
        #expect(!session.isDocumentDirty && session.undoableSteps == 0)
        let comparison = compare(rows(session.canvas), with: rows(painted.canvas))
        #expect(comparison.isFaithful && comparison.identicalPainted > 1000, "\(comparison)")
        // Into a painting that is not fresh, or of another size, nothing is put.
        let contents = try DocumentReader.inspect(path, canvas: (400, 300), limit: Painting.limit)
        #expect(throws: DocumentError(path: path, reason: "opens only into a fresh painting")) {
            try DocumentReader.open(contents, into: painted)
        }
        let smaller = try self.session(width: 200, height: 100)
        #expect(throws: DocumentError(path: path, reason: "needs a 400x300 canvas, not 200x100")) {
            try DocumentReader.open(contents, into: smaller)
        }
        #expect(smaller.canvas.allocatedTileCount == 0)
    }
}
