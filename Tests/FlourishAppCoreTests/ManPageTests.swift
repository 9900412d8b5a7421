import Foundation
import Testing

@testable import FlourishAppCore

/// Assets/flourish.1 carries `--help` verbatim (scripts/make-manpage writes it): every line of
/// `Options.usage` is a line of the man page once roff's escapes are read back and runs of
/// spaces are one, so editing the help without the page (or the page by hand) fails here.
@Suite("The man page and --help agree")
struct ManPageTests {
    static let manPage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/flourish.1").path

    /// `line` with roff's escapes for a minus, a backslash and a line start undone, and its
    /// spaces collapsed.
    static func normalised(_ line: String, roff: Bool) -> String {
        var text = line
        if roff {
            text = text.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\&", with: "")
                .replacingOccurrences(of: "\\e", with: "\\")
        }
        return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    @Test("every line of the usage is in the man page, which names the version")
    func manPageHoldsTheHelp() throws {
        let page = try String(contentsOfFile: Self.manPage, encoding: .utf8)
        let pageLines = Set(page.split(separator: "\n").map { Self.normalised(String($0), roff: true) })
        let missing = Options.usage.split(separator: "\n").map { Self.normalised(String($0), roff: false) }
            .filter { !$0.isEmpty && !pageLines.contains($0) }
        #expect(missing.isEmpty, "not in Assets/flourish.1 (run scripts/make-manpage): \(missing)")
        #expect(page.contains("flourish \(FlourishVersion.number)"), "the man page's header names another version")
    }

    @Test("a help line the page lacks is caught (negative control)")
    func driftIsCaught() throws {
        let page = try String(contentsOfFile: Self.manPage, encoding: .utf8)
        let pageLines = Set(page.split(separator: "\n").map { Self.normalised(String($0), roff: true) })
        #expect(!pageLines.contains(Self.normalised("  --brush B   a .myb file or group/name, e.g. classic/pen", roff: false)))
        #expect(pageLines.contains(Self.normalised("  --brush B            a .myb file or group/name, e.g. classic/pencil", roff: false)))
    }
}
