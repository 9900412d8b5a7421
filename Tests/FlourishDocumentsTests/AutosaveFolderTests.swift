import FlourishDocuments
import FlourishTestSupport
import Foundation
import Testing

@Suite("The autosave folder: where it is, whose autosaves are whose, which to keep and which to recover")
struct AutosaveFolderTests {
    // MARK: Where

    @Test(
        "the folder follows the XDG rules: an absolute XDG_STATE_HOME, else HOME/.local/state, else none",
        arguments: [
            (["XDG_STATE_HOME": "/var/state", "HOME": "/home/ann"], "/var/state/flourish/autosave"),
            (["XDG_STATE_HOME": "/var/state"], "/var/state/flourish/autosave"),
            (["XDG_STATE_HOME": "relative/state", "HOME": "/home/ann"], "/home/ann/.local/state/flourish/autosave"),
            (["XDG_STATE_HOME": "", "HOME": "/home/ann"], "/home/ann/.local/state/flourish/autosave"),
            (["HOME": "/home/ann"], "/home/ann/.local/state/flourish/autosave"),
            (["XDG_STATE_HOME": "relative/state"], nil),
            (["HOME": "home/ann"], nil),
            ([:], nil),
        ] as [([String: String], String?)])
    func environment(environment: [String: String], expected: String?) {
        #expect(AutosaveFolder(environment: environment)?.path == expected)
    }

    // MARK: Names

    @Test("a painting never saved is 'untitled'; a file's key is the same every time")
    func stableKeys() {
        #expect(AutosaveFolder.key(for: nil) == "untitled")
        #expect(AutosaveFolder.key(for: "/home/ann/sky.ora") == AutosaveFolder.key(for: "/home/ann/sky.ora"))
        #expect(AutosaveFolder.key(for: "/home/ann/sky.ora").hasPrefix("sky-"))
    }

    @Test("two files of one name in different folders, or of different names, get different keys")
    func distinctKeys() {
        let keys = [
            "/home/ann/sky.ora", "/home/ann/old/sky.ora", "/home/bob/sky.ora", "/home/ann/sky.png", "/home/ann/sea.ora",
        ].map { AutosaveFolder.key(for: $0) }
        #expect(Set(keys).count == keys.count)
    }

    @Test(
        "a key is safe as a file name: letters, digits, - and _ only, never hidden, never too long",
        arguments: [
            "/home/ann/my painting: v2?*.ora", "/home/ann/../étude\\n°1.ora", "/tmp/.hidden.ora", "/tmp/.ora",
            "/tmp/no extension", "/tmp/" + String(repeating: "long", count: 100) + ".png", "/tmp/a\u{0}b.ora",
        ])
    func safeKeys(document: String) {
        let key = AutosaveFolder.key(for: document)
        #expect(!key.isEmpty)
        #expect(!key.hasPrefix("."))
        #expect(key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(key.utf8.count <= 200)
    }

    @Test("new autosave paths lie in the folder, end in .ora and sort as their times do")
    func newPathsSort() {
        let folder = AutosaveFolder(path: "/state/flourish/autosave")
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let offsets: [Double] = [0, 0.001, 0.5, 59, 3_600, 86_400 * 40, 86_400 * 400]
        let paths = offsets.map { folder.newPath(for: "/home/ann/sky.ora", at: start + $0) }
        let prefix = folder.path + "/" + AutosaveFolder.key(for: "/home/ann/sky.ora") + "-"
        #expect(paths.allSatisfy { $0.hasPrefix(prefix) })
        #expect(paths.allSatisfy { $0.hasSuffix(".ora") })
        #expect(Set(paths).count == paths.count)
        #expect(paths.sorted() == paths)
    }

    // MARK: Which are whose

    /// An autosave of `document` in `folder`, modified at `date`.
    @discardableResult
    static func autosave(_ folder: AutosaveFolder, of document: String?, at date: Date) throws -> String {
        let path = folder.newPath(for: document, at: date)
        try Data("ora".utf8).write(to: URL(fileURLWithPath: path))
        try setModified(path, date)
        return path
    }

    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("a painting's autosaves come newest first, by modification time")
    func newestFirst() throws {
        let scratch = try TemporaryFolder()
        let folder = AutosaveFolder(path: scratch.path)
        let document = scratch.file("sky.ora")
        // Named in one order, modified in another: the modification time decides.
        let paths = try [30.0, 10, 20].enumerated().map { index, seconds in
            let path = folder.newPath(for: document, at: Self.start + Double(index))
            try Data().write(to: URL(fileURLWithPath: path))
            try setModified(path, Self.start + seconds)
            return path
        }
        #expect(folder.autosaves(of: document).map(\.path) == [paths[0], paths[2], paths[1]])
        #expect(folder.autosaves(of: document).map(\.modified) == [30, 20, 10].map { Self.start + $0 })
    }

    @Test("other paintings' autosaves, hidden files and other kinds of file are not a painting's autosaves")
    func onlyItsOwn() throws {
        let scratch = try TemporaryFolder()
        let folder = AutosaveFolder(path: scratch.path)
        let document = scratch.file("a-1.ora")
        let mine = try Self.autosave(folder, of: document, at: Self.start)
        for other in [scratch.file("a-10.ora"), scratch.file("a.ora"), scratch.file("old/a-1.ora"), nil] {
            try Self.autosave(folder, of: other, at: Self.start + 5)
        }
        let stamped = URL(fileURLWithPath: folder.newPath(for: document, at: Self.start + 9)).lastPathComponent
        for name in [".\(stamped)", stamped.replacingOccurrences(of: ".ora", with: ".png"), stamped + ".partial"] {
            try Data().write(to: URL(fileURLWithPath: scratch.file(name)))
        }
        #expect(folder.autosaves(of: document).map(\.path) == [mine])
        #expect(folder.autosaves(of: nil).count == 1)
    }

    @Test("an untitled painting's autosaves are not those of a file named untitled-2")
    func untitledIsNotUntitledTwo() throws {
        let scratch = try TemporaryFolder()
        let folder = AutosaveFolder(path: scratch.path)
        let untitled = try Self.autosave(folder, of: nil, at: Self.start)
        for document in ["untitled-2.ora", "untitled-2024.ora", "untitled.ora", "untitled-20240101-120000-000.ora"] {
            try Self.autosave(folder, of: scratch.file(document), at: Self.start + 5)
        }
        #expect(folder.autosaves(of: nil).map(\.path) == [untitled])
        #expect(folder.autosaves(of: scratch.file("untitled-2.ora")).count == 1)
    }

    @Test("prune keeps a painting's newest three and leaves other paintings' alone")
    func prune() throws {
        let scratch = try TemporaryFolder()
        let folder = AutosaveFolder(path: scratch.path)
        let document = scratch.file("sky.ora")
        let mine = try (0..<5).map { try Self.autosave(folder, of: document, at: Self.start + Double($0)) }
        let others = try (0..<4).map { try Self.autosave(folder, of: nil, at: Self.start + Double($0)) }
        folder.prune(document)
        #expect(AutosaveFolder.kept == 3)
        #expect(folder.autosaves(of: document).map(\.path) == Array(mine.reversed().prefix(3)))
        #expect(folder.autosaves(of: nil).map(\.path) == others.reversed())
        folder.prune(nil, keeping: 1)
        #expect(folder.autosaves(of: nil).map(\.path) == [others[3]])
    }

    @Test("removeAll takes every autosave of the painting and no other file")
    func removeAll() throws {
        let scratch = try TemporaryFolder()
        let folder = AutosaveFolder(path: scratch.path)
        let document = scratch.file("sky.ora")
        for index in 0..<3 { try Self.autosave(folder, of: document, at: Self.start + Double(index)) }
        let other = try Self.autosave(folder, of: scratch.file("sea.ora"), at: Self.start)
        folder.removeAll(of: document)
        #expect(folder.autosaves(of: document).isEmpty)
        #expect(try scratch.entries() == [URL(fileURLWithPath: other).lastPathComponent])
    }

    // MARK: Recovery

    @Test("a saved painting recovers its newest autosave only when that is newer than its file")
    func recoverySavedPainting() throws {
        let scratch = try TemporaryFolder()
        let folder = AutosaveFolder(path: scratch.path)
        let document = scratch.file("sky.ora")
        try Data("saved".utf8).write(to: URL(fileURLWithPath: document))
        try setModified(document, Self.start + 100)
        #expect(folder.recovery(for: document) == nil)

        try Self.autosave(folder, of: document, at: Self.start + 50)
        #expect(folder.recovery(for: document) == nil, "an autosave older than the save")
        try Self.autosave(folder, of: document, at: Self.start + 100)
        #expect(folder.recovery(for: document) == nil, "an autosave as old as the save")
        try Self.autosave(folder, of: document, at: Self.start + 150)
        let newest = try Self.autosave(folder, of: document, at: Self.start + 200)
        #expect(folder.recovery(for: document)?.path == newest)
        #expect(folder.recovery(for: document)?.modified == Self.start + 200)
        // Saved again after them: nothing to recover.
        try setModified(document, Self.start + 300)
        #expect(folder.recovery(for: document) == nil)
        // The file gone: the newest autosave is all there is.
        try FileManager.default.removeItem(atPath: document)
        #expect(folder.recovery(for: document)?.path == newest)
    }

    @Test("an untitled painting recovers its newest autosave whenever there is one")
    func recoveryUntitled() throws {
        let scratch = try TemporaryFolder()
        let folder = AutosaveFolder(path: scratch.path)
        #expect(folder.recovery(for: nil) == nil)
        try Self.autosave(folder, of: nil, at: Self.start + 10)
        let newest = try Self.autosave(folder, of: nil, at: Self.start + 20)
        try Self.autosave(folder, of: scratch.file("sky.ora"), at: Self.start + 30)
        #expect(folder.recovery(for: nil)?.path == newest)
    }

    @Test("a folder that does not exist has no autosaves; create makes it with its parents")
    func create() throws {
        let scratch = try TemporaryFolder()
        let folder = AutosaveFolder(path: scratch.file("state/flourish/autosave"))
        #expect(folder.autosaves(of: nil).isEmpty)
        #expect(folder.recovery(for: nil) == nil)
        try folder.create()
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
        try Self.autosave(folder, of: nil, at: Self.start)
        #expect(folder.autosaves(of: nil).count == 1)
    }
}
