import Testing

@testable import FlourishRecentFiles

@Suite("The recently-used list: read, merged with what other programs wrote, written back")
struct RecentFilesListTests {
    /// A list as GTK writes it, with another program's entry (its groups, a private flag and an
    /// icon Flourish knows nothing of), a comment, and one more namespace.
    static let gtkList = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- written by a GTK program -->
        <xbel version="1.0"
              xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
              xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info"
              xmlns:other="urn:example:other"
        >
          <bookmark href="file:///home/me/notes%20%26%20plans.txt" added="2024-03-01T09:00:00.000001Z" modified="2024-03-02T10:00:00.5Z" visited="2024-03-01T09:00:00Z">
            <info>
              <metadata owner="http://freedesktop.org">
                <mime:mime-type type="text/plain"/>
                <bookmark:groups>
                  <bookmark:group>gedit</bookmark:group>
                </bookmark:groups>
                <bookmark:applications>
                  <bookmark:application name="gedit" exec="&apos;gedit %u&apos;" modified="2024-03-02T10:00:00.5Z" count="3"/>
                </bookmark:applications>
                <bookmark:private/>
              </metadata>
              <other:thing answer='42 "quoted"'>kept &amp; as it was</other:thing>
            </info>
          </bookmark>
        </xbel>

        """

    static func list(_ text: String) throws(MarkupProblem) -> RecentFilesList { try RecentFilesList(parsing: Array(text.utf8)) }

    @Test("GTK's list reads: the entry's URI, path, type, times and programs")
    func reads() throws {
        let files = try Self.list(Self.gtkList).files
        #expect(files.count == 1)
        let file = try #require(files.first)
        #expect(file.uri == "file:///home/me/notes%20%26%20plans.txt")
        #expect(file.path == "/home/me/notes & plans.txt")
        #expect(file.mimeType == "text/plain")
        #expect(file.applications == ["gedit"])
        #expect(file.added == XBELTime.seconds("2024-03-01T09:00:00Z").map { $0 + 0.000001 })
        #expect(file.lastUsed == XBELTime.seconds("2024-03-02T10:00:00Z").map { $0 + 0.5 })
    }

    @Test("an unchanged list is written back byte for byte")
    func unchanged() throws {
        #expect(try Self.list(Self.gtkList).text == Self.gtkList)
    }

    @Test("noting a new file adds Flourish's entry and keeps the other program's, comment, namespaces and all")
    func addsEntry() throws {
        var list = try Self.list(Self.gtkList)
        let time = XBELTime.seconds("2025-01-02T03:04:05Z")! + 0.25
        list.noteUse(of: "/home/me/sky <1>.ora", mimeType: "image/openraster", by: .flourish, at: time)
        let text = list.text
        // Everything that was there is still there, as it was written.
        let original = Self.gtkList.components(separatedBy: "</xbel>")[0]
        #expect(text.hasPrefix(original.trimmingTrailingWhitespace), "\(text)")
        let files = try Self.list(text).files
        #expect(files.count == 2)
        let added = try #require(files.last)
        #expect(added.path == "/home/me/sky <1>.ora")
        #expect(added.uri == "file:///home/me/sky%20%3C1%3E.ora")
        #expect(added.mimeType == "image/openraster")
        #expect(added.applications == ["flourish"])
        #expect(added.added == time && added.modified == time && added.visited == time)
        #expect(text.contains("exec=\"'flourish %u'\""))
        #expect(text.contains("count=\"1\""))
        #expect(text.contains("<other:thing answer='42 \"quoted\"'>kept &amp; as it was</other:thing>"))
        // Written again, it reads the same (the second write changes nothing more).
        #expect(try Self.list(text).text == text)
    }

    @Test("noting a file already listed by another program adds Flourish to its programs and counts uses")
    func updatesEntry() throws {
        var list = try Self.list(Self.gtkList)
        let path = "/home/me/notes & plans.txt"
        let first = XBELTime.seconds("2025-01-02T03:04:05Z")!
        list.noteUse(of: path, mimeType: "text/plain", by: .flourish, at: first)
        list.noteUse(of: path, mimeType: "text/plain", by: .flourish, at: first + 60)
        let files = try Self.list(list.text).files
        #expect(files.count == 1)
        #expect(files[0].applications == ["gedit", "flourish"])
        #expect(files[0].visited == first + 60)
        // The entry's first-added time and gedit's count stay as they were.
        #expect(files[0].added == XBELTime.seconds("2024-03-01T09:00:00Z").map { $0 + 0.000001 })
        #expect(list.text.contains("name=\"gedit\" exec=\"&apos;gedit %u&apos;\" modified=\"2024-03-02T10:00:00.5Z\" count=\"3\""))
        #expect(list.text.contains("name=\"flourish\"") && list.text.contains("count=\"2\""))
        #expect(list.text.contains("<bookmark:private/>") && list.text.contains("<bookmark:group>gedit</bookmark:group>"))
    }

    @Test("an empty list takes an entry, and namespaces a list did not declare are declared")
    func emptyAndUndeclared() throws {
        var empty = RecentFilesList.empty
        #expect(empty.files.isEmpty)
        empty.noteUse(of: "/tmp/a.png", mimeType: "image/png", by: .flourish, at: 1_700_000_000)
        #expect(try Self.list(empty.text).files.map(\.path) == ["/tmp/a.png"])
        var bare = try Self.list("<xbel version=\"1.0\"/>")
        bare.noteUse(of: "/tmp/b.ora", mimeType: "image/openraster", by: .flourish, at: 1_700_000_000)
        let text = bare.text
        #expect(text.contains("xmlns:bookmark=\"http://www.freedesktop.org/standards/desktop-bookmarks\""))
        #expect(text.contains("xmlns:mime=\"http://www.freedesktop.org/standards/shared-mime-info\""))
        let read = try Self.list(text).files
        #expect(read.map(\.mimeType) == ["image/openraster"] && read.map(\.applications) == [["flourish"]])
    }

    @Test("what is not an XBEL list is refused with its line", arguments: [
        ("<xbel><bookmark href='a'></xbel>", 1, "</xbel> closes <bookmark>"),
        ("<xbel>\n<bookmark href=a/>\n</xbel>", 2, "not quoted"),
        ("<html></html>", 1, "not <xbel>"),
        ("<xbel>", 1, "ends inside <xbel>"),
        ("", 1, "no root element"),
        ("<xbel/><xbel/>", 1, "two root elements"),
        ("<xbel><!-- never closed </xbel>", 1, "comment is not closed"),
    ])
    func refused(text: String, line: Int, reason: String) {
        do {
            _ = try Self.list(text)
            Issue.record("'\(text)' was read")
        } catch {
            #expect(error.line == line)
            #expect(error.reason.contains(reason), "\(error)")
        }
    }

    @Test("bytes that are not UTF-8, and elements nested past the limit, are refused before anything is built")
    func hostile() {
        #expect(throws: MarkupProblem.self) { try RecentFilesList(parsing: Array("<xbel>".utf8) + [0xff, 0xfe] + Array("</xbel>".utf8)) }
        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(throws: MarkupProblem.self) { try Self.list("<xbel>" + deep + "</xbel>") }
    }

    @Test("times read and write as GTK and KDE write them", arguments: [
        ("2024-03-01T09:00:00Z", 1_709_283_600.0), ("2024-03-01T09:00:00.250000Z", 1_709_283_600.25),
    ])
    func times(text: String, seconds: Double) {
        #expect(XBELTime.seconds(text) == seconds)
        #expect(XBELTime.seconds(XBELTime.text(seconds)) == seconds)
        #expect(XBELTime.text(1_709_283_600.25) == "2024-03-01T09:00:00.250000Z")
    }

    @Test("what is no time reads as none", arguments: ["", "2024-03-01", "2024-13-01T09:00:00Z", "2024-03-01T09:00:00+01:00", "x024-03-01T09:00:00Z"])
    func notTimes(text: String) {
        #expect(XBELTime.seconds(text) == nil)
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
