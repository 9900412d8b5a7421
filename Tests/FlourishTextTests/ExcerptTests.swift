import FlourishText
import Testing

@Suite("Excerpt")
struct ExcerptTests {
    @Test("short text is quoted whole")
    func short() {
        #expect(Excerpt.of("classic/pencil") == "classic/pencil")
        #expect(Excerpt.of(String(repeating: "a", count: 40)) == String(repeating: "a", count: 40))
    }

    @Test("long text keeps its first 40 characters and ends in …")
    func long() {
        let cut = Excerpt.of(String(repeating: "b", count: 41))
        #expect(cut == String(repeating: "b", count: 40) + "…")
        let huge = Excerpt.of(String(repeating: "c", count: 2_000_000))
        #expect(huge.count == 41)
    }

    @Test("a character with a million combining marks is not quoted whole")
    func combiningMarks() {
        let text = "e" + String(repeating: "\u{301}", count: 1_000_000)
        #expect(text.count == 1)
        #expect(Excerpt.of(text).unicodeScalars.count == 41)
    }

    @Test("control characters are written as escapes, so a message cannot drive the terminal")
    func controls() {
        #expect(Excerpt.of("a\u{1B}[2Jb\tc\u{7F}") == "a\\u{1B}[2Jb\\u{9}c\\u{7F}")
    }

    @Test("bytes: cut as text is; bytes that are not UTF-8 read as U+FFFD")
    func bytes() {
        #expect(withBytes([0x61, 0xFF, 0x62]) { Excerpt.of(bytes: $0) } == "a\u{FFFD}b")
        let long = [UInt8](repeating: 0x7A, count: 3_000_000)
        #expect(withBytes(long) { Excerpt.of(bytes: $0) } == String(repeating: "z", count: 40) + "…")
        let wide = Array(String(repeating: "😀", count: 41).utf8)
        #expect(withBytes(wide) { Excerpt.of(bytes: $0) } == String(repeating: "😀", count: 40) + "…")
    }
}
