import FlourishCompositing

/// The W3C "Compositing and Blending Level 1" formulas as the spec writes them, in Double on
/// straight colours, one pixel at a time: the reference the compositor is held to, written
/// apart from it (nothing here calls into the module but the mode's name).
enum ReferenceBlending {
    /// The exact result of `source` over `backdrop` (each R, G, B, A in fix15) in `mode` at
    /// `opacity`, in fix15 units, not rounded; nil for Pigment, which is no W3C mode.
    static func composite(source: [UInt16], backdrop: [UInt16], mode: BlendMode, opacity: Double) -> [Double]? {
        let sourceAlpha = Double(source[3]) / 32768 * opacity
        let backdropAlpha = Double(backdrop[3]) / 32768
        let cs = straight(source)
        let cb = straight(backdrop)
        if let (fa, fb) = porterDuff(mode, sourceAlpha, backdropAlpha) {
            var color = (0..<3).map { sourceAlpha * cs[$0] * fa + backdropAlpha * cb[$0] * fb }
            var alpha = sourceAlpha * fa + backdropAlpha * fb
            if mode == .plus {
                color = color.map { min($0, 1) }
                alpha = min(alpha, 1)
            }
            return (color + [alpha]).map { $0 * 32768 }
        }
        guard let blended = blend(mode, cb: cb, cs: cs) else { return nil }
        // Cs' = (1 - ab) Cs + ab B(Cb, Cs); co = as Cs' + (1 - as) ab Cb (section 9.1.4).
        let color = (0..<3).map { i in
            let mixed = (1 - backdropAlpha) * cs[i] + backdropAlpha * blended[i]
            return sourceAlpha * mixed + (1 - sourceAlpha) * backdropAlpha * cb[i]
        }
        let alpha = sourceAlpha + backdropAlpha * (1 - sourceAlpha)
        return (color + [alpha]).map { $0 * 32768 }
    }

    static func straight(_ pixel: [UInt16]) -> [Double] {
        pixel[3] == 0 ? [0, 0, 0] : (0..<3).map { min(Double(pixel[$0]) / Double(pixel[3]), 1) }
    }

    /// Fa and Fb of the Porter-Duff operators (section 9.1), src-over included.
    static func porterDuff(_ mode: BlendMode, _ a: Double, _ b: Double) -> (Double, Double)? {
        switch mode {
        case .normal: (1, 1 - a)
        case .plus: (1, 1)
        case .destinationIn: (0, a)
        case .destinationOut: (0, 1 - a)
        case .sourceAtop: (b, 1 - a)
        case .destinationAtop: (1 - b, a)
        default: nil
        }
    }

    /// B(Cb, Cs) for the separable and non-separable modes (section 10).
    static func blend(_ mode: BlendMode, cb: [Double], cs: [Double]) -> [Double]? {
        if let separable = separable(mode) { return (0..<3).map { separable(cb[$0], cs[$0]) } }
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return nil
        }
    }

    static func separable(_ mode: BlendMode) -> ((Double, Double) -> Double)? {
        switch mode {
        case .multiply: return { cb, cs in cb * cs }
        case .screen: return { cb, cs in cb + cs - cb * cs }
        case .overlay: return { cb, cs in hardLight(cs: cb, cb: cs) }
        case .darken: return { cb, cs in min(cb, cs) }
        case .lighten: return { cb, cs in max(cb, cs) }
        case .colorDodge:
            return { cb, cs in cb == 0 ? 0 : cs == 1 ? 1 : min(1, cb / (1 - cs)) }
        case .colorBurn:
            return { cb, cs in cb == 1 ? 1 : cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs) }
        case .hardLight: return { cb, cs in hardLight(cs: cs, cb: cb) }
        case .softLight:
            return { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (d - cb)
            }
        case .difference: return { cb, cs in abs(cb - cs) }
        case .exclusion: return { cb, cs in cb + cs - 2 * cb * cs }
        default: return nil
        }
    }

    static func hardLight(cs: Double, cb: Double) -> Double {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c)
        let n = c.min()!
        let x = c.max()!
        var result = c
        if n < 0 { result = result.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { result = result.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return result
    }

    static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    /// SetSat as the spec writes it: the channels named max, mid and min by sorting.
    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = [0, 1, 2].sorted { c[$0] < c[$1] }
        let (minIndex, midIndex, maxIndex) = (order[0], order[1], order[2])
        var result = c
        if c[maxIndex] > c[minIndex] {
            result[midIndex] = (c[midIndex] - c[minIndex]) * s / (c[maxIndex] - c[minIndex])
            result[maxIndex] = s
        } else {
            result[midIndex] = 0
            result[maxIndex] = 0
        }
        result[minIndex] = 0
        return result
    }
}
