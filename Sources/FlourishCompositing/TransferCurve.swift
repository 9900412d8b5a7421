import FlourishSamples

#if canImport(Glibc)
    import Glibc
#endif

/// A colour space's curve as the tables pixels go through: each stored 8-bit channel's light
/// in fix15 (decoding, where pixels come in: a file's layers, the paper, a picked colour) and
/// each fix15 light's stored 8-bit value (encoding, where they go out: the screen, every file,
/// the eyedropper). Built once per space and shared; immutable.
///
/// MyPaint 2 computes the same curve with a fast approximation of pow and dithers as it
/// encodes (`tile_convert_rgba8_to_rgba16` and `tile_convert_rgba16_to_rgba8` in its
/// `lib/pixops.cpp`); these tables hold the exact curve, rounded to the nearest value, which
/// lies within one 8-bit level of MyPaint's.
public final class TransferCurve: Sendable {
    public let space: ColorSpace
    /// 256 entries: stored channel c's light, `round((c / 255) ^ eotf * 32768)`; for the
    /// legacy space `round(c * 32768 / 255)`, the rounding MyPaint 1.x and Flourish load with.
    public let lightOf8Bit: [UInt16]
    /// 32769 entries: straight fix15 light v's stored channel, `round((v / 32768) ^ (1 / eotf) * 255)`.
    public let storedOf15Bit: [UInt8]
    /// 256 entries: stored channel c's light in 0...1, for compositing in Float (see
    /// `OpenRasterComposite`).
    public let unitLightOf8Bit: [Float]
    /// Whether the curve is the identity: pixels as stored (see `ColorSpace.isLegacy`).
    public let isLegacy: Bool
    private let inverseEOTF: Float

    public init(_ space: ColorSpace) {
        self.space = space
        isLegacy = space.isLegacy
        lightOf8Bit = (0...255).map { c in
            space.isLegacy
                ? UInt16((UInt32(c) * 32768 + 127) / 255) : UInt16((space.light(ofStored: Double(c) / 255) * 32768).rounded())
        }
        storedOf15Bit = (0...32768).map { v in UInt8((space.stored(ofLight: Double(v) / 32768) * 255).rounded()) }
        unitLightOf8Bit = (0...255).map { Float(space.light(ofStored: Double($0) / 255)) }
        inverseEOTF = Float(1 / space.eotf)
    }

    /// The legacy space's curve: channels as stored.
    public static let legacy = TransferCurve(.legacy)
    /// MyPaint 2's space's curve, eotf 2.2.
    public static let linear = TransferCurve(.linear)

    /// The curve of `space`: the shared one for legacy and linear, else built now.
    public static func of(_ space: ColorSpace) -> TransferCurve {
        if space == .legacy { return legacy }
        if space == .linear { return linear }
        return TransferCurve(space)
    }

    /// A straight light in 0...1 (from compositing in Float) as the stored 8-bit channel.
    @inline(__always)
    public func stored(ofUnitLight light: Float) -> UInt8 {
        let clamped = min(max(light, 0), 1)
        return UInt8(((isLegacy ? clamped : powf(clamped, inverseEOTF)) * 255).rounded())
    }
}
