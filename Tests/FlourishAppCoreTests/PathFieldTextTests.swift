import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishAppCore

@Suite("The window's path field: typing, deleting, completing, and the path it names")
struct PathFieldTextTests {
    @Test("typed text goes in without newlines or tabs; Backspace takes a character, Ctrl+Backspace a part")
    func editing() {
        var field = PathFieldText("/home/me/")
        field.type("sky\n\t.ora")
        #expect(field.text == "/home/me/sky.ora")
        field.deleteBackward()
        #expect(field.text == "/home/me/sky.or")
        field.deleteWord()
        #expect(field.text == "/home/me/")
        field.deleteWord()
        #expect(field.text == "/home/")
    }

    @Test("the path: ~ for home, relative to the folder, tidied; nothing typed, none")
    func paths() {
        #expect(PathFieldText("~/a/../b.ora").path(home: "/home/me", folder: "/x") == "/home/me/b.ora")
        #expect(PathFieldText("sky.ora").path(home: nil, folder: "/art") == "/art/sky.ora")
        #expect(PathFieldText("/a//b/./c.png ").path(home: nil, folder: "/x") == "/a/b/c.png")
        #expect(PathFieldText("  ").path(home: nil, folder: "/x") == nil)
    }

    @Test("Tab completes as far as the folder's names agree, a folder with its /; no match adds nothing")
    func completion() throws {
        let folder = try TemporaryFolder()
        for name in ["sky-1.ora", "sky-2.ora", ".hidden.ora"] { try Data().write(to: URL(fileURLWithPath: folder.path + "/" + name)) }
        try FileManager.default.createDirectory(atPath: folder.path + "/sketches", withIntermediateDirectories: true)
        var field = PathFieldText(folder.path + "/s")
        let completedField = field.complete(home: nil, listing: PathFieldText.entries)
        #expect(completedField)
        #expect(field.text == folder.path + "/sk")
        field.type("e")
        let completedAgain = field.complete(home: nil, listing: PathFieldText.entries)
        #expect(completedAgain)
        #expect(field.text == folder.path + "/sketches/")
        var sky = PathFieldText(folder.path + "/sky")
        let completedsky = sky.complete(home: nil, listing: PathFieldText.entries)
        #expect(completedsky)
        #expect(sky.text == folder.path + "/sky-")
        var none = PathFieldText(folder.path + "/q")
        let completedNone = none.complete(home: nil, listing: PathFieldText.entries)
        #expect(!completedNone)
        var hidden = PathFieldText(folder.path + "/.h")
        let completedHidden = hidden.complete(home: nil, listing: PathFieldText.entries)
        #expect(completedHidden && hidden.text == folder.path + "/.hidden.ora")
    }

    @Test("when a recent painting was used, in words", arguments: [
        (30.0, "just now"), (60, "1 minute ago"), (150, "2 minutes ago"), (7200, "2 hours ago"), (100_000, "yesterday"),
    ])
    func recentTimes(ago: Double, words: String) {
        #expect(RecentTime.describe(1_700_000_000 - ago, now: 1_700_000_000) == words)
    }
}
