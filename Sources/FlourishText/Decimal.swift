/// A decimal number's parts as read from text: `mantissa × 10^exponent`, with the sign apart
/// so that `-0` stays negative zero.
struct Decimal {
    var negative = false
    /// The first 19 significant digits (19 always fit a UInt64).
    var mantissa: UInt64 = 0
    var exponent = 0
    /// A nonzero digit did not fit in `mantissa`, or the exponent was too large to keep:
    /// only the standard parser gets the value right.
    var inexact = false

    /// 10^0 ... 10^22, each exactly a Double (5^22 < 2^53).
    static let exactPowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    #if arch(x86_64) && !os(Windows)
        /// 10^0 ... 10^27, each exactly a Float80 (5^27 < 2^64).
        static let extendedPowers: [Float80] = {
            var powers: [Float80] = [1]
            for _ in 1...27 { powers.append(powers[powers.count - 1] * 10) }
            return powers
        }()
    #endif

    /// Reads `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`, all of `text`.
    /// One pass, a pointer and a loop per part (integer, fraction, exponent): the numbers of a
    /// recording are most of its bytes.
    init?(_ text: UnsafeBufferPointer<UInt8>) {
        guard var p = text.baseAddress else { return nil }
        let end = p + text.count
        let zero = UInt8(ascii: "0")
        if p < end, p.pointee == UInt8(ascii: "+") || p.pointee == UInt8(ascii: "-") {
            negative = p.pointee == UInt8(ascii: "-")
            p += 1
        }
        var digitsSeen = 0
        var significant = 0
        // Integer part: leading zeros count as digits, not as significant ones.
        while p < end, p.pointee == zero {
            digitsSeen += 1
            p += 1
        }
        readDigits(&p, to: end, fraction: false, digitsSeen: &digitsSeen, significant: &significant)
        if p < end, p.pointee == UInt8(ascii: ".") {
            p += 1
            if significant == 0 {
                while p < end, p.pointee == zero {
                    digitsSeen += 1
                    exponent -= 1
                    p += 1
                }
            }
            readDigits(&p, to: end, fraction: true, digitsSeen: &digitsSeen, significant: &significant)
        }
        guard digitsSeen > 0 else { return nil }
        if p < end, p.pointee | 0x20 == UInt8(ascii: "e") {
            p += 1
            var exponentNegative = false
            if p < end, p.pointee == UInt8(ascii: "+") || p.pointee == UInt8(ascii: "-") {
                exponentNegative = p.pointee == UInt8(ascii: "-")
                p += 1
            }
            var written = 0
            var exponentDigits = 0
            while p < end {
                let digit = p.pointee &- zero
                guard digit < 10 else { break }
                // Saturates: past a million the value is 0 or infinite either way.
                if written < 1_000_000 { written = written * 10 + Int(digit) } else { inexact = true }
                exponentDigits += 1
                p += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentNegative ? -written : written
        }
        guard p == end else { return nil }
    }

    /// Reads the digits at `p` (up to the first other byte) into the mantissa, counting each
    /// in `digitsSeen`: the first 19 significant ones are kept, each of a fraction's moving the
    /// exponent down one. Past them a digit is lost precision unless it is 0, and in the
    /// integer part each moves the exponent up one (a fraction's is below what is kept).
    @inline(__always)
    private mutating func readDigits(
        _ p: inout UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>, fraction: Bool, digitsSeen: inout Int,
        significant: inout Int
    ) {
        while p < end {
            let digit = p.pointee &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            digitsSeen += 1
            if significant < 19 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                significant += 1
                if fraction { exponent -= 1 }
            } else {
                if !fraction { exponent += 1 }
                if digit != 0 { inexact = true }
            }
            p += 1
        }
    }

    /// The value, where it can be had without the standard parser; nil otherwise.
    var fastValue: Double? {
        if inexact { return nil }
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        var value: Double
        // Clinger's fast path: both operands exact, so the one rounding is the right one.
        if mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            let m = Double(mantissa)
            value = exponent < 0 ? m / Self.exactPowers[-exponent] : m * Self.exactPowers[exponent]
        } else if let extended = extendedValue {
            value = extended
        } else {
            return nil
        }
        return negative ? -value : value
    }

    /// The value computed in 80-bit arithmetic: the mantissa and 10^k (k ≤ 27, 5^27 < 2^64)
    /// are exact there, so the product or quotient is rounded once, to 64 bits. Rounding that
    /// to 53 bits gives the correctly rounded Double unless the 64-bit result sits exactly
    /// on a midpoint between two Doubles (its low 11 bits 0x400): the true value may lie on
    /// either side, so that case is left to the standard parser.
    private var extendedValue: Double? {
        #if arch(x86_64) && !os(Windows)
            guard exponent >= -27, exponent <= 27 else { return nil }
            let power = Self.extendedPowers[abs(exponent)]
            let m = Float80(mantissa)
            let result = exponent < 0 ? m / power : m * power
            guard result.significandBitPattern & 0x7FF != 0x400 else { return nil }
            return Double(result)
        #else
            return nil
        #endif
    }
}
