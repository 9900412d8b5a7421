/// The W3C's Sat and SetSat (Compositing and Blending Level 1, section 10.2).
enum Saturation {
    /// Sat(C) = max(C) - min(C).
    @inline(__always)
    static func of(_ color: SIMD3<Double>) -> Double {
        max(color.x, color.y, color.z) - min(color.x, color.y, color.z)
    }

    /// SetSat: the largest channel becomes `saturation`, the smallest 0, and the middle one
    /// keeps its place between them; a grey (all channels equal) becomes black.
    @inline(__always)
    static func set(_ color: SIMD3<Double>, to saturation: Double) -> SIMD3<Double> {
        let lowest = min(color.x, color.y, color.z)
        let spread = max(color.x, color.y, color.z) - lowest
        guard spread > 0 else { return .zero }
        // Each channel's place between the smallest (0) and the largest (1), scaled: the
        // largest lands on the saturation, the smallest on 0, the middle one in proportion.
        return (color - lowest) * (saturation / spread)
    }
}
