/// A W3C separable blend function B(Cb, Cs): each colour channel of the result from the same
/// channel of the backdrop and the source alone, on straight colours in 0...1. Only the R, G
/// and B lanes of what it returns are used.
///
/// A protocol rather than a closure so `SeparableKernel` is specialised for each mode, with
/// the blend inlined into its pixel loop.
protocol SeparableBlend: TileKernel {
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float>
}
