import FlourishPanels
import Testing

@Suite("Text broken into lines between words")
struct TextWrapTests {
    /// Ten pixels a character.
    func measure(_ text: String) -> Int { text.count * 10 }

    @Test("a text that fits is one line; a longer one breaks between words, each line within the width")
    func breaks() {
        #expect(TextWrap.lines("undo the last stroke", width: 200, measure: measure) == ["undo the last stroke"])
        let lines = TextWrap.lines("the layers panel: show, hide, fade, blend", width: 120, measure: measure)
        #expect(lines == ["the layers", "panel: show,", "hide, fade,", "blend"])
        #expect(lines.allSatisfy { measure($0) <= 120 })
        #expect(lines.joined(separator: " ") == "the layers panel: show, hide, fade, blend", "no word lost")
    }

    @Test("a word wider than the width stands alone; no width keeps the text whole")
    func edges() {
        #expect(TextWrap.lines("a snowflake b", width: 50, measure: measure) == ["a", "snowflake", "b"])
        #expect(TextWrap.lines("one two", width: 0, measure: measure) == ["one two"])
    }
}
