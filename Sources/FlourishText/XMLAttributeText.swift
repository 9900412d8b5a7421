/// Text written into an XML file (OpenRaster's `stack.xml`, the recently-used list) as an
/// attribute value in double quotes.
public enum XMLAttributeText {
    /// `text` escaped. Tabs and line breaks become character references, which attribute
    /// normalisation would otherwise turn into spaces; control characters XML 1.0 cannot carry
    /// at all become U+FFFD.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
