/// The W3C's Lum, SetLum and ClipColor (Compositing and Blending Level 1, section 10.2).
enum Luminosity {
    /// Lum(C) = 0.3 R + 0.59 G + 0.11 B.
    @inline(__always)
    static func of(_ color: SIMD3<Double>) -> Double {
        0.3 * color.x + 0.59 * color.y + 0.11 * color.z
    }

    /// SetLum: `color` moved by the same amount on every channel to `luminosity`, then
    /// brought back inside 0...1 toward its own luminosity (ClipColor).
    @inline(__always)
    static func set(_ color: SIMD3<Double>, to luminosity: Double) -> SIMD3<Double> {
        clip(color + (luminosity - of(color)))
    }

    /// ClipColor: scales the channels about the luminosity until none is below 0 or above 1.
    @inline(__always)
    static func clip(_ color: SIMD3<Double>) -> SIMD3<Double> {
        let l = of(color)
        let lowest = min(color.x, color.y, color.z)
        let highest = max(color.x, color.y, color.z)
        var clipped = color
        if lowest < 0 {
            clipped = l + (clipped - l) * l / (l - lowest)
        }
        if highest > 1 {
            clipped = l + (clipped - l) * (1 - l) / (highest - l)
        }
        return clipped
    }
}
