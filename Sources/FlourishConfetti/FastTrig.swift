/// Sine and cosine of one angle, to about 1e-7, without libm and without a branch.
///
/// The hot loop needs two or three per piece per frame. This reduces the angle to
/// [-π/4, π/4] by quadrant and evaluates short Taylor polynomials; the quadrant's swaps and
/// signs are applied with bit masks, because a `switch` on it mispredicts on every other
/// piece. It is cheaper than two libm calls, inlines into the loop, and gives the same bits on
/// every platform. Good for |angle| < 2²¹ radians (a burst's angles stay under a hundred);
/// beyond that, and for NaN, the result is wrong but nothing traps.
@inline(__always)
func sinCos(_ angle: Float) -> (sin: Float, cos: Float) {
    // Adding 1.5·2²³ rounds angle·2/π to the nearest integer and leaves that integer in the
    // low mantissa bits (x86-64's baseline has no rounding instruction; `rounded()` would be
    // a call into libm).
    let magic: Float = 12_582_912
    let shifted = angle * (2 / Float.pi) + magic
    let q = shifted - magic
    let quadrant = shifted.bitPattern
    // π/2 in two parts (Cody–Waite) so the remainder keeps its precision.
    let r = (angle - q * 1.570_796_370_506_286_6) + q * 4.371_139_000_186_243e-8
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

/// Cosine alone, branch-free, to about 1e-7.
///
/// Where only one of the pair is used, LLVM turns `sinCos`'s bit-mask select back into a
/// branch (to skip one polynomial), and that branch mispredicts. Here the choice is made on
/// the input instead: cos x = sin(x + π/2), reduced to [-π, π] and folded into [-π/2, π/2],
/// where one odd polynomial of degree 11 is good to 6e-8.
@inline(__always)
func cosine(_ angle: Float) -> Float {
    sine(angle + Float.pi / 2)
}

/// Sine alone, branch-free (see `cosine`).
@inline(__always)
func sine(_ angle: Float) -> Float {
    let magic: Float = 12_582_912
    let turns = (angle * (1 / (2 * Float.pi)) + magic) - magic
    // 2π in two parts (Cody–Waite).
    let y = (angle - turns * 6.283_185_482_025_146_5) + turns * 1.748_455_6e-7
    // sin(±π - y) = sin y: fold the outer quarters onto the inner half.
    let folded = Float(signOf: y, magnitudeOf: Float.pi) - y
    let x = y.magnitude > Float.pi / 2 ? folded : y
    let x2 = x * x
    return x
        * (1
            + x2
                * (-1 / 6
                    + x2 * (1 / 120 + x2 * (-1 / 5040 + x2 * (1 / 362_880 + x2 * (-1 / 39_916_800))))))
}
