import FlourishSamples

/// The one place each pixel format conversion is written: fix15 premultiplied light (what
/// tiles hold) to and from straight 8-bit RGBA (what files hold), and onto an opaque colour
/// (what the screen, the eyedropper and the merged image show), each through a space's curve.
///
/// In the legacy space each conversion is the arithmetic Flourish always had, on the stored
/// values themselves (its pixels must not change by a bit); in any other it goes through the
/// curve's tables, decoding on the way in and encoding on the way out.
public enum PixelFormat {
    /// One premultiplied fix15 pixel as straight 8-bit RGBA: alpha `(a * 255 + 16384) >> 15`;
    /// colour `round(c * 255 / a)` in the legacy space, else the stored value of the light
    /// `c / a` (rounded to fix15); all zero where alpha is 0.
    @inline(__always)
    public static func straight8(
        r: UInt16, g: UInt16, b: UInt16, a: UInt16, curve: TransferCurve
    ) -> (UInt8, UInt8, UInt8, UInt8) {
        if curve.isLegacy { return legacyStraight8(r: r, g: g, b: b, a: a) }
        return curve.storedOf15Bit.withUnsafeBufferPointer { straight8(r: r, g: g, b: b, a: a, stored: $0) }
    }

    @inline(__always)
    static func legacyStraight8(r: UInt16, g: UInt16, b: UInt16, a: UInt16) -> (UInt8, UInt8, UInt8, UInt8) {
        let a32 = UInt32(a)
        let alpha = UInt8(min((a32 * 255 + 16384) >> 15, 255))
        guard a32 > 0 else { return (0, 0, 0, 0) }
        func channel(_ c: UInt16) -> UInt8 { UInt8(min((UInt32(c) * 255 + a32 / 2) / a32, 255)) }
        return (channel(r), channel(g), channel(b), alpha)
    }

    @inline(__always)
    static func straight8(
        r: UInt16, g: UInt16, b: UInt16, a: UInt16, stored: UnsafeBufferPointer<UInt8>
    ) -> (UInt8, UInt8, UInt8, UInt8) {
        let a32 = UInt32(a)
        let alpha = UInt8(min((a32 * 255 + 16384) >> 15, 255))
        guard a32 > 0 else { return (0, 0, 0, 0) }
        func channel(_ c: UInt16) -> UInt8 { stored[Int(min(((UInt32(c) << 15) + a32 / 2) / a32, 32768))] }
        return (channel(r), channel(g), channel(b), alpha)
    }

    /// `count` premultiplied fix15 pixels as straight 8-bit RGBA (see `straight8`).
    public static func straight8(
        _ source: UnsafePointer<UInt16>, count: Int, into out: UnsafeMutablePointer<UInt8>, curve: TransferCurve
    ) {
        if curve.isLegacy {
            convert(source, count: count, into: out, legacyStraight8)
            return
        }
        curve.storedOf15Bit.withUnsafeBufferPointer { stored in
            convert(source, count: count, into: out) { straight8(r: $0, g: $1, b: $2, a: $3, stored: stored) }
        }
    }

    /// Each of `count` pixels of `source` through `pixel`, into `out`: the loop every
    /// conversion of a run of pixels shares.
    @inline(__always)
    static func convert<In: FixedWidthInteger, Out: FixedWidthInteger>(
        _ source: UnsafePointer<In>, count: Int, into out: UnsafeMutablePointer<Out>, _ pixel: (In, In, In, In) -> (Out, Out, Out, Out)
    ) {
        for i in 0..<count {
            let s = source + i * 4
            let d = out + i * 4
            (d[0], d[1], d[2], d[3]) = pixel(s[0], s[1], s[2], s[3])
        }
    }

    /// `count` straight 8-bit RGBA pixels as premultiplied fix15: alpha `round(a * 32768 /
    /// 255)`; colour `round(c * alpha / 255)` in the legacy space, else the light of `c`
    /// (`TransferCurve.lightOf8Bit`) times alpha, rounded.
    ///
    /// Read back with `straight8`, every legacy pixel with alpha >= 2 comes back byte for
    /// byte; alpha 1 keeps only 130 of 256 values per colour channel (the others come back 1
    /// off) and alpha 0 keeps no colour: fix15 holds colour times alpha.
    public static func premultiplied(
        _ source: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt16>, curve: TransferCurve
    ) {
        if curve.isLegacy {
            convert(source, count: count, into: out) { r, g, b, a in
                let alpha = (UInt32(a) * 32768 + 127) / 255
                return (
                    UInt16((UInt32(r) * alpha + 127) / 255), UInt16((UInt32(g) * alpha + 127) / 255),
                    UInt16((UInt32(b) * alpha + 127) / 255), UInt16(alpha)
                )
            }
            return
        }
        curve.lightOf8Bit.withUnsafeBufferPointer { light in
            convert(source, count: count, into: out) { r, g, b, a in
                let alpha = (UInt32(a) * 32768 + 127) / 255
                func channel(_ c: UInt8) -> UInt16 { UInt16((UInt32(light[Int(c)]) * alpha + 16384) >> 15) }
                return (channel(r), channel(g), channel(b), UInt16(alpha))
            }
        }
    }

    /// An opaque colour's light as a fix15 pixel: the paper under a composite.
    public static func opaque(_ color: Color, curve: TransferCurve) -> Fix15Pixel {
        let light = curve.lightOf8Bit
        return Fix15Pixel(red: light[Int(color.r)], green: light[Int(color.g)], blue: light[Int(color.b)], alpha: Fix15Tile.one)
    }

    /// One premultiplied fix15 pixel laid over the opaque colour `under`, as the stored 8-bit
    /// channels the result has: in the legacy space each channel is `(c * 255 + under *
    /// (32768 - a) + 16384) >> 15` (the screen's own rounding, see `flourish_composite_over_paper`),
    /// else the stored value of `c + light(under) * (1 - a)`.
    @inline(__always)
    public static func over(
        r: UInt16, g: UInt16, b: UInt16, a: UInt16, under: Color, curve: TransferCurve
    ) -> (UInt8, UInt8, UInt8) {
        let keep = 32768 - min(UInt32(a), 32768)
        if curve.isLegacy {
            func channel(_ c: UInt16, _ u: UInt8) -> UInt8 { UInt8(min((UInt32(c) * 255 + UInt32(u) * keep + 16384) >> 15, 255)) }
            return (channel(r, under.r), channel(g, under.g), channel(b, under.b))
        }
        let light = curve.lightOf8Bit
        let stored = curve.storedOf15Bit
        func channel(_ c: UInt16, _ u: UInt8) -> UInt8 {
            stored[Int(min(UInt32(c) + ((UInt32(light[Int(u)]) * keep + 16384) >> 15), 32768))]
        }
        return (channel(r, under.r), channel(g, under.g), channel(b, under.b))
    }

    /// Straight 8-bit RGBA laid over an opaque colour in place, `c * a + under * (1 - a)` on
    /// the 8-bit values, rounded: the legacy merged image, laid from the straight pixels a PNG
    /// of the painting holds (so it rounds twice, as it always did).
    public static func layStraight8(_ pixels: UnsafeMutablePointer<UInt8>, count: Int, over under: Color) {
        for x in 0..<count {
            let p = pixels + x * 4
            let a = UInt32(p[3])
            let inverse = 255 - a
            p[0] = UInt8((UInt32(p[0]) * a + UInt32(under.r) * inverse + 127) / 255)
            p[1] = UInt8((UInt32(p[1]) * a + UInt32(under.g) * inverse + 127) / 255)
            p[2] = UInt8((UInt32(p[2]) * a + UInt32(under.b) * inverse + 127) / 255)
            p[3] = 255
        }
    }
}
