import FlourishDocuments
import FlourishPaint
import FlourishSamples
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishSession

/// The session's side of documents: a file opens as the start of a painting (not a step to
/// undo), the paper comes with it, and saving is what makes the painting clean.
@Suite("Sessions open and save documents")
struct SessionDocumentTests {
    /// Every canvas row as straight RGBA, for comparing two canvases of one size.
    func rows(_ canvas: TileStore) -> [UInt8] {
        var all = [UInt8](repeating: 0, count: canvas.width * canvas.height * 4)
        all.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<canvas.height {
                canvas.fillStraightRGBA8Row(y: y, x0: 0, width: canvas.width, into: buffer.baseAddress! + y * canvas.width * 4)
            }
        }
        return all
    }

    /// A painted session saved to `name` in `folder`; returns it and the file.
    func paintedAndSaved(_ name: String, in folder: String, paper: Color) throws -> (PaintSession, String) {
        let session = try makeSession(brush: "classic/marker_fat", width: 300, height: 200, paper: paper)
        session.paint(WaveStroke.pen.samples(from: 30, 60, length: 220, startTime: 1))
        session.paint(WaveStroke.pen.samples(from: 50, 150, length: 120, startTime: 3))
        let path = "\(folder)/\(name)"
        #expect(SessionSaver.carryOut(session.perform(.save(path: path)), for: session) == .saved(path: path))
        return (session, path)
    }

    /// A fresh session with the canvas `path` asks for, the file opened into it.
    func opened(_ path: String, recovered: Bool = false) throws -> PaintSession {
        let contents = try DocumentReader.inspect(path, canvas: (300, 200), limit: (32768, 32768))
        let session = try makeSession(width: contents.canvasWidth, height: contents.canvasHeight) { $0.documentPath = path }
        try DocumentReader.open(contents, into: session, recovered: recovered)
        return session
    }

    @Test("an OpenRaster file opens with the saved pixels and paper, clean, with nothing to undo")
    func openOpenRaster() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paper = Color(r: 0x30, g: 0x50, b: 0x70)
        let (painted, path) = try paintedAndSaved("a.ora", in: folder, paper: paper)
        let session = try opened(path)
        #expect(session.canvas.width == 300 && session.canvas.height == 200)
        #expect(session.paper == paper)
        #expect(!session.isDocumentDirty)
        #expect(session.undoableSteps == 0, "what was opened is the start, not a step")
        let original = rows(painted.canvas)
        #expect(original.contains { $0 != 0 })
        #expect(rows(session.canvas) == rows(try opened(path).canvas))
        // Straight 8-bit pixels survive the canvas's premultiplied storage except at the
        // faintest alpha (see FlourishDocumentsTests); the opened canvas saves them unchanged.
        let again = "\(folder)/b.ora"
        #expect(SessionSaver.carryOut(session.perform(.save(path: again)), for: session) == .saved(path: again))
        #expect(rows(try opened(again).canvas) == rows(session.canvas))
        // Painting on makes it dirty; undoing that stroke makes it clean again.
        session.paint(WaveStroke.pen.samples(from: 40, 40, startTime: 9))
        #expect(session.isDocumentDirty)
        #expect(!session.perform(.undo).documentDirty)
        #expect(rows(session.canvas) == rows(try opened(again).canvas), "undo never takes away what was opened")
    }

    @Test("a painting recovered from an autosave starts unsaved")
    func recoveredIsDirty() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (_, path) = try paintedAndSaved("autosave.ora", in: folder, paper: Color(r: 250, g: 250, b: 250))
        let recovered = try opened(path, recovered: true)
        #expect(recovered.isDocumentDirty)
        #expect(recovered.canvas.allocatedTileCount > 0)
        #expect(!(try opened(path)).isDocumentDirty, "the same file opened plainly starts clean")
    }

    @Test("a file opens only into a fresh canvas of the size it asks for")
    func opensOnlyFresh() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (painted, path) = try paintedAndSaved("a.ora", in: folder, paper: Color(r: 250, g: 250, b: 250))
        let contents = try DocumentReader.inspect(path, canvas: (300, 200), limit: (32768, 32768))
        #expect(throws: DocumentError.self) { try DocumentReader.open(contents, into: painted) }
        let smaller = try makeSession(width: 128, height: 128)
        #expect(throws: DocumentError.self) { try DocumentReader.open(contents, into: smaller) }
        #expect(smaller.canvas.allocatedTileCount == 0)
    }

    @Test("a save's snapshot keeps its state: marked saved, the painting is clean only in that state")
    func snapshotAndNoteSaved() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        let request = session.saveRequest(to: "/somewhere/x.ora")
        session.paint(WaveStroke.pen.samples(from: 60, 220, startTime: 3))
        #expect(request.canvas.tileCount < session.canvas.allocatedTileCount)
        session.noteSaved(to: "/somewhere/x.ora", stateID: request.stateID)
        #expect(session.isDocumentDirty, "the second stroke came after the snapshot")
        #expect(session.documentPath == "/somewhere/x.ora")
        #expect(!session.perform(.undo).documentDirty, "undone to the saved state")
    }

    @Test("a save taken mid-stroke: the rest of the stroke makes the painting unsaved, even after undo and redo")
    func saveMidStroke() throws {
        let session = try makeSession()
        let stroke = WaveStroke.pen.samples(from: 40, 60, length: 300, samples: 60, startTime: 1)
        session.paint(Array(stroke[..<20]))
        #expect(session.isStrokeInProgress)
        let state = session.saveRequest(to: "/somewhere/x.ora").stateID
        session.noteSaved(to: "/somewhere/x.ora", stateID: state)
        #expect(!session.isDocumentDirty, "nothing painted since the snapshot")
        session.paint(Array(stroke[20...]))
        #expect(session.isDocumentDirty, "the rest of the stroke is in no file")
        session.perform(.undo)
        session.perform(.redo)
        #expect(session.isDocumentDirty, "the whole stroke is not what was saved")
        // Negative control: a snapshot between strokes stays the saved state through undo and redo.
        let whole = session.saveRequest(to: "/somewhere/x.ora").stateID
        session.noteSaved(to: "/somewhere/x.ora", stateID: whole)
        session.perform(.undo)
        #expect(session.isDocumentDirty)
        session.perform(.redo)
        #expect(!session.isDocumentDirty)
    }
}
