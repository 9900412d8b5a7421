/// Breaks a line of text into lines no wider than a width, between words: what the help's
/// rows do with a description longer than their column (at 2x in a small window most are).
public enum TextWrap {
    /// `text` as lines each at most `width` wide as `measure` finds them (a word wider than
    /// `width` alone on its line); one line where it fits or `width` is not positive.
    public static func lines(_ text: String, width: Int, measure: (String) -> Int) -> [String] {
        guard width > 0, measure(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let longer = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || measure(longer) <= width {
                line = longer
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
