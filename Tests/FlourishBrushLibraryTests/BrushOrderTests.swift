import FlourishBrushLibrary
import Foundation
import Testing

@Suite("BrushOrder")
struct BrushOrderTests {
    /// The shape of MyPaint's own file: a header comment, names with `#` and `+`, an empty group.
    static let sample = """
        # this file saves brush groups and order
        Group: Dieterle
        Dieterle/8B_Pencil#1
        Dieterle/Pencil-_Left_Handed
        Group: Classic
        classic/pencil
        classic/smudge+paint
        Group: Favorites

        Group: Kaerhon
        kaerhon_v1/bulk_brush
        """

    @Test("groups and brush names come back in the file's order, # and + kept in names")
    func readsGroups() {
        let (groups, problems) = BrushOrder.parse(Self.sample, file: "order.conf")
        #expect(problems == [])
        #expect(groups.map(\.name) == ["Dieterle", "Classic", "Favorites", "Kaerhon"])
        #expect(groups.map(\.brushNames) == [
            ["Dieterle/8B_Pencil#1", "Dieterle/Pencil-_Left_Handed"],
            ["classic/pencil", "classic/smudge+paint"],
            [],
            ["kaerhon_v1/bulk_brush"],
        ])
    }

    @Test("each brush and group keeps the line it is on")
    func lineNumbers() {
        let (groups, _) = BrushOrder.parse(Self.sample, file: "order.conf")
        #expect(groups.map(\.line) == [2, 5, 8, 10])
        #expect(groups.flatMap(\.brushes).map(\.line) == [3, 4, 6, 7, 11])
    }

    @Test("CRLF line ends read the same as LF, line numbers included")
    func crlf() {
        let crlf = Self.sample.replacingOccurrences(of: "\n", with: "\r\n") + "\r\nGroup:\r\n"
        let lf = Self.sample + "\nGroup:\n"
        let fromCRLF = BrushOrder.parse(crlf, file: "order.conf")
        let fromLF = BrushOrder.parse(lf, file: "order.conf")
        #expect(fromCRLF.groups == fromLF.groups)
        #expect(fromCRLF.problems == fromLF.problems)
        #expect(fromCRLF.problems.count == 1)
        #expect(fromCRLF.problems.first?.hasPrefix("order.conf:12:") == true)
        #expect(!fromCRLF.groups.flatMap(\.brushNames).contains { $0.contains("\r") })
    }

    @Test("only a line starting with # (after blanks) is a comment")
    func comments() {
        let text = "Group: G\n   # indented comment\n\t#tabbed\nDieterle/Round#1\n#Dieterle/Flat2#1\n"
        let (groups, problems) = BrushOrder.parse(text, file: "order.conf")
        #expect(problems == [])
        #expect(groups.map(\.brushNames) == [["Dieterle/Round#1"]])
    }

    @Test("blanks around names and group names are not part of them")
    func trimsBlanks() {
        let text = "  Group:   Inks  \n\t classic/pen \t\n"
        let (groups, problems) = BrushOrder.parse(text, file: "order.conf")
        #expect(problems == [])
        #expect(groups == [
            BrushOrder.Group(name: "Inks", line: 1, brushes: [BrushOrder.BrushLine(name: "classic/pen", line: 2)])
        ])
    }

    @Test("brushes before any Group: go into a group named by their folder, unreported")
    func brushesBeforeAnyGroup() {
        let text = "classic/pencil\ndeevad/basic\nclassic/pen\nGroup: Inks\nclassic/slow_ink\n"
        let (groups, problems) = BrushOrder.parse(text, file: "order.conf")
        #expect(problems == [])
        #expect(groups.map(\.name) == ["classic", "deevad", "Inks"])
        #expect(groups.map(\.brushNames) == [["classic/pencil", "classic/pen"], ["deevad/basic"], ["classic/slow_ink"]])
        #expect(groups.map(\.line) == [1, 2, 4])
    }

    @Test(
        "a malformed line is reported with file, line and value, and skipped",
        arguments: [
            "Group:", "Group:   ", "pencil", "/classic/pencil", "classic/", "classic//pencil", "../classic/pencil",
            "classic/../../etc/passwd", "classic/./pencil",
        ])
    func malformedLine(line: String) throws {
        let shown = line.trimmingCharacters(in: .whitespaces)
        let text = "Group: Inks\nclassic/pen\n\(line)\nclassic/slow_ink\n"
        let (groups, problems) = BrushOrder.parse(text, file: "/x/order.conf")
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems)")
        #expect(problem.hasPrefix("/x/order.conf:3: "), "\(problem)")
        #expect(problem.contains(shown), "\(problem)")
        #expect(groups.map(\.name) == ["Inks"])
        #expect(groups.map(\.brushNames) == [["classic/pen", "classic/slow_ink"]])
    }

    @Test("a nameless Group: leaves the brushes below in the group above")
    func namelessGroupKeepsCurrentGroup() {
        let text = "Group: Inks\nclassic/pen\nGroup:\nclassic/slow_ink\n"
        let (groups, _) = BrushOrder.parse(text, file: "order.conf")
        #expect(groups.map(\.brushNames) == [["classic/pen", "classic/slow_ink"]])
    }

    @Test("a group named again adds to the first; a brush twice in a group is reported and kept once")
    func duplicates() {
        let text = "Group: A\nx/one\nGroup: B\nx/one\nGroup: A\nx/two\nx/one\n"
        let (groups, problems) = BrushOrder.parse(text, file: "order.conf")
        #expect(groups.map(\.name) == ["A", "B"])
        // The same brush in two groups is fine: MyPaint's Favorites repeats brushes of others.
        #expect(groups.map(\.brushNames) == [["x/one", "x/two"], ["x/one"]])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("order.conf:7:") == true)
        #expect(problems.first?.contains("x/one") == true)
    }

    @Test("an empty or comment-only file has no groups and no problems", arguments: ["", "\n\n", "# only a comment\n"])
    func nothingToRead(text: String) {
        let (groups, problems) = BrushOrder.parse(text, file: "order.conf")
        #expect(groups == [])
        #expect(problems == [])
    }
}
