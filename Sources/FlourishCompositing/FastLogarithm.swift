/// Base-2 logarithm and power of every lane, to about 1e-7 relative: the weighted geometric
/// mean of the Pigment mode is exp2(wa log2 a + wb log2 b) on ten bands per pixel, and the
/// library `log2` and `exp2` one lane at a time would be most of its cost.
///
/// Both split a Float into exponent and mantissa by its bits and approximate only the
/// mantissa's part with a short series; they are meant for the positive, normal values the
/// spectral bands hold (about 1e-6 to 1), not for zero, infinities or NaN.
enum FastLogarithm {
    /// log2(x) = e + log2(m), with m in [sqrt(1/2), sqrt(2)); log2(m) = 2/ln2 x atanh(z) for
    /// z = (m - 1)/(m + 1), |z| <= 0.172, whose odd series to z^7 is short of the true value
    /// by under 5e-8.
    @inline(__always)
    static func log2(_ x: SIMD16<Float>) -> SIMD16<Float> {
        let bits = unsafeBitCast(x, to: SIMD16<Int32>.self)
        // The mantissa with the exponent of 1.0, halved where it is past sqrt(2).
        let fullMantissa = (bits & 0x007F_FFFF) | 0x3F80_0000
        // All ones where the mantissa is past sqrt(2) (0x3FB504F3), else 0: the sign of the
        // difference, spread over the lane.
        let large = (0x3FB5_04F3 &- fullMantissa) &>> 31
        let mantissaBits = fullMantissa &- (large & 0x0080_0000)
        let exponent = (bits &>> 23) &- 127 &- large
        let m = unsafeBitCast(mantissaBits, to: SIMD16<Float>.self)
        let z = (m - 1) / (m + 1)
        let z2 = z * z
        // 2/ln2 x (z + z^3/3 + z^5/5 + z^7/7)
        let c1: Float = 2.885_390_081_777_927
        let c3: Float = 0.961_796_693_925_976
        let c5: Float = 0.577_078_016_355_585
        let c7: Float = 0.412_198_583_111_132
        let series = z * (c1 + z2 * (c3 + z2 * (c5 + z2 * c7)))
        // The exponent as a Float by the same trick as `nearestWholeNumbers`, backwards.
        let exponentValue = unsafeBitCast(exponent &+ 0x4B40_0000, to: SIMD16<Float>.self) - 0x1.8p23
        return exponentValue + series
    }

    /// exp2(y) = 2^n x 2^f, with n the nearest whole number and f in [-0.5, 0.5]; 2^f by its
    /// Taylor series in f ln2 to the 7th power, short by under 1e-8.
    @inline(__always)
    static func exp2(_ y: SIMD16<Float>) -> SIMD16<Float> {
        let (whole, wholeValue) = y.nearestWholeNumbers
        let f = (y - wholeValue) * 0.693_147_180_559_945
        // Horner form of sum f^k / k! for k = 0...7.
        var power: SIMD16<Float> = f * (1 / 5040) + (1 / 720)
        power = power * f + (1 / 120)
        power = power * f + (1 / 24)
        power = power * f + (1 / 6)
        power = power * f + 0.5
        power = power * f + 1
        power = power * f + 1
        let scaled = unsafeBitCast(power, to: SIMD16<Int32>.self) &+ (whole &<< 23)
        return unsafeBitCast(scaled, to: SIMD16<Float>.self)
    }
}
