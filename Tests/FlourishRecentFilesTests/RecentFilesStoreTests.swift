import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishRecentFiles

@Suite("The recently-used list on disk: where it is, written atomically, never over what cannot be read")
struct RecentFilesStoreTests {
    @Test("XDG_DATA_HOME, else HOME's .local/share; neither, none")
    func location() {
        #expect(RecentFilesStore(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"])?.path == "/d/recently-used.xbel")
        #expect(RecentFilesStore(environment: ["HOME": "/h"])?.path == "/h/.local/share/recently-used.xbel")
        #expect(RecentFilesStore(environment: ["XDG_DATA_HOME": "relative"]) == nil)
        #expect(RecentFilesStore(environment: [:]) == nil)
    }

    @Test("a use is written into a new list in a folder made for it, and merged into what another program wrote since")
    func writesAndMerges() throws {
        let folder = try TemporaryFolder()
        let store = RecentFilesStore(path: folder.path + "/share/recently-used.xbel")
        let painting = folder.path + "/a.ora"
        try Data("x".utf8).write(to: URL(fileURLWithPath: painting))
        try store.noteUse(of: painting, mimeType: "image/openraster", by: .flourish, at: 1_700_000_000)
        #expect(try store.read().files.map(\.path) == [painting])
        // Another program rewrites the list with an entry of its own.
        var theirs = try store.read()
        theirs.noteUse(of: "/elsewhere/b.txt", mimeType: "text/plain", by: RecentApplication(name: "gedit", exec: "gedit %u"), at: 1_700_000_100)
        try theirs.text.write(toFile: store.path, atomically: true, encoding: .utf8)
        let png = folder.path + "/c.png"
        try Data("x".utf8).write(to: URL(fileURLWithPath: png))
        try store.noteUse(of: png, mimeType: "image/png", by: .flourish, at: 1_700_000_200)
        #expect(try store.read().files.map(\.path) == [painting, "/elsewhere/b.txt", png])
        // Newest first, only files still there that are asked for.
        let recent = try store.recent(limit: 10) { $0.mimeType?.hasPrefix("image/") == true }
        #expect(recent.map(\.path) == [png, painting])
        #expect(try store.recent(limit: 1) { _ in true }.map(\.path) == [png])
        try FileManager.default.removeItem(atPath: png)
        #expect(try store.recent(limit: 10) { _ in true }.map(\.path) == [painting])
        // No temporary is left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/share")
        #expect(left == ["recently-used.xbel"], "\(left)")
    }

    @Test("a list that cannot be read is reported, naming it, and left exactly as it was")
    func badListLeftAlone() throws {
        let folder = try TemporaryFolder()
        let store = RecentFilesStore(path: folder.path + "/recently-used.xbel")
        let broken = "<?xml version=\"1.0\"?>\n<xbel version=\"1.0\">\n  <bookmark href=\"file:///a\">\n</xbel>\n"
        try broken.write(toFile: store.path, atomically: true, encoding: .utf8)
        do {
            try store.noteUse(of: "/tmp/a.ora", mimeType: "image/openraster", by: .flourish, at: 1_700_000_000)
            Issue.record("a broken list was written over")
        } catch {
            #expect(error.description.contains(store.path))
            #expect(error.reason.contains("line 4") && error.reason.contains("left as it was"), "\(error)")
        }
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == broken)
        // The negative control: a readable list is written.
        try "<xbel version=\"1.0\"/>".write(toFile: store.path, atomically: true, encoding: .utf8)
        try store.noteUse(of: "/tmp/a.ora", mimeType: "image/openraster", by: .flourish, at: 1_700_000_000)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) != "<xbel version=\"1.0\"/>")
    }
}
