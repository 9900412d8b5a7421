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
        let kernel: any TileKernel.Type
        switch mode {
        case .normal:
            sourceOver(source, onto: destination, opacity: opacity, area: .whole)
            return
        case .multiply: kernel = MultiplyBlend.self
        case .screen: kernel = ScreenBlend.self
        case .overlay: kernel = OverlayBlend.self
        case .darken: kernel = DarkenBlend.self
        case .lighten: kernel = LightenBlend.self
        case .colorDodge: kernel = ColorDodgeBlend.self
        case .colorBurn: kernel = ColorBurnBlend.self
        case .hardLight: kernel = HardLightBlend.self
        case .softLight: kernel = SoftLightBlend.self
        case .difference: kernel = DifferenceBlend.self
        case .exclusion: kernel = ExclusionBlend.self
        case .hue: kernel = HueBlend.self
        case .saturation: kernel = SaturationBlend.self
        case .color: kernel = ColorBlend.self
        case .luminosity: kernel = LuminosityBlend.self
        case .plus: kernel = Plus.self
        case .destinationIn: kernel = DestinationIn.self
        case .destinationOut: kernel = DestinationOut.self
        case .sourceAtop: kernel = SourceAtop.self
        case .destinationAtop: kernel = DestinationAtop.self
        case .pigment: kernel = SpectralKernel.self
        }
        kernel.composite(source, onto: destination, opacity: opacity)
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
