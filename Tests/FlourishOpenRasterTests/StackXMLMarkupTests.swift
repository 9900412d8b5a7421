import Testing

@testable import FlourishOpenRaster

/// The two steps every scan of stack.xml's bytes takes: does markup start here, and where
/// does the markup it opened end.
@Suite("StackXMLMarkup: markup starting at a position, and the index past its end")
struct StackXMLMarkupTests {
    static let text = Array("<a><!-- x --><?pi ?>".utf8)

    @Test("starts(with:at:) looks at the bytes from the position only; false past the end")
    func startsAt() {
        #expect(Self.text.starts(with: "<!--", at: 3))
        #expect(!Self.text.starts(with: "<!--", at: 0))
        #expect(Self.text.starts(with: "<?", at: 13))
        #expect(!Self.text.starts(with: "?>>", at: 18))
        #expect(Self.text.starts(with: "", at: Self.text.count))
        #expect(!Self.text.starts(with: "<", at: Self.text.count))
        #expect(!Self.text.starts(with: "<", at: Self.text.count + 1))
    }

    @Test("index(past:from:) is just past the first terminator at or after the position, else the end")
    func indexPast() {
        #expect(Self.text.index(past: "-->", from: 3) == 13)
        #expect(Self.text.index(past: ">", from: 0) == 3)
        #expect(Self.text.index(past: ">", from: 3) == 13)
        #expect(Self.text.index(past: "?>", from: 13) == Self.text.count)
        // Unclosed: the end, never past it.
        #expect(Self.text.index(past: "]]>", from: 0) == Self.text.count)
        #expect(Self.text.index(past: "-->", from: Self.text.count) == Self.text.count)
    }
}
