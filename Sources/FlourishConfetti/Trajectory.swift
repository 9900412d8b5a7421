/// The motion model's two curves (PaperConfetti's): a model for the look, not aerodynamics.
///
/// The rise eases out, `2u - u²` of normalised rise progress u, so it reaches the apex with
/// zero speed; the fall eases in, `v²` of normalised fall progress v, also from zero speed.
/// The fall starts the instant the rise ends, so there is no pause at the apex and no jump
/// in velocity either.
enum Trajectory {
    /// Fraction of the rise covered at progress `u` in [0, 1].
    @inline(__always)
    static func rise(_ u: Float) -> Float { u * (2 - u) }

    /// Fraction of the fall distance covered at progress `v` in [0, 1].
    @inline(__always)
    static func fall(_ v: Float) -> Float { v * v }

    /// Share of the fall, at its end, over which a piece fades out.
    static let fadeShare: Float = 0.3
}
