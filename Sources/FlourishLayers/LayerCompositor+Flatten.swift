import FlourishCompositing
import FlourishPaint

/// Compositing from scratch: what the composite must hold at a tile, computed from every layer
/// with no cache (`freshComposite`, what tests check the cached composite against), and the
/// blends the cached path shares with it.
extension LayerCompositor {
    /// What `arrangement`'s composite is at `tile`, computed afresh from every layer.
    public static func freshComposite(of arrangement: LayerArrangement, at tile: TileCoordinate) -> TilePixels? {
        flatten(arrangement.entries[...], at: tile)
    }

    /// The shown `entries` composited, bottom first, at `tile` onto `backdrop` (transparent
    /// where nil); nil where nothing shows. `entries` is one level of the tree with what its
    /// groups hold (the whole list, or a group's children): the level is its last entry's
    /// depth, and each group there composites the deeper entries just before it.
    static func flatten(
        _ entries: ArraySlice<LayerEntry>, at tile: TileCoordinate, onto backdrop: TilePixels? = nil
    ) -> TilePixels? {
        guard let level = entries.last?.depth else { return backdrop }
        var out = backdrop
        var firstChild = entries.startIndex
        for index in entries.indices where entries[index].depth == level {
            let entry = entries[index]
            let children = entries[firstChild..<index]
            firstChild = index + 1
            guard entry.isVisible else { continue }
            if entry.isPassThrough {
                // The children straight onto what is under them; a faded group shows what was
                // under it through them.
                let under = entry.opacity < 1 ? out.map { TilePixels(copying: $0.values) } : nil
                out = flatten(children, at: tile, onto: out)
                if entry.opacity < 1, let over = out { fade(over, toward: under, by: entry.opacity) }
                continue
            }
            let own = entry.isGroup ? flatten(children, at: tile) : nil
            let source = entry.isGroup ? own.map { UnsafePointer($0.values) } : entry.layer.tiles.pixels(of: tile)
            out = place(source, own: own, entry: entry, onto: out)
        }
        return out
    }

    /// A shown layer, or an isolated group whose children flattened to `own`, composited onto
    /// `out` in its mode at its opacity; `source` is its pixels at the tile (nil: none there).
    static func place(
        _ source: UnsafePointer<UInt16>?, own: TilePixels?, entry: LayerEntry, onto out: TilePixels?
    ) -> TilePixels? {
        let mode = entry.compositeOp
        // Destination-in and -atop keep the backdrop only under paint: a layer with none here
        // clears it.
        guard let source else { return mode.transparentSourceClearsBackdrop ? nil : out }
        guard entry.opacity > 0 || mode.transparentSourceClearsBackdrop else { return out }
        if out == nil, entry.opacity == 1, entry.isNormal { return own ?? TilePixels(copying: source) }
        let destination = out ?? TilePixels()
        blend(source, onto: destination.values, entry: entry)
        return destination
    }

    /// `entry`'s pixels (`source`, a whole tile) blended onto `destination` in its mode at its
    /// opacity.
    static func blend(_ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, entry: LayerEntry) {
        TileCompositor.composite(source, onto: destination, mode: entry.compositeOp, opacity: entry.opacity)
    }

    /// `pixels` moved back toward `under` (transparent where nil): `under + (pixels - under) *
    /// opacity`, what a pass-through group at that opacity shows.
    static func fade(_ pixels: TilePixels, toward under: TilePixels?, by opacity: Double) {
        let weight = Int32((opacity * 32768).rounded())
        let out = pixels.values
        for index in 0..<TileStore.valuesPerTile {
            let base = Int32(under?.values[index] ?? 0)
            out[index] = UInt16(clamping: base + ((Int32(out[index]) - base) * weight) >> 15)
        }
    }
}
