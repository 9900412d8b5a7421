/// Numbers as the frame log writes them: fixed decimals, never exponent notation, so the file
/// reads well in a spreadsheet and parses back with any CSV reader.
enum CSVNumber {
    /// `value` rounded to `digits` decimals (0...9); "nan", "inf" or "-inf" when not finite.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let digits = min(max(digits, 0), 9)
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded()
        // Beyond 2^63 fixed decimals carry no meaning for a frame log; keep the value readable.
        guard scaled < 9.2e18 else { return "\(value)" }
        let units = UInt64(scaled)
        let sign = value < 0 && units != 0 ? "-" : ""
        let whole = String(units / scale)
        guard digits > 0 else { return sign + whole }
        let fraction = String(units % scale)
        let padding = String(repeating: "0", count: digits - fraction.count)
        return "\(sign)\(whole).\(padding)\(fraction)"
    }

    /// Milliseconds from seconds, to 0.1 µs.
    static func ms(_ seconds: Double) -> String { fixed(seconds * 1000, digits: 4) }

    /// An optional cell: empty when there is no value.
    static func ms(_ seconds: Double?) -> String { seconds.map { ms($0) } ?? "" }
}
