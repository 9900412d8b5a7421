import FlourishBrushLibrary
import FlourishTestSupport
import Foundation
import Testing

@Suite("BrushLibrary.scan")
struct BrushLibraryScanTests {
    /// A system folder like mypaint-brushes: an order.conf with an empty group, a missing
    /// brush named in two groups, brushes on disk it does not name, and files that are not
    /// brushes (a preview, a text file, a folder called `.myb`, a brush two folders down).
    static func makeSystemFolder(in root: TemporaryFolder) throws -> String {
        try root.create(
            "system/order.conf",
            """
            # brush order
            Group: Favorites
            Group: Inks
            ink/fine
            ink/missing
            ink/bold
            Group: Pencils
            pencil/hb
            pencil/2b
            Group: Gone
            ink/missing
            """)
        for brush in ["ink/fine", "ink/bold", "pencil/hb", "pencil/2b", "extra/Zeta", "extra/beta", "top"] {
            try root.create("system/\(brush).myb")
        }
        try root.create("system/ink/fine_prev.png", "png")
        try root.create("system/notes.txt", "not a brush")
        try root.makeFolder("system/extra/folder.myb")
        try root.create("system/deep/down/hidden.myb")
        return "\(root.path)/system"
    }

    @Test("order.conf's groups in order with the brushes that exist, then Other sorted by name")
    func systemGroups() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let system = try Self.makeSystemFolder(in: root)
        let (groups, problems) = BrushLibrary.scan(systemFolder: system, userFolders: [])
        // Favorites is empty and Gone only names a missing brush: both dropped.
        #expect(groups.map(\.name) == ["Inks", "Pencils", "Other"])
        #expect(groups.map { $0.entries.map(\.name) } == [
            ["ink/fine", "ink/bold"],
            ["pencil/hb", "pencil/2b"],
            // Letter case aside: beta before Zeta (plain `<` would put Zeta first).
            ["extra/beta", "extra/Zeta", "top"],
        ])
        for entry in groups.flatMap(\.entries) {
            #expect(entry.path == "\(system)/\(entry.name).myb")
            #expect(FileManager.default.fileExists(atPath: entry.path), "\(entry.path)")
        }
        // Named in two groups, reported once, at the first line naming it.
        #expect(problems == [
            "\(system)/order.conf:5: no brush file for 'ink/missing' (looked for \(system)/ink/missing.myb); left out"
        ])
    }

    @Test("an entry's preview is NAME_prev.png beside its .myb")
    func previewPath() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let system = try Self.makeSystemFolder(in: root)
        let (groups, _) = BrushLibrary.scan(systemFolder: system, userFolders: [])
        let fine = try #require(groups.first?.entries.first)
        #expect(fine.previewPath == "\(system)/ink/fine_prev.png")
        #expect(FileManager.default.fileExists(atPath: fine.previewPath))
        #expect(BrushEntry(name: "a/b", path: "/x/a/b.myb").previewPath == "/x/a/b_prev.png")
    }

    @Test("a trailing / or a . in the folder path gives the same absolute entry paths")
    func folderPathNormalised() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let system = try Self.makeSystemFolder(in: root)
        let plain = BrushLibrary.scan(systemFolder: system, userFolders: [])
        for spelling in ["\(system)/", "\(root.path)/./system", "\(root.path)/system/../system"] {
            let other = BrushLibrary.scan(systemFolder: spelling, userFolders: [])
            #expect(other.groups == plain.groups, "\(spelling)")
        }
    }

    @Test("a malformed order.conf line is passed on with the file's full path and skipped")
    func orderProblemsPassedOn() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.create("system/order.conf", "Group: Inks\nink/fine\nfine\n")
        try root.create("system/ink/fine.myb")
        let system = "\(root.path)/system"
        let (groups, problems) = BrushLibrary.scan(systemFolder: system, userFolders: [])
        #expect(groups.map(\.name) == ["Inks"])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("\(system)/order.conf:3: 'fine'") == true, "\(problems)")
    }

    @Test("without order.conf every system brush is in Other, and that is no problem")
    func noOrderFile() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.create("system/b/two.myb")
        try root.create("system/a/one.myb")
        let (groups, problems) = BrushLibrary.scan(systemFolder: "\(root.path)/system", userFolders: [])
        #expect(problems == [])
        #expect(groups.map(\.name) == ["Other"])
        #expect(groups.first?.entries.map(\.name) == ["a/one", "b/two"])
    }

    @Test("an order.conf that cannot be read as text is a problem; the brushes still come, in Other")
    func unreadableOrderFile() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.create("system/order.conf", data: Data([0x47, 0x72, 0xff, 0xfe, 0x0a]))
        try root.create("system/a/one.myb")
        let system = "\(root.path)/system"
        let (groups, problems) = BrushLibrary.scan(systemFolder: system, userFolders: [])
        #expect(groups.map(\.name) == ["Other"])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("\(system)/order.conf: ") == true, "\(problems)")
    }

    @Test("an order.conf that is a folder cannot be read: a problem, not a crash")
    func orderFileIsAFolder() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.makeFolder("system/order.conf")
        try root.create("system/a/one.myb")
        let system = "\(root.path)/system"
        let (groups, problems) = BrushLibrary.scan(systemFolder: system, userFolders: [])
        #expect(groups.map(\.name) == ["Other"])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("\(system)/order.conf: ") == true, "\(problems)")
    }

    @Test("missing folders, system or user, give no groups and no problems")
    func missingFolders() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let (groups, problems) = BrushLibrary.scan(
            systemFolder: "\(root.path)/no-system", userFolders: ["\(root.path)/no-user", "\(root.path)/a/b/c"])
        #expect(groups == [])
        #expect(problems == [])
    }

    @Test("each existing user folder adds a group after the system's, its brushes one subfolder deep, by name")
    func userFolders() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let system = try Self.makeSystemFolder(in: root)
        for brush in ["b", "A", "sub/c", "sub/deeper/d"] { try root.create("data/flourish/brushes/\(brush).myb") }
        try root.create("data/flourish/brushes/readme.txt", "")
        try root.create("data/mypaint/brushes/classic/pencil.myb")
        try root.makeFolder("data/empty/brushes")
        let flourish = "\(root.path)/data/flourish/brushes"
        let mypaint = "\(root.path)/data/mypaint/brushes"
        let (groups, problems) = BrushLibrary.scan(
            systemFolder: system,
            userFolders: [flourish, "\(root.path)/data/missing/brushes", "\(root.path)/data/empty/brushes", mypaint])
        #expect(problems.count == 1)  // the missing system brush only
        #expect(groups.map(\.name) == ["Inks", "Pencils", "Other", "flourish", "mypaint"])
        #expect(groups.suffix(2).map { $0.entries.map(\.name) } == [["A", "b", "sub/c"], ["classic/pencil"]])
        #expect(groups.suffix(2).flatMap(\.entries).map(\.path) == [
            "\(flourish)/A.myb", "\(flourish)/b.myb", "\(flourish)/sub/c.myb", "\(mypaint)/classic/pencil.myb",
        ])
    }

    @Test("user folders are scanned even when there is no system folder")
    func userFoldersWithoutSystem() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.create("mine/x.myb")
        let (groups, problems) = BrushLibrary.scan(
            systemFolder: "\(root.path)/none", userFolders: ["\(root.path)/mine"])
        #expect(problems == [])
        #expect(groups == [BrushGroup(name: "mine", entries: [BrushEntry(name: "x", path: "\(root.path)/mine/x.myb")])])
    }

    @Test("a user folder path that is a file is reported and skipped")
    func userFolderIsAFile() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.create("brushes", "oops")
        try root.create("mine/x.myb")
        let (groups, problems) = BrushLibrary.scan(
            systemFolder: "\(root.path)/none", userFolders: ["\(root.path)/brushes", "\(root.path)/mine"])
        #expect(groups.map(\.name) == ["mine"])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("\(root.path)/brushes: ") == true, "\(problems)")
    }

    @Test(
        "a user group is named by the folder, or by its parent when the folder is called brushes",
        arguments: [
            ("/home/me/.local/share/flourish/brushes", "flourish"),
            ("/home/me/.local/share/mypaint/brushes", "mypaint"),
            ("/home/me/inks", "inks"), ("/home/me/inks/", "inks"), ("/brushes", "brushes"),
        ])
    func userGroupName(folder: String, name: String) {
        #expect(BrushLibrary.userGroupName(for: folder) == name)
    }
}
