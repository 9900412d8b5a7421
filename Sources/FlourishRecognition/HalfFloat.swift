/// IEEE 754 binary16 bits widened to Float, by hand: `Float16` is not available on every
/// platform Swift targets, and the loader only ever widens (float16 on disk keeps the asset
/// small; the arithmetic runs in Float32). Every binary16 value is exact in Float32.
enum HalfFloat {
    static func float(fromBits bits: UInt16) -> Float {
        let sign = UInt32(bits >> 15) << 31
        let exponent = UInt32(bits >> 10) & 0x1F
        let mantissa = UInt32(bits) & 0x3FF
        switch exponent {
        case 0:
            // Zero or subnormal: mantissa x 2^-24, exact.
            let magnitude = Float(mantissa) * 0x1p-24
            return sign == 0 ? magnitude : -magnitude
        case 0x1F:
            // Infinity or NaN keep their kind (the loader refuses both).
            return Float(bitPattern: sign | 0x7F80_0000 | mantissa << 13)
        default:
            return Float(bitPattern: sign | (exponent + 127 - 15) << 23 | mantissa << 13)
        }
    }
}
