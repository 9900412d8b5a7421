import FlourishBrushLibrary
import FlourishTestSupport
import Testing

@Suite("BrushLibrary folders")
struct BrushLibraryFoldersTests {
    @Test("XDG_DATA_HOME when absolute: Flourish's folder, then MyPaint's")
    func xdgDataHome() {
        let folders = BrushLibrary.userFolders(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/me"])
        #expect(folders == ["/data/flourish/brushes", "/data/mypaint/brushes"])
    }

    @Test(
        "HOME/.local/share when XDG_DATA_HOME is unset, empty or relative",
        arguments: [[:], ["XDG_DATA_HOME": ""], ["XDG_DATA_HOME": "data"]] as [[String: String]])
    func homeDefault(extra: [String: String]) {
        let folders = BrushLibrary.userFolders(environment: extra.merging(["HOME": "/home/me"]) { $1 })
        #expect(folders == ["/home/me/.local/share/flourish/brushes", "/home/me/.local/share/mypaint/brushes"])
    }

    @Test("a trailing / on HOME or XDG_DATA_HOME does not double the /")
    func trailingSlash() {
        #expect(
            BrushLibrary.userFolders(environment: ["HOME": "/home/me/"]).first
                == "/home/me/.local/share/flourish/brushes")
        #expect(BrushLibrary.userFolders(environment: ["XDG_DATA_HOME": "/data//"]).first == "/data/flourish/brushes")
        #expect(BrushLibrary.userFolders(environment: ["XDG_DATA_HOME": "/"]).first == "/flourish/brushes")
    }

    @Test("XDG_DATA_HOME alone is enough; with neither it nor an absolute HOME there are no user folders")
    func withoutHome() {
        #expect(BrushLibrary.userFolders(environment: ["XDG_DATA_HOME": "/data"]).count == 2)
        #expect(BrushLibrary.userFolders(environment: [:]) == [])
        #expect(BrushLibrary.userFolders(environment: ["HOME": "", "XDG_DATA_HOME": "rel"]) == [])
        #expect(BrushLibrary.userFolders(environment: ["HOME": "home/me"]) == [])
    }

    @Test("the system folders, newest layout first")
    func systemFolders() {
        #expect(BrushLibrary.systemFolders == [
            "/usr/share/mypaint-data/2.0/brushes", "/usr/share/mypaint-data/1.0/brushes", "/usr/share/mypaint/brushes",
        ])
    }

    @Test("the first candidate that is a folder is picked; files and missing paths are passed over")
    func firstExisting() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.makeFolder("a")
        try root.makeFolder("b")
        try root.create("file", "")
        let (missing, a, b, file) = ("\(root.path)/missing", "\(root.path)/a", "\(root.path)/b", "\(root.path)/file")
        #expect(BrushLibrary.firstExistingSystemFolder(among: [missing, a, b]) == a)
        #expect(BrushLibrary.firstExistingSystemFolder(among: [missing, file, b]) == b)
        #expect(BrushLibrary.firstExistingSystemFolder(among: [missing, file]) == nil)
        #expect(BrushLibrary.firstExistingSystemFolder(among: []) == nil)
    }
}
