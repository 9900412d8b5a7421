/// A value as an error message quotes it: its first 40 characters, then "…" where it was cut,
/// with control characters written as escapes (`\u{1B}`), so a hostile file can neither fill
/// a terminal with megabytes nor move its cursor.
public enum Excerpt {
    /// Unicode scalars kept, not Characters: one Character may hold any number of combining
    /// marks, so counting Characters would not bound the length.
    public static let limit = 40

    public static func of(_ text: some StringProtocol, limit: Int = limit) -> String {
        var result = ""
        var kept = 0
        for scalar in text.unicodeScalars {
            if kept == limit {
                result += "…"
                return result
            }
            kept += 1
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `of` the text of some bytes; bytes that are not UTF-8 read as U+FFFD.
    public static func of(bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Each scalar is at most 4 bytes (a bad byte is one U+FFFD), so this many bytes hold
        // more than `limit` scalars whenever there are more: the cut is still seen.
        let prefix = UnsafeBufferPointer(rebasing: bytes.prefix(4 * (limit + 1)))
        return of(String(decoding: prefix, as: UTF8.self))
    }
}
