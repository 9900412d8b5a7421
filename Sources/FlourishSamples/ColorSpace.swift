#if canImport(Glibc)
    import Glibc
#endif

/// What a painting's channel values stand for, named by MyPaint's electro-optical transfer
/// exponent (`mypaint:eotf`): a stored 8-bit channel `c` is the light `(c / 255) ^ eotf`.
///
/// Two spaces matter. `linear` (eotf 2.2, MyPaint 2's): tiles hold linear light, so paint
/// mixes, blends and fades as light does; 8-bit pixels are decoded where they come in and
/// encoded where they go out. `legacy` (eotf 1.0, MyPaint 1.x's and Krita's, and every
/// Flourish painting made before this existed): tiles hold the stored values themselves, and
/// compositing works on them directly. A painting keeps the space it was made in.
///
/// A plain value with no tables: the compositing module builds the lookup tables a space's
/// pixels go through (`TransferCurve`), here so the settings, recordings and files, which know
/// nothing of pixels, can name one.
public struct ColorSpace: Sendable, Hashable, CustomStringConvertible {
    /// The exponent: a finite positive number (MyPaint writes 1.0 or 2.2).
    public let eotf: Double

    /// The space whose exponent is `eotf`, or nil where that is not a finite positive number.
    public init?(eotf: Double) {
        guard eotf.isFinite, eotf > 0 else { return nil }
        self.eotf = eotf
    }

    private init(exactly eotf: Double) { self.eotf = eotf }

    /// MyPaint 1.x's space: channels blended as stored.
    public static let legacy = ColorSpace(exactly: 1)
    /// MyPaint 2's default space: linear light, stored with exponent 2.2.
    public static let linear = ColorSpace(exactly: 2.2)

    /// Whether channels are blended as stored (eotf 1): the identity curve, whose pixels take
    /// exactly the code paths Flourish had before colour spaces.
    public var isLegacy: Bool { eotf == 1 }

    /// `mypaint:eotf` as MyPaint writes it (Python's `str` of the float): "1.0", "2.2".
    public var eotfText: String { "\(eotf)" }

    /// The words the settings and a recording's header use: `legacy`, or `linear` and the
    /// exponent (`linear 2.2`).
    public var description: String { isLegacy ? "legacy" : "linear \(eotfText)" }

    /// A painter's name for it, for messages.
    public var phrase: String {
        isLegacy ? "the legacy colour space (MyPaint 1.x, eotf 1.0)" : "the linear colour space (MyPaint 2, eotf \(eotfText))"
    }

    /// The space `text` names (`legacy`, `linear`, `linear 2.2`), or nil.
    public init?(words text: some StringProtocol) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        switch (words.first, words.count) {
        case ("legacy", 1): self = .legacy
        case ("linear", 1): self = .linear
        case ("linear", 2):
            guard let eotf = Double(words[1]), let space = ColorSpace(eotf: eotf), !space.isLegacy else { return nil }
            self = space
        default: return nil
        }
    }

    /// The light a stored channel (0...1) stands for.
    public func light(ofStored value: Double) -> Double {
        isLegacy ? value : pow(min(max(value, 0), 1), eotf)
    }

    /// The stored channel (0...1) that stands for `light`.
    public func stored(ofLight light: Double) -> Double {
        isLegacy ? light : pow(min(max(light, 0), 1), 1 / eotf)
    }

    /// The hue, saturation and value a brush is given for `color`: the colour's own in the
    /// legacy space, else those of its light (each channel raised to the exponent), as
    /// MyPaint 2 gives its brushes their colour (its `lib/brush.py` `_transform_brush_color`),
    /// so libmypaint paints the light the colour stands for.
    public func brushHSV(of color: Color) -> (h: Double, s: Double, v: Double) {
        guard !isLegacy else { return color.hsv }
        return Color.hsv(
            red: light(ofStored: Double(color.r) / 255), green: light(ofStored: Double(color.g) / 255),
            blue: light(ofStored: Double(color.b) / 255))
    }
}
