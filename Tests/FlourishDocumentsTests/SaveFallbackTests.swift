import FlourishDocuments
import FlourishPaint
import FlourishTestSupport
import Foundation
import Testing

@Suite("A save that cannot be written puts the painting in its fallback and says why")
struct SaveFallbackTests {
    /// Ways a destination cannot be written, each made in a fresh folder.
    enum Failure: String, CustomTestStringConvertible {
        /// The path names a folder (holding a file of its own).
        case folder
        /// The path's folder does not exist.
        case missingFolder
        /// The path's "folder" is a plain file.
        case fileAsFolder
        /// The path's folder may not be written (no use when the tests run as root, who may write
        /// there all the same).
        case readOnlyFolder

        var testDescription: String { rawValue }

        /// Makes the obstacle in `folder`; the destination path it gives.
        func make(in folder: TemporaryFolder, name: String) throws -> String {
            switch self {
            case .folder:
                let path = folder.file(name)
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                try Data("kept".utf8).write(to: URL(fileURLWithPath: path + "/inside.txt"))
                return path
            case .missingFolder:
                return folder.file("missing/" + name)
            case .fileAsFolder:
                try Data("a file".utf8).write(to: URL(fileURLWithPath: folder.file("plain")))
                return folder.file("plain/" + name)
            case .readOnlyFolder:
                let locked = folder.file("locked")
                try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
                chmod(locked, 0o555)
                return locked + "/" + name
            }
        }

        /// What `make` put there is still exactly so.
        func isUntouched(in folder: TemporaryFolder, path: String) -> Bool {
            let manager = FileManager.default
            var isFolder: ObjCBool = false
            switch self {
            case .folder:
                return manager.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                    && (try? manager.contentsOfDirectory(atPath: path)) == ["inside.txt"]
                    && manager.contents(atPath: path + "/inside.txt") == Data("kept".utf8)
            case .missingFolder:
                return !manager.fileExists(atPath: folder.file("missing"))
            case .fileAsFolder:
                return manager.contents(atPath: folder.file("plain")) == Data("a file".utf8)
            case .readOnlyFolder:
                return (try? manager.contentsOfDirectory(atPath: folder.file("locked"))) == []
            }
        }
    }

    /// Runs one job through a queue and hands back its outcome.
    static func run(_ job: SaveQueue.Job) throws -> SaveQueue.Outcome {
        let queue = SaveQueue(wake: {}, clock: { 0 })
        queue.enqueue(job)
        queue.waitUntilDone()
        let outcomes = queue.takeFinished()
        #expect(outcomes.count == 1)
        return try #require(outcomes.first)
    }

    /// Saves the test painting to a destination `failure` blocks, with a fallback, and checks
    /// the outcome, the fallback file and the destination.
    static func saveBlocked(by failure: Failure, name: String) throws {
        let folder = try TemporaryFolder()
        let path = try failure.make(in: folder, name: name)
        let fallback = folder.file("autosave.ora")
        let engine = try Painting.engine(strokes: Painting.strokes)
        let outcome = try run(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), path: path,
                kind: .save, fallback: fallback, stateID: 1))

        let error = try #require(outcome.error)
        #expect(error.path == path)
        #expect(error.description.hasPrefix(path + ": "))
        // A reason of its own, not the path again or nothing.
        #expect(error.reason.count > 5 && !error.reason.contains(path))
        #expect(outcome.fallbackError == nil)
        #expect(outcome.fallbackPath == fallback)
        #expect(outcome.writtenTo == fallback)
        let (contents, store) = try open(fallback)
        #expect(contents.paper == Painting.paper)
        let comparison = compare(rows(store), with: rows(engine.tiles))
        #expect(comparison.isFaithful, "\(comparison)")
        #expect(comparison.identicalPainted > Painting.substantial)
        #expect(failure.isUntouched(in: folder, path: path))
        // Nothing else was left in the folder: no temporary beside the fallback.
        #expect(try folder.entries().filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test(
        "the error names the path and a reason, the fallback opens with the painting, the destination is untouched",
        arguments: [Failure.folder, .missingFolder, .fileAsFolder], ["painting.ora", "painting.png"])
    func fallback(failure: Failure, name: String) throws {
        try Self.saveBlocked(by: failure, name: name)
    }

    /// Root may write into a read-only folder, so there the case proves nothing.
    @Test(
        "a read-only folder: the same, the painting in its fallback",
        .enabled(if: geteuid() != 0, "root writes into read-only folders"),
        arguments: ["painting.ora", "painting.png"])
    func readOnlyFolder(name: String) throws {
        try Self.saveBlocked(by: .readOnlyFolder, name: name)
    }

    @Test("a failed save without a fallback reports the error and that the painting went nowhere")
    func noFallback() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("missing/painting.ora")
        let engine = try Painting.engine(strokes: Painting.strokes)
        let outcome = try Self.run(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), path: path,
                kind: .save, stateID: 1))
        #expect(outcome.error?.path == path)
        #expect(outcome.fallbackPath == nil)
        #expect(outcome.fallbackError == nil)
        #expect(outcome.writtenTo == nil)
        #expect(try folder.entries().isEmpty)
    }

    @Test("when the fallback fails too, both errors are kept and the painting went nowhere")
    func fallbackFails() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("missing/painting.ora")
        let fallback = folder.file("also-missing/autosave.ora")
        let engine = try Painting.engine(strokes: Painting.strokes)
        let outcome = try Self.run(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), path: path,
                kind: .save, fallback: fallback, stateID: 1))
        #expect(outcome.error?.path == path)
        #expect(outcome.fallbackError?.path == fallback)
        #expect(outcome.fallbackPath == nil)
        #expect(outcome.writtenTo == nil)
    }

    @Test("a save that works does not touch the fallback")
    func successLeavesFallback() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        let fallback = folder.file("autosave.ora")
        let engine = try Painting.engine(strokes: Painting.strokes)
        let outcome = try Self.run(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), path: path,
                kind: .save, fallback: fallback, stateID: 1))
        #expect(outcome.error == nil)
        #expect(outcome.fallbackPath == nil)
        #expect(outcome.writtenTo == path)
        #expect(try folder.entries() == ["painting.ora"])
    }
}
