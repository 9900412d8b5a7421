/// Sine and cosine of one angle, to about 1e-7 for the angles a burst uses, without libm
/// and without a branch.
///
/// The angle is reduced to [-π/4, π/4] by quadrant and short Taylor polynomials are
/// evaluated; the quadrant's swaps and signs are applied with bit masks. It gives the same
/// bits on every platform (the seed promise) and is cheap enough for the atlas, the launch
/// and the per-frame turn table. Good for |angle| < 2¹⁴ radians (a burst's stay under a
/// hundred). Any other angle, NaN and the infinities included, gives (0, 1), the turn of
/// angle 0: wrong, but on the unit circle, where the unguarded reduction would give values
/// far outside -1...1, infinities or NaN, and turn a piece's quad into garbage on screen.
@inline(__always)
func sinCos(_ angle: Float) -> (sin: Float, cos: Float) {
    // 2¹⁴. A select, not a branch; NaN fails the comparison.
    let angle = angle.magnitude < 16_384 ? angle : 0
    // Adding 1.5·2²³ rounds angle·2/π to the nearest integer and leaves that integer in the
    // low mantissa bits (x86-64's baseline has no rounding instruction; `rounded()` would be
    // a call into libm).
    let magic: Float = 12_582_912
    let shifted = angle * (2 / Float.pi) + magic
    let q = shifted - magic
    let quadrant = shifted.bitPattern
    // π/2 in three parts (Cephes' split): the first two have few enough bits that q times
    // them is exact, so the remainder keeps its precision.
    let r =
        ((angle - q * 1.570_312_5) - q * 4.837_512_969_970_703_125e-4)
        - q * 7.549_789_954_891_882_16e-8
    let r2 = r * r
    let s = r * (1 + r2 * (-1 / 6 + r2 * (1 / 120 + r2 * (-1 / 5040))))
    let c = 1 + r2 * (-0.5 + r2 * (1 / 24 + r2 * (-1 / 720 + r2 * (1 / 40320))))
    // Odd quadrants swap sine and cosine; quadrants 2, 3 negate the sine, 1, 2 the cosine.
    let swap = 0 &- (quadrant & 1)
    let sinBits = (s.bitPattern & ~swap) | (c.bitPattern & swap)
    let cosBits = (c.bitPattern & ~swap) | (s.bitPattern & swap)
    return (
        Float(bitPattern: sinBits ^ ((quadrant & 2) << 30)),
        Float(bitPattern: cosBits ^ (((quadrant &+ 1) & 2) << 30))
    )
}
