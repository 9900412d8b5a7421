/// Base64 (RFC 4648, the standard alphabet, `=` padding): how a recording carries the bytes
/// of a pasted picture in its text lines. Decoding is strict (no white space, no line breaks,
/// padding only at the end, the bits padding leaves unused all zero), so each text has one
/// meaning and a damaged line is refused rather than read as other bytes.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Each byte's value in the alphabet, 0xFF for a byte that is not in it.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    /// The text of `bytes`: four characters for every three bytes, the last group padded.
    public static func encode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next()
            let third = iterator.next()
            let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(group >> 6 & 63)])
            out.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(group & 63)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes `text` stands for, appended to `out`; false (and `out` as it was) where it is
    /// not strict base64: a length that is not a multiple of four, a character outside the
    /// alphabet, padding anywhere but in the last group, or unused bits that are not zero.
    public static func decode(_ text: UnsafeBufferPointer<UInt8>, appendingTo out: inout [UInt8]) -> Bool {
        guard text.count % 4 == 0 else { return false }
        let start = out.count
        out.reserveCapacity(start + text.count / 4 * 3)
        var i = 0
        while i < text.count {
            let last = i + 4 == text.count
            let padding = last ? (text[i + 3] == UInt8(ascii: "=") ? (text[i + 2] == UInt8(ascii: "=") ? 2 : 1) : 0) : 0
            var group: UInt32 = 0
            for j in 0..<(4 - padding) {
                let value = values[Int(text[i + j])]
                guard value != 0xFF else {
                    out.removeSubrange(start...)
                    return false
                }
                group |= UInt32(value) << (18 - 6 * j)
            }
            // Padding stands for bits that must be zero: "QR==" is not a second spelling of "QQ==".
            let unused: UInt32 = padding == 2 ? 0xFFFF : padding == 1 ? 0xFF : 0
            guard group & unused == 0 else {
                out.removeSubrange(start...)
                return false
            }
            out.append(UInt8(group >> 16 & 0xFF))
            if padding < 2 { out.append(UInt8(group >> 8 & 0xFF)) }
            if padding < 1 { out.append(UInt8(group & 0xFF)) }
            i += 4
        }
        return true
    }

    /// `decode` of a String, for tests and callers that hold one.
    public static func decode(_ text: String) -> [UInt8]? {
        var copy = text
        var out: [UInt8] = []
        let ok = copy.withUTF8 { decode($0, appendingTo: &out) }
        return ok ? out : nil
    }
}
