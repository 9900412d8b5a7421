/// A pixel's colour divided by its alpha (the straight colour the W3C blend functions take),
/// with 1 minus it alongside, in R, G, B lanes (the alpha lane holds 1 and 0).
///
/// The complement is computed from the whole fix15 values, (alpha - colour) / alpha, not as
/// 1 - colour: dodge divides by 1 - Cs and burn by Cs, and where those are a few fix15 units
/// a Float subtraction near 1 would lose most of their digits.
struct StraightColor {
    var value: SIMD4<Float>
    var complement: SIMD4<Float>

    /// `pixel` in fix15 units; a transparent pixel is black (its colour has no weight).
    @inline(__always)
    init(premultiplied pixel: SIMD4<Float>) {
        let alpha = pixel.w
        guard alpha > 0 else {
            value = SIMD4(0, 0, 0, 1)
            complement = SIMD4(1, 1, 1, 0)
            return
        }
        let reciprocal = 1 / alpha
        let one = SIMD4<Float>(repeating: 1)
        value = (pixel * reciprocal).lanewiseMin(one)
        complement = ((SIMD4(repeating: alpha) - pixel) * reciprocal).lanewiseMax(.zero)
    }
}
