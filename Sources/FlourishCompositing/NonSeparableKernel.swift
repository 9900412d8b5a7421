/// A non-separable blend mode composited source-over by the same W3C general formula as
/// `SeparableKernel`, pixel by pixel in Double.
enum NonSeparableKernel {
    static func composite<Blend: NonSeparableBlend>(
        _ blend: Blend.Type, _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>,
        opacity: Float
    ) {
        let alphaScale = Double(opacity) / 32768
        for index in stride(from: 0, to: Fix15Tile.valuesPerTile, by: 4) {
            let sourceAlphaValue = source[index + 3]
            if sourceAlphaValue == 0 { continue }
            let sourceColor = straight(source, at: index)
            let backdropColor = straight(destination, at: index)
            let sourceAlpha = Double(sourceAlphaValue) * alphaScale
            let backdropAlpha = Double(destination[index + 3]) / 32768
            let blended = Blend.blend(source: sourceColor, backdrop: backdropColor)
            let mixed = sourceColor + backdropAlpha * (blended - sourceColor)
            let color = sourceAlpha * mixed + (1 - sourceAlpha) * backdropAlpha * backdropColor
            let alpha = sourceAlpha + backdropAlpha * (1 - sourceAlpha)
            let result = SIMD4<Double>(color, alpha) * 32768
            storePixel(
                SIMD4<Float>(Float(result.x), Float(result.y), Float(result.z), Float(result.w)), into: destination,
                at: index)
        }
    }

    /// The pixel's colour divided by its alpha, at most 1; black where it is transparent.
    @inline(__always)
    static func straight(_ values: UnsafePointer<UInt16>, at index: Int) -> SIMD3<Double> {
        let alpha = Double(values[index + 3])
        guard alpha > 0 else { return .zero }
        let color = SIMD3<Double>(Double(values[index]), Double(values[index + 1]), Double(values[index + 2]))
        let straight = color / alpha
        return SIMD3(min(straight.x, 1), min(straight.y, 1), min(straight.z, 1))
    }
}
