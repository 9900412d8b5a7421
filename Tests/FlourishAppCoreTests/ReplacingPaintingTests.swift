import FlourishDocuments
import FlourishImage
import FlourishSession
import FlourishSessionSetup
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishAppCore

/// Save As, Export, and what Open and New do with the painting they replace, through the real
/// save thread writing real files: nothing painted is lost, and nothing changes that was not asked.
@Suite("Save As, Export, and the painting Open and New replace", .serialized)
@MainActor
struct ReplacingPaintingTests {
    static func controller(_ state: TemporaryFolder) -> DocumentController {
        DocumentController(autosaveSeconds: 3600, fullCanvas: false, environment: ["XDG_STATE_HOME": state.path], wake: {})
    }

    static func session(document: String? = nil) throws -> PaintSession {
        var setup = SessionSetup()
        (setup.canvasWidth, setup.canvasHeight) = (128, 96)
        setup.documentPath = document
        return try PaintSession(setup: setup)
    }

    static func finish(_ controller: DocumentController, _ session: PaintSession) {
        controller.keeper.queue.waitUntilDone()
        controller.takeSaveOutcomes(into: session)
    }

    @Test("Save As writes the painting to the chosen file, which becomes its file; a later save goes there")
    func saveAs() throws {
        let folder = try TemporaryFolder()
        let controller = Self.controller(folder)
        let session = try Self.session(document: folder.file("first.ora"))
        SaveOwnershipTests.paint(session)
        controller.saveAs(session, to: folder.file("chosen.ora"))
        Self.finish(controller, session)
        #expect(session.documentPath == folder.file("chosen.ora"))
        #expect(!session.isDocumentDirty)
        #expect(FileManager.default.fileExists(atPath: folder.file("chosen.ora")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("first.ora")))
        #expect(controller.keeper.takeWritten() == [folder.file("chosen.ora")])
        SaveOwnershipTests.paint(session)
        controller.save(session)
        Self.finish(controller, session)
        #expect(controller.keeper.takeWritten() == [folder.file("chosen.ora")])
    }

    @Test("Export writes a PNG of the painting and changes nothing else: its file, its unsaved state")
    func export() throws {
        let folder = try TemporaryFolder()
        let controller = Self.controller(folder)
        let session = try Self.session(document: folder.file("mine.ora"))
        SaveOwnershipTests.paint(session)
        _ = MessageInbox.shared.take()
        controller.export(session, to: folder.file("copy.png"))
        Self.finish(controller, session)
        let image = try PNGFile.read(folder.file("copy.png"))
        #expect(image.pixels.contains { $0 != 0 }, "the export holds no paint")
        #expect(session.documentPath == folder.file("mine.ora") && session.isDocumentDirty)
        #expect(!FileManager.default.fileExists(atPath: folder.file("mine.ora")))
        #expect(MessageInbox.shared.take().contains("exported \(folder.file("copy.png"))"))
    }

    @Test("a Save As or Export that cannot be written says so and changes nothing, writing nowhere else")
    func unwritable() throws {
        let folder = try TemporaryFolder()
        let controller = Self.controller(folder)
        let session = try Self.session(document: folder.file("mine.ora"))
        SaveOwnershipTests.paint(session)
        _ = MessageInbox.shared.take()
        controller.saveAs(session, to: folder.file("no-such-folder/chosen.ora"))
        controller.export(session, to: folder.file("no-such-folder/copy.png"))
        Self.finish(controller, session)
        let told = MessageInbox.shared.take()
        #expect(told.contains { $0.hasPrefix("could not save ") && $0.contains("no-such-folder/chosen.ora") }, "\(told)")
        #expect(told.contains { $0.hasPrefix("could not export ") && $0.contains("no-such-folder/copy.png") }, "\(told)")
        #expect(told.filter { $0 == "nothing changed: the painting stays open as it was" }.count == 2, "\(told)")
        #expect(session.documentPath == folder.file("mine.ora") && session.isDocumentDirty)
        #expect(controller.keeper.takeWritten().isEmpty)
        let autosaves = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/flourish/autosave")) ?? []
        #expect(autosaves.isEmpty, "\(autosaves)")
    }

    @Test("Open and New save unsaved paint to the painting's file first; a painting with none goes to an autosave, said")
    func keptBeforeReplacing() throws {
        let folder = try TemporaryFolder()
        let controller = Self.controller(folder)
        let filed = try Self.session(document: folder.file("mine.ora"))
        SaveOwnershipTests.paint(filed)
        let fresh = try #require(controller.newPainting(width: 64, height: 64, replacing: filed))
        #expect(fresh.canvas.width == 64 && fresh.documentPath == nil)
        _ = MessageInbox.shared.take()
        let before = controller.paintingNumber
        #expect(controller.mayReplace(filed, with: nil, opened: fresh, toFile: true))
        #expect(controller.paintingNumber == before + 1)
        #expect(FileManager.default.fileExists(atPath: folder.file("mine.ora")), "the paint was not saved to its file")
        #expect(MessageInbox.shared.take().contains("the painting's unsaved paint was saved to \(folder.file("mine.ora")) first"))

        // A painting with no file: its paint goes to an autosave, and the window says where.
        let untitled = try Self.session()
        SaveOwnershipTests.paint(untitled)
        let next = try #require(controller.newPainting(width: 64, height: 64, replacing: untitled))
        #expect(controller.mayReplace(untitled, with: nil, opened: next, toFile: true))
        let told = MessageInbox.shared.take()
        let kept = try #require(told.first { $0.hasPrefix("the painting's unsaved paint is in ") }, "\(told)")
        let path = String(kept.dropFirst("the painting's unsaved paint is in ".count))
        #expect(path.hasPrefix(folder.path + "/flourish/autosave/") && FileManager.default.fileExists(atPath: path))

        // Negative control: a painting with nothing unsaved writes nothing and says nothing.
        let clean = try Self.session(document: folder.file("clean.ora"))
        let third = try #require(controller.newPainting(width: 64, height: 64, replacing: clean))
        #expect(controller.mayReplace(clean, with: nil, opened: third, toFile: true))
        #expect(!FileManager.default.fileExists(atPath: folder.file("clean.ora")))
        #expect(!MessageInbox.shared.take().contains { $0.contains("unsaved paint") })
    }

    @Test("a new canvas over the limits is refused, naming the size; the painting stays")
    func newTooLarge() throws {
        let folder = try TemporaryFolder()
        let controller = Self.controller(folder)
        let session = try Self.session()
        _ = MessageInbox.shared.take()
        #expect(controller.newPainting(width: 40000, height: 10, replacing: session) == nil)
        #expect(MessageInbox.shared.take().contains { $0.contains("40000x10 is larger than max_canvas") })
    }
}
