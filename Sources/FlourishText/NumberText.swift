/// Numbers read from a file's bytes: decimal text only, the whole field or nothing.
///
/// What is accepted is what `Double(_:)` and `Int(_:)` accept of plain decimal text — an
/// optional sign, digits with an optional point (`5.`, `.5`), an optional exponent — and
/// nothing else: no spaces, no `inf`, `nan` or hexadecimal (`0x1p3`), which `Double(_:)` also
/// takes but no file of ours should hold. Integers take an optional sign and digits, and
/// overflow is refused, not wrapped.
///
/// Doubles are correctly rounded: most (up to 19 significant digits, powers of ten up to 27)
/// are computed here exactly or in 80-bit arithmetic with a check for the one case where its
/// rounding could differ; the rest go to the standard library's parser, which is slower.
public enum NumberText {
    /// The finite number `text` spells, or nil for anything else (overflow to infinity included).
    public static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let decimal = Decimal(text) else { return nil }
        if let value = decimal.fastValue { return value }
        // Rare: more than 19 significant digits, or a large exponent. The syntax is checked,
        // so the standard parser sees only plain decimal text.
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// `double` of a string's UTF-8.
    public static func double(_ text: some StringProtocol) -> Double? {
        withBytes(of: text) { double($0) }
    }

    /// The integer `text` spells, or nil when it is not one or does not fit.
    public static func int(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let (negative, magnitude) = integer(text) else { return nil }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return Int(magnitude)
    }

    /// `int` of a string's UTF-8.
    public static func int(_ text: some StringProtocol) -> Int? {
        withBytes(of: text) { int($0) }
    }

    /// The unsigned 32-bit integer `text` spells; `-0` is 0, as `UInt32(_:)` reads it.
    public static func uint32(_ text: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard let (negative, magnitude) = integer(text), magnitude <= UInt64(UInt32.max) else { return nil }
        guard !negative || magnitude == 0 else { return nil }
        return UInt32(magnitude)
    }

    /// Sign and magnitude of `[+-]digits`, or nil (past UInt64 too).
    static func integer(_ text: UnsafeBufferPointer<UInt8>) -> (negative: Bool, magnitude: UInt64)? {
        var index = 0
        var negative = false
        if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
            negative = text[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < text.count else { return nil }
        var magnitude: UInt64 = 0
        while index < text.count {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow1, !overflow2 else { return nil }
            magnitude = sum
            index += 1
        }
        return (negative, magnitude)
    }

    static func withBytes<T>(of text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
