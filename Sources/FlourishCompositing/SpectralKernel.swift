/// MyPaint 2's Pigment mode (`mypaint:spectral-wgm`), as its library computes it (the
/// `CompositeSpectralWGM` specialisation in MyPaint 2.0.1's `lib/blending.hpp`):
///
/// - where the backdrop is transparent or the source (times the opacity) is opaque, plain
///   src-over: MyPaint takes that path there, and the spectral round trip is not exact, so
///   taking the other would change colours it leaves alone;
/// - elsewhere both straight colours are upsampled to ten reflectance bands
///   (`SpectralPrimaries`), mixed band by band by the weighted geometric mean
///   a^wa x b^wb with wa = as / (as + (1 - as) ab) and wb = 1 - wa (the source's share of the
///   result's alpha), turned back to RGB, and multiplied by the src-over alpha.
///
/// MyPaint raises to the weights with a fast approximation of pow; this computes the mean
/// to about 1e-7, so results differ from MyPaint's by the few fix15 units of its
/// approximation, not by ours.
enum SpectralKernel {
    static func composite(
        _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Float
    ) {
        forEachCoveredPixel(source, onto: destination, opacity: opacity) { sourcePixel, backdropPixel, sourceAlpha in
            let keep = 1 - sourceAlpha
            if backdropPixel.w == 0 || sourceAlpha >= 1 { return sourcePixel * opacity + backdropPixel * keep }
            let backdropAlpha = backdropPixel.w * (1 / 32768)
            let alpha = sourceAlpha + keep * backdropAlpha
            let sourceWeight = sourceAlpha / alpha
            let sourceBands = FastLogarithm.log2(reflectance(of: StraightColor(premultiplied: sourcePixel).value))
            let backdropBands = FastLogarithm.log2(reflectance(of: StraightColor(premultiplied: backdropPixel).value))
            let mixed = FastLogarithm.exp2(backdropBands + sourceWeight * (sourceBands - backdropBands))
            let epsilon = SpectralPrimaries.epsilon
            let rgb = SIMD4<Float>(
                (SpectralPrimaries.toRed * mixed).sum(), (SpectralPrimaries.toGreen * mixed).sum(),
                (SpectralPrimaries.toBlue * mixed).sum(), 1 + epsilon)
            let color = ((rgb - epsilon) / (1 - epsilon)).lanewiseMax(.zero).lanewiseMin(SIMD4(repeating: 1))
            return color * (alpha * 32768)
        }
    }

    /// The ten-band reflectance of a straight colour, squeezed into epsilon...1 first as
    /// MyPaint does; the padding lanes hold 1.
    @inline(__always)
    static func reflectance(of color: SIMD4<Float>) -> SIMD16<Float> {
        let epsilon = SpectralPrimaries.epsilon
        let squeezed = color * (1 - epsilon) + epsilon
        return SpectralPrimaries.red * squeezed.x + SpectralPrimaries.green * squeezed.y
            + SpectralPrimaries.blue * squeezed.z + SpectralPrimaries.offset
    }
}
