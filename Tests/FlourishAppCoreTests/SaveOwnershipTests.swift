import FlourishDocuments
import FlourishImage
import FlourishSamples
import FlourishSession
import FlourishSessionSetup
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishAppCore
@testable import FlourishOpenRaster

/// A painting is written only over files this session opened, was told to save to, or made:
/// a name Flourish picks itself (beside another app's file, or for an untitled painting) is
/// numbered on past whatever is there, with the real app's own save thread writing real files.
@Suite("Saves never write over a file the session did not open or make", .serialized)
@MainActor
struct SaveOwnershipTests {
    /// Another app's file Flourish cannot write back whole (layers without MyPaint's
    /// background: a save would add the paper), so its painting is saved beside it.
    static func foreignFile(_ folder: TemporaryFolder) throws -> String {
        let png = folder.file("layer.png")
        try PNGFile.write(RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 200, count: 64)), to: png)
        let path = folder.file("paint.ora")
        let stack = #"<?xml version="1.0"?><image w="64" h="48"><stack><layer name="Ink" src="data/a.png"/></stack></image>"#
        let archive = try ZipArchiveWriter(path: path, reportedPath: path)
        try archive.add("mimetype", bytes: Array("image/openraster".utf8), compression: .store)
        try archive.add("stack.xml", bytes: Array(stack.utf8), compression: .store)
        try archive.add("data/a.png", bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: png))), compression: .store)
        try archive.close()
        return path
    }

    /// A controller that opens `path` as the app does at start (it writes no autosave: they
    /// come after an hour); the controller, and the session it opened.
    static func open(_ path: String) throws -> (DocumentController, PaintSession) {
        let controller = DocumentController(autosaveSeconds: 3600, fullCanvas: false, wake: {})
        var options = PaintOptions()
        options.openPath = path
        var setup = SessionSetup()
        let start = try controller.startingPoint(options: options, setup: &setup)
        let session = try PaintSession(setup: setup)
        if let start { try controller.open(start, in: session) }
        return (controller, session)
    }

    /// A stroke, so there is something to save.
    static func paint(_ session: PaintSession) {
        let samples = (0..<20).map { (i: Int) -> Sample in
            let down = i > 0 && i < 19
            let at = 5 + Double(i)
            return Sample(
                x: at, y: at, pressure: down ? 0.8 : 0, time: Double(i) * 0.01, tool: .pen, buttons: down ? .primary : [])
        }
        _ = session.paint(samples)
    }

    static func saveAndWait(_ controller: DocumentController, _ session: PaintSession) {
        controller.save(session)
        controller.keeper.queue.waitUntilDone()
        controller.takeSaveOutcomes(into: session)
    }

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test("a <name>-flourish.ora that is there already is left alone: the painting goes to <name>-flourish-2.ora, and says so")
    func besideTaken() throws {
        let folder = try TemporaryFolder()
        let painting = try Self.foreignFile(folder)
        let stranger = folder.file("paint-flourish.ora")
        try Data("not this painting's".utf8).write(to: URL(fileURLWithPath: stranger))
        _ = MessageInbox.shared.take()
        let (controller, session) = try Self.open(painting)
        #expect(session.documentPath == folder.file("paint-flourish-2.ora"))
        #expect(MessageInbox.shared.take().contains { $0.contains("paint-flourish-2.ora") && $0.contains("paint-flourish.ora is there already") })
        Self.paint(session)
        Self.saveAndWait(controller, session)
        #expect(Self.bytes(stranger) == Data("not this painting's".utf8))
        #expect((Self.bytes(folder.file("paint-flourish-2.ora"))?.count ?? 0) > 100)
    }

    @Test("two sessions on one MyPaint file: the second saves to -2 and the first session's file stays whole")
    func twoSessions() throws {
        let folder = try TemporaryFolder()
        let painting = try Self.foreignFile(folder)
        let (first, firstSession) = try Self.open(painting)
        Self.paint(firstSession)
        Self.saveAndWait(first, firstSession)
        let firstFile = folder.file("paint-flourish.ora")
        let firstBytes = try #require(Self.bytes(firstFile))
        // The first session may go on saving over its own file (negative control: it is its own).
        Self.paint(firstSession)
        Self.saveAndWait(first, firstSession)
        #expect(firstSession.documentPath == firstFile)
        #expect(Self.bytes(firstFile) != firstBytes, "the first session's own file was not written again")
        let firstAgain = try #require(Self.bytes(firstFile))

        let (second, secondSession) = try Self.open(painting)
        Self.paint(secondSession)
        Self.saveAndWait(second, secondSession)
        #expect(Self.bytes(firstFile) == firstAgain, "the second session wrote over the first's work")
        #expect(secondSession.documentPath == folder.file("paint-flourish-2.ora"))
        #expect(Self.bytes(folder.file("paint-flourish-2.ora")) != nil)
    }

    @Test("a file that appears at the chosen name after opening is not written over either")
    func appearsLater() throws {
        let folder = try TemporaryFolder()
        let painting = try Self.foreignFile(folder)
        let (controller, session) = try Self.open(painting)
        let chosen = folder.file("paint-flourish.ora")
        #expect(session.documentPath == chosen)
        try Data("made by someone else meanwhile".utf8).write(to: URL(fileURLWithPath: chosen))
        _ = MessageInbox.shared.take()
        Self.paint(session)
        Self.saveAndWait(controller, session)
        #expect(Self.bytes(chosen) == Data("made by someone else meanwhile".utf8))
        #expect(session.documentPath == folder.file("paint-flourish-2.ora"))
        #expect(MessageInbox.shared.take().contains { $0.contains("\(chosen) is there already") })
    }

    @Test("a file the painting was opened from, and can be written back to, is saved over (negative control)")
    func ownFileSavedOver() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("mine.ora")
        let (maker, made) = try Self.open(path)
        Self.paint(made)
        Self.saveAndWait(maker, made)
        let before = try #require(Self.bytes(path))
        let (controller, session) = try Self.open(path)
        #expect(session.documentPath == path)
        Self.paint(session)
        Self.saveAndWait(controller, session)
        #expect(Self.bytes(path) != before)
        #expect(!FileManager.default.fileExists(atPath: folder.file("mine-2.ora")))
    }

    @Test("a layer that fails to decode is the one thing said: no 'the painting is saved to' before it")
    func failedOpenSaysNothingOfSaving() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("broken.ora")
        let stack = #"<?xml version="1.0"?><image w="64" h="48"><stack><layer name="Ink" src="data/a.png"/></stack></image>"#
        let archive = try ZipArchiveWriter(path: path, reportedPath: path)
        try archive.add("mimetype", bytes: Array("image/openraster".utf8), compression: .store)
        try archive.add("stack.xml", bytes: Array(stack.utf8), compression: .store)
        // A header that reads, pixels that do not.
        try archive.add("data/a.png", bytes: ClaimedPNG.bytes(width: 32, height: 32), compression: .store)
        try archive.close()
        _ = MessageInbox.shared.take()
        #expect(throws: DocumentError.self) { _ = try Self.open(path) }
        let said = MessageInbox.shared.take().filter { $0.contains(path) }
        #expect(!said.contains { $0.contains("the painting is saved to") }, "\(said)")
        // Negative control: the same file with a good layer says where its painting goes.
        let good = try Self.foreignFile(folder)
        _ = try Self.open(good)
        #expect(MessageInbox.shared.take().contains { $0.contains("the painting is saved to") })
    }

    @Test("numbered names go before the extension; a claim takes the first free one and a failed save gives it back")
    func names() throws {
        #expect(FreshName.numbered("/a/paint-flourish.ora", 2) == "/a/paint-flourish-2.ora")
        #expect(FreshName.numbered("/a.b/noext", 3) == "/a.b/noext-3")
        #expect(FreshName.numbered("/a/.hidden", 2) == "/a/.hidden-2")
        let folder = try TemporaryFolder()
        let base = folder.file("x.ora")
        try Data("1".utf8).write(to: URL(fileURLWithPath: base))
        #expect(FreshName.taken(base) == [base, folder.file("x-2.ora")])
        #expect(try FreshName.claim(base).get() == folder.file("x-2.ora"))
        #expect(try FreshName.claim(base).get() == folder.file("x-3.ora"))
        FreshName.release(folder.file("x-2.ora"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("x-2.ora")))
        // Release leaves a file that holds something.
        FreshName.release(base)
        #expect(FileManager.default.fileExists(atPath: base))
        #expect(throws: FreshNameError.self) { try FreshName.claim("/nonexistent-folder-\(UUID())/x.ora").get() }
    }
}
