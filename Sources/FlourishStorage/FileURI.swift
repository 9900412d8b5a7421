/// `file://` URIs and the local paths they name, as the desktop's file chooser answers them
/// and the recent-files list keeps them: every byte of the path outside RFC 3986's unreserved
/// set (and `/`) percent-encoded.
public enum FileURI {
    /// The URI of the absolute path `path`.
    public static func uri(forPath path: String) -> String {
        var text = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "%" + hex(byte >> 4) + hex(byte & 15)
            }
        }
        return text
    }

    /// The local path a `file://` URI names (its host empty or `localhost`), or nil: another
    /// scheme or host, a bad escape, a NUL, or bytes that are not UTF-8.
    public static func path(fromURI uri: String) -> String? {
        guard uri.lowercased().hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst(7))
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
        guard rest.hasPrefix("/") else { return nil }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = value(utf8.removeFirst()), let low = value(utf8.removeFirst()) else { return nil }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hex(_ nibble: UInt8) -> String { String(nibble, radix: 16, uppercase: true) }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
