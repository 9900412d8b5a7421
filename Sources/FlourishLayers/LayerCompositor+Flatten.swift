import FlourishCompositing
import FlourishPaint

/// Compositing from scratch: what the composite must hold at a tile, computed from every layer
/// with no cache (`freshComposite`, what tests check the cached composite against), and the
/// blends the cached path shares with it.
///
/// A walk over the stack carries the tile so far (nil: nothing on it yet) and what that nil
/// stands for, its `blank`: transparent (the layers over no paper, or inside an isolated
/// group), or the paper at the bottom of the stack, until a layer whose transparent pixels
/// clear their backdrop (destination-in, -atop) passes over it with none. A tile is made only
/// where a layer has pixels: the paper costs none where nothing is painted.
extension LayerCompositor {
    /// What `arrangement`'s composite is at `tile`, computed afresh from every layer: over no
    /// paper, or from `paper` up where a mode other than Normal blends with it
    /// (`blendsWithPaper`). Nil where it is the arrangement's `blank`.
    public static func freshComposite(
        of arrangement: LayerArrangement, at tile: TileCoordinate, paper: Fix15Pixel? = nil
    ) -> TilePixels? {
        var blank = base(of: arrangement, paper: paper).startingBlank
        return flatten(arrangement.entries[...], at: tile, onto: nil, blank: &blank)
    }

    /// What `arrangement`'s composite starts from: nothing (every entry on the paper is
    /// Normal: src-over is associative, so the layers are composited over no paper and laid on
    /// it where shown, bit for bit what Flourish always did), or the paper.
    public static func base(of arrangement: LayerArrangement, paper: Fix15Pixel?) -> CompositeBase {
        guard let paper, arrangement.entries.contains(where: { $0.compositeOp != .normal }) else { return .transparent }
        let onPaper = entriesOnPaper(arrangement.entries[...])
        guard onPaper.contains(where: { $0.compositeOp != .normal }) else { return .transparent }
        let clears = onPaper.contains { $0.compositeOp.transparentSourceClearsBackdrop }
        return .paper(
            paper: paper, blank: clears ? .transparent : paper,
            cutThrough: onPaper.contains { $0.compositeOp.canDecreaseBackdropAlpha })
    }

    /// The shown entries whose pixels land straight on what lies under the stack: the
    /// top-level ones, and the children of shown pass-through groups among them, at any depth
    /// (MyPaint's layers that "hit the background").
    static func entriesOnPaper(_ entries: ArraySlice<LayerEntry>) -> [LayerEntry] {
        var found: [LayerEntry] = []
        forEachShown(in: entries) { entry, children in
            if entry.isPassThrough { found += entriesOnPaper(children) } else { found.append(entry) }
        }
        return found
    }

    /// Each shown entry of one level of the tree (the level is the last entry's depth), bottom
    /// first, with what it holds (the deeper entries just before it; none for a layer).
    static func forEachShown(
        in entries: ArraySlice<LayerEntry>, _ body: (LayerEntry, ArraySlice<LayerEntry>) -> Void
    ) {
        guard let level = entries.last?.depth else { return }
        var firstChild = entries.startIndex
        for index in entries.indices where entries[index].depth == level {
            let children = entries[firstChild..<index]
            firstChild = index + 1
            if entries[index].isVisible { body(entries[index], children) }
        }
    }

    /// The shown `entries` composited, bottom first, at `tile` onto `backdrop` (transparent
    /// where nil); nil where nothing shows. `entries` is one level of the tree with what its
    /// groups hold (the whole list, or a group's children): the level is its last entry's
    /// depth, and each group there composites the deeper entries just before it.
    static func flatten(
        _ entries: ArraySlice<LayerEntry>, at tile: TileCoordinate, onto backdrop: TilePixels? = nil
    ) -> TilePixels? {
        var blank = Fix15Pixel.transparent
        return flatten(entries, at: tile, onto: backdrop, blank: &blank)
    }

    /// As `flatten(_:at:onto:)`, a nil backdrop (and a nil result) standing for `blank`,
    /// which a clearing layer with no pixels here makes transparent.
    static func flatten(
        _ entries: ArraySlice<LayerEntry>, at tile: TileCoordinate, onto backdrop: TilePixels?, blank: inout Fix15Pixel
    ) -> TilePixels? {
        var out = backdrop
        forEachShown(in: entries) { entry, children in
            if entry.isPassThrough {
                // The children straight onto what is under them; a faded group shows what was
                // under it through them.
                let under = entry.opacity < 1 ? out.map { TilePixels(copying: $0.values) } : nil
                let blankUnder = blank
                out = flatten(children, at: tile, onto: out, blank: &blank)
                if entry.opacity < 1, let over = out { fade(over, toward: under, blank: blankUnder, by: entry.opacity) }
                return
            }
            let own = entry.isGroup ? flatten(children, at: tile) : nil
            let source = entry.isGroup ? own.map { UnsafePointer($0.values) } : entry.layer.tiles.pixels(of: tile)
            out = place(source, own: own, entry: entry, onto: out, blank: &blank)
        }
        return out
    }

    /// A shown layer, or an isolated group whose children flattened to `own`, composited onto
    /// `out` (transparent where nil) in its mode at its opacity; `source` is its pixels at the
    /// tile (nil: none there).
    static func place(
        _ source: UnsafePointer<UInt16>?, own: TilePixels?, entry: LayerEntry, onto out: TilePixels?
    ) -> TilePixels? {
        var blank = Fix15Pixel.transparent
        return place(source, own: own, entry: entry, onto: out, blank: &blank)
    }

    /// As `place(_:own:entry:onto:)`, a nil `out` standing for `blank`.
    static func place(
        _ source: UnsafePointer<UInt16>?, own: TilePixels?, entry: LayerEntry, onto out: TilePixels?,
        blank: inout Fix15Pixel
    ) -> TilePixels? {
        let mode = entry.compositeOp
        // Destination-in and -atop keep the backdrop only under paint: a layer with none here
        // clears it, the paper included.
        guard let source else {
            guard mode.transparentSourceClearsBackdrop else { return out }
            blank = .transparent
            return nil
        }
        guard entry.opacity > 0 || mode.transparentSourceClearsBackdrop else { return out }
        if out == nil, blank == .transparent, entry.opacity == 1, entry.isNormal { return own ?? TilePixels(copying: source) }
        let destination = out ?? filled(with: blank)
        blend(source, onto: destination.values, entry: entry)
        return destination
    }

    /// A tile of `pixel` (a fresh transparent one for transparent).
    static func filled(with pixel: Fix15Pixel) -> TilePixels {
        let tile = TilePixels()
        if pixel != .transparent { TileCompositor.fill(tile.values, with: pixel) }
        return tile
    }

    /// `entry`'s pixels (`source`, a whole tile) blended onto `destination` in its mode at its
    /// opacity.
    static func blend(_ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, entry: LayerEntry) {
        TileCompositor.composite(source, onto: destination, mode: entry.compositeOp, opacity: entry.opacity)
    }

    /// `pixels` moved back toward `under` (`blank` where nil): `under + (pixels - under) *
    /// opacity`, what a pass-through group at that opacity shows.
    static func fade(_ pixels: TilePixels, toward under: TilePixels?, blank: Fix15Pixel = .transparent, by opacity: Double) {
        fade(pixels.values, toward: under.map { UnsafePointer($0.values) }, blank: blank, by: opacity, area: .whole)
    }

    /// As `fade(_:toward:blank:by:)`, inside `area` of the tiles only (a stroke's box).
    static func fade(
        _ pixels: UnsafeMutablePointer<UInt16>, toward under: UnsafePointer<UInt16>?, blank: Fix15Pixel = .transparent,
        by opacity: Double, area: TileArea
    ) {
        let weight = Int32((opacity * 32768).rounded())
        let blankPixel = SIMD4<Int32>(Int32(blank.red), Int32(blank.green), Int32(blank.blue), Int32(blank.alpha))
        let pixel = { (values: UnsafePointer<UInt16>, offset: Int) in
            SIMD4<Int32>(truncatingIfNeeded: UnsafeRawPointer(values).loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt16>.self))
        }
        for row in area.rows {
            for column in area.columns {
                let offset = (row * TileStore.tileSize + column) * 8
                let base = under.map { pixel($0, offset) } ?? blankPixel
                let faded = base &+ ((pixel(pixels, offset) &- base) &* weight) &>> 15
                UnsafeMutableRawPointer(pixels).storeBytes(of: SIMD4<UInt16>(clamping: faded), toByteOffset: offset, as: SIMD4<UInt16>.self)
            }
        }
    }
}
