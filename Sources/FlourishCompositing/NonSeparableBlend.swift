/// A W3C non-separable blend function (Compositing and Blending Level 1, section 10.2): the
/// result's channels depend on all three channels of the source and the backdrop, through
/// their luminosity and saturation. Straight colours in 0...1.
///
/// In Double, unlike the separable modes: saturation divides by the spread of a colour's
/// channels and the clipping by its distance from the luminosity, both of which can be a
/// few fix15 units, where Float would keep too few digits.
protocol NonSeparableBlend: TileKernel {
    static func blend(source: SIMD3<Double>, backdrop: SIMD3<Double>) -> SIMD3<Double>
}

/// The hue of the source with the saturation and luminosity of the backdrop.
enum HueBlend: NonSeparableBlend {
    @inline(__always)
    static func blend(source: SIMD3<Double>, backdrop: SIMD3<Double>) -> SIMD3<Double> {
        Luminosity.set(Saturation.set(source, to: Saturation.of(backdrop)), to: Luminosity.of(backdrop))
    }
}

/// The saturation of the source with the hue and luminosity of the backdrop.
enum SaturationBlend: NonSeparableBlend {
    @inline(__always)
    static func blend(source: SIMD3<Double>, backdrop: SIMD3<Double>) -> SIMD3<Double> {
        Luminosity.set(Saturation.set(backdrop, to: Saturation.of(source)), to: Luminosity.of(backdrop))
    }
}

/// The hue and saturation of the source with the luminosity of the backdrop.
enum ColorBlend: NonSeparableBlend {
    @inline(__always)
    static func blend(source: SIMD3<Double>, backdrop: SIMD3<Double>) -> SIMD3<Double> {
        Luminosity.set(source, to: Luminosity.of(backdrop))
    }
}

/// The luminosity of the source with the hue and saturation of the backdrop.
enum LuminosityBlend: NonSeparableBlend {
    @inline(__always)
    static func blend(source: SIMD3<Double>, backdrop: SIMD3<Double>) -> SIMD3<Double> {
        Luminosity.set(backdrop, to: Luminosity.of(source))
    }
}
