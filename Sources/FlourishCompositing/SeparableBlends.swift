// The W3C "Compositing and Blending Level 1" separable blend functions, section 10.1
// (https://www.w3.org/TR/compositing-1/#blendingseparable), in its words: Cs the source,
// Cb the backdrop, both straight colours in 0...1.

/// B = Cb x Cs.
enum MultiplyBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        backdrop.value * source.value
    }
}

/// B = Cb + Cs - Cb x Cs.
enum ScreenBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        screen(backdrop.value, source.value)
    }

    @inline(__always)
    static func screen(_ b: SIMD4<Float>, _ s: SIMD4<Float>) -> SIMD4<Float> { b + s - b * s }
}

/// Hard light with the layers swapped: the backdrop decides multiply or screen.
enum OverlayBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        HardLightBlend.hardLight(source: backdrop.value, backdrop: source.value)
    }
}

/// B = min(Cb, Cs).
enum DarkenBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        backdrop.value.lanewiseMin(source.value)
    }
}

/// B = max(Cb, Cs).
enum LightenBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        backdrop.value.lanewiseMax(source.value)
    }
}

/// B = 0 where Cb = 0, else 1 where Cs = 1, else min(1, Cb / (1 - Cs)).
enum ColorDodgeBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        dodge(backdrop.value, by: source.complement)
    }

    /// min(1, `numerator` / `denominator`), 1 where the denominator is 0 and 0 where the
    /// numerator is: dodge on (Cb, 1 - Cs), and burn's complement on (1 - Cb, Cs).
    @inline(__always)
    static func dodge(_ numerator: SIMD4<Float>, by denominator: SIMD4<Float>) -> SIMD4<Float> {
        var result = (numerator / denominator).lanewiseMin(SIMD4(repeating: 1))
        result = result.selecting(1, where: denominator .== 0)
        result = result.selecting(0, where: numerator .== 0)
        return result
    }
}

/// B = 1 where Cb = 1, else 0 where Cs = 0, else 1 - min(1, (1 - Cb) / Cs): dodge mirrored.
enum ColorBurnBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        1 - ColorDodgeBlend.dodge(backdrop.complement, by: source.value)
    }
}

/// Multiply by 2 x Cs where Cs <= 0.5, else screen with 2 x Cs - 1.
enum HardLightBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        hardLight(source: source.value, backdrop: backdrop.value)
    }

    @inline(__always)
    static func hardLight(source: SIMD4<Float>, backdrop: SIMD4<Float>) -> SIMD4<Float> {
        let twice = source + source
        var result = ScreenBlend.screen(backdrop, twice - 1)
        result = result.selecting(backdrop * twice, where: source .<= 0.5)
        return result
    }
}

/// Cb - (1 - 2 Cs) Cb (1 - Cb) where Cs <= 0.5, else Cb + (2 Cs - 1)(D(Cb) - Cb), with
/// D(Cb) = ((16 Cb - 12) Cb + 4) Cb where Cb <= 0.25, else sqrt(Cb).
enum SoftLightBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        let cb = backdrop.value
        let cs = source.value
        var d = cb.squareRoot()
        d = d.selecting(((16 * cb - 12) * cb + 4) * cb, where: cb .<= 0.25)
        let twiceMinusOne = cs + cs - 1
        var result = cb + twiceMinusOne * (d - cb)
        result = result.selecting(cb + twiceMinusOne * cb * backdrop.complement, where: cs .<= 0.5)
        return result
    }
}

/// B = |Cb - Cs|.
enum DifferenceBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        (backdrop.value - source.value).lanewiseMax(source.value - backdrop.value)
    }
}

/// B = Cb + Cs - 2 x Cb x Cs.
enum ExclusionBlend: SeparableBlend {
    @inline(__always)
    static func blend(source: StraightColor, backdrop: StraightColor) -> SIMD4<Float> {
        let product = backdrop.value * source.value
        return backdrop.value + source.value - product - product
    }
}
