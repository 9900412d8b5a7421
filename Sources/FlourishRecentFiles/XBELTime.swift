#if canImport(Glibc)
    import Glibc
#endif

/// The recently-used list's times: ISO 8601 in UTC, `2024-05-01T10:20:30.123456Z` as GTK
/// writes them (KDE leaves out the fraction), to and from seconds since 1970.
public enum XBELTime {
    public static func text(_ seconds: Double) -> String {
        var whole = time_t(seconds.rounded(.down))
        let micros = Int(((seconds - seconds.rounded(.down)) * 1_000_000).rounded(.down))
        var parts = tm()
        gmtime_r(&whole, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let digits = String(micros)
        let fraction = String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
            + "\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)Z"
    }

    /// Seconds since 1970 of `text`, or nil where it is not such a time.
    public static func seconds(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int32? {
            guard range.upperBound <= bytes.count else { return nil }
            var value: Int32 = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int32(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, Unicode.Scalar)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
        guard separators.allSatisfy({ bytes[$0.0] == UInt8(ascii: $0.1) }),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
            let minute = number(14..<16), let second = number(17..<19), (1...12).contains(month), (1...31).contains(day),
            hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if bytes.count > 20 {
            guard bytes[19] == UInt8(ascii: "."), bytes.count > 21, let digits = number(20..<min(bytes.count - 1, 29)),
                bytes.count - 1 <= 29
            else { return nil }
            fraction = Double(digits) / pow(10, Double(bytes.count - 1 - 20))
        } else {
            guard bytes[19] == UInt8(ascii: "Z") else { return nil }
        }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = month - 1
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_sec = second
        return Double(timegm(&parts)) + fraction
    }
}
