/// A separable blend mode composited source-over onto a backdrop that may itself be
/// transparent, by the W3C general formula (Compositing and Blending Level 1, section 9.1.4):
///
///     Cs' = (1 - ab) x Cs + ab x B(Cb, Cs)
///     co  = as x Cs' + (1 - as) x ab x Cb       ao = as + ab x (1 - as)
///
/// with as the source's alpha times the opacity. On a transparent backdrop (a group's
/// buffer) the source is simply placed; on an opaque one it is the blend alone.
///
/// In Float lanes: a fix15 value has 15 bits, Float 24, so the only error that reaches a
/// result is the final rounding to a whole unit.
enum SeparableKernel {
    static func composite<Blend: SeparableBlend>(
        _ blend: Blend.Type, _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>,
        opacity: Float
    ) {
        forEachCoveredPixel(source, onto: destination, opacity: opacity) { sourcePixel, backdropPixel, sourceAlpha in
            let backdropAlpha = backdropPixel.w * (1 / 32768)
            let sourceColor = StraightColor(premultiplied: sourcePixel)
            let blended = Blend.blend(source: sourceColor, backdrop: StraightColor(premultiplied: backdropPixel))
            let mixed = sourceColor.value + backdropAlpha * (blended - sourceColor.value)
            var result = mixed * (sourceAlpha * 32768) + backdropPixel * (1 - sourceAlpha)
            result.w = sourceAlpha * 32768 + backdropPixel.w * (1 - sourceAlpha)
            return result
        }
    }
}
