/// Blends one layer's tile onto the tile below it, and the few whole-tile writes a layer
/// stack needs around that; every tile is a `Fix15Tile`.
public enum TileCompositor {
    /// Blends `source` (a layer's tile) onto `destination` (the backdrop, which may be
    /// partly or wholly transparent: layers are composited onto transparent group buffers) in
    /// `mode`, with the source's alpha multiplied by `opacity` (clamped to 0...1), writing the
    /// result into `destination`. The two must not overlap.
    ///
    /// At opacity 0 the backdrop is left as it was, except in the modes whose transparent
    /// source clears it (`BlendMode.transparentSourceClearsBackdrop`), where it is cleared,
    /// as the formulas (and MyPaint) say.
    public static func composite(
        _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, mode: BlendMode,
        opacity: Double
    ) {
        // NaN counts as 0.
        let opacity = opacity > 0 ? Float(min(opacity, 1)) : 0
        if opacity == 0 {
            if mode.transparentSourceClearsBackdrop { clear(destination) }
            return
        }
        switch mode {
        case .normal: sourceOver(source, onto: destination, opacity: opacity, area: .whole)
        case .multiply: SeparableKernel.composite(MultiplyBlend.self, source, onto: destination, opacity: opacity)
        case .screen: SeparableKernel.composite(ScreenBlend.self, source, onto: destination, opacity: opacity)
        case .overlay: SeparableKernel.composite(OverlayBlend.self, source, onto: destination, opacity: opacity)
        case .darken: SeparableKernel.composite(DarkenBlend.self, source, onto: destination, opacity: opacity)
        case .lighten: SeparableKernel.composite(LightenBlend.self, source, onto: destination, opacity: opacity)
        case .colorDodge:
            SeparableKernel.composite(ColorDodgeBlend.self, source, onto: destination, opacity: opacity)
        case .colorBurn: SeparableKernel.composite(ColorBurnBlend.self, source, onto: destination, opacity: opacity)
        case .hardLight: SeparableKernel.composite(HardLightBlend.self, source, onto: destination, opacity: opacity)
        case .softLight: SeparableKernel.composite(SoftLightBlend.self, source, onto: destination, opacity: opacity)
        case .difference:
            SeparableKernel.composite(DifferenceBlend.self, source, onto: destination, opacity: opacity)
        case .exclusion: SeparableKernel.composite(ExclusionBlend.self, source, onto: destination, opacity: opacity)
        case .hue: NonSeparableKernel.composite(HueBlend.self, source, onto: destination, opacity: opacity)
        case .saturation:
            NonSeparableKernel.composite(SaturationBlend.self, source, onto: destination, opacity: opacity)
        case .color: NonSeparableKernel.composite(ColorBlend.self, source, onto: destination, opacity: opacity)
        case .luminosity:
            NonSeparableKernel.composite(LuminosityBlend.self, source, onto: destination, opacity: opacity)
        case .plus: PorterDuffKernel.composite(Plus.self, source, onto: destination, opacity: opacity)
        case .destinationIn: PorterDuffKernel.composite(DestinationIn.self, source, onto: destination, opacity: opacity)
        case .destinationOut:
            PorterDuffKernel.composite(DestinationOut.self, source, onto: destination, opacity: opacity)
        case .sourceAtop: PorterDuffKernel.composite(SourceAtop.self, source, onto: destination, opacity: opacity)
        case .destinationAtop:
            PorterDuffKernel.composite(DestinationAtop.self, source, onto: destination, opacity: opacity)
        case .pigment: SpectralKernel.composite(source, onto: destination, opacity: opacity)
        }
    }

    /// Normal (src-over) within `area` of the tiles, at `opacity` (clamped to 0...1): the one
    /// src-over every layer in Normal mode is composited with, whole (`composite`) or only
    /// inside a stroke's box, which therefore rounds exactly as the whole tile does. In whole
    /// numbers at full opacity, in Float lanes (the Porter-Duff operator) below it.
    public static func sourceOver(
        _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Double,
        area: TileArea
    ) {
        sourceOver(source, onto: destination, opacity: opacity > 0 ? Float(min(opacity, 1)) : 0, area: area)
    }

    private static func sourceOver(
        _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Float, area: TileArea
    ) {
        if opacity == 1 {
            SourceOverKernel.composite(source, onto: destination, area: area)
        } else if opacity > 0 {
            PorterDuffKernel.composite(SourceOver.self, source, onto: destination, opacity: opacity, area: area)
        }
    }

    /// Copies `source`'s pixels into `destination` (a group's buffer started from the layer
    /// below, a cache of the flattened layers).
    public static func copy(_ source: UnsafePointer<UInt16>, to destination: UnsafeMutablePointer<UInt16>) {
        destination.update(from: source, count: Fix15Tile.valuesPerTile)
    }

    /// `area` of `destination` set to `source`'s pixels there; transparent where `source` is
    /// nil (no tile).
    public static func copy(_ source: UnsafePointer<UInt16>?, to destination: UnsafeMutablePointer<UInt16>, area: TileArea) {
        for row in area.rows {
            let start = (row * Fix15Tile.side + area.columns.lowerBound) * 4
            let count = area.columns.count * 4
            if let source {
                (destination + start).update(from: source + start, count: count)
            } else {
                (destination + start).update(repeating: 0, count: count)
            }
        }
    }

    /// Makes every pixel of `destination` transparent.
    public static func clear(_ destination: UnsafeMutablePointer<UInt16>) {
        destination.update(repeating: 0, count: Fix15Tile.valuesPerTile)
    }

    /// Sets every pixel of `destination` to `pixel` (a paper colour under the stack).
    public static func fill(_ destination: UnsafeMutablePointer<UInt16>, with pixel: Fix15Pixel) {
        let value = SIMD4<UInt16>(pixel.red, pixel.green, pixel.blue, pixel.alpha)
        let raw = UnsafeMutableRawPointer(destination)
        for index in stride(from: 0, to: Fix15Tile.valuesPerTile, by: 4) {
            raw.storeBytes(of: value, toByteOffset: index * 2, as: SIMD4<UInt16>.self)
        }
    }
}
