import FlourishCompositing
import FlourishPaint

/// The composite the screen shows and a flat save writes: an arrangement's shown layers
/// blended bottom first, recomputed only at the tiles a change touched, with what lies around
/// the current layer kept flattened so a dab's cost does not grow with the stack. What it must
/// always hold is what `flatten` computes afresh (`freshComposite`).
///
/// The paper is the bottom of the composite, as in MyPaint: where every layer on the paper is
/// Normal that is the layers over no paper, laid on the paper where shown (src-over is
/// associative: the same picture, and the fast paths below); where a mode other than Normal
/// reaches the paper (`CompositeBase.paper`), each changed tile is composited afresh from the
/// paper up, and a tile with no layer's pixels is not held (it is the paper).
///
/// A stack of one plain layer (visible, Normal, fully opaque) is what every painting starts
/// as: then the composite shares that layer's tile buffers instead of copying them, so a
/// one-layer painting costs what it cost before layers.
///
/// Its caches belong to the arrangement and current layer they were filled for: whoever
/// changes either, or the pixels of a layer other than the current one, says so with
/// `forgetFlattened` before the next `recomposite`.
public final class LayerCompositor {
    public let composite: TileStore
    /// While a layer is painted on, the shown layers below it and above it, each flattened
    /// (src-over is associative), filled tile by tile as strokes reach them: a dab then costs
    /// three blends whatever the stack's depth, as in MyPaint and Krita.
    private var below: [TileCoordinate: TilePixels?] = [:]
    private var above: [TileCoordinate: TilePixels?] = [:]
    /// The same inside each group holding the current layer, outermost first: what lies below
    /// it in that group (over what lies under the group, for a pass-through one) and above it.
    var belowInGroup: [[TileCoordinate: TilePixels?]] = []
    var aboveInGroup: [[TileCoordinate: TilePixels?]] = []
    /// The tiles an isolated group holding the current layer is composited in while a stroke's
    /// box is updated in place, one per level: reused, so a dab allocates no tile.
    var groupBuffers: [TilePixels] = []
    /// Stacks this deep or deeper keep the caches (with two layers they would save nothing).
    static let cachedDepth = 3
    /// Composite tiles that are a layer's own buffers (set while the stack was one plain
    /// layer): never written in place. Kept, not derived: asking every layer for its buffer at
    /// each dirty tile of a 50-layer stack made strokes 10% dearer.
    private var sharedTiles = Set<TileCoordinate>()

    /// The paper's light under the stack (see `CompositeBase`); nil: none (the layers over no
    /// paper, whatever their modes), as a stack without a painting has. Whoever changes it
    /// recomposites every tile.
    public var paper: Fix15Pixel?

    public init(width: Int, height: Int) {
        composite = TileStore(width: width, height: height)
    }

    /// What the composite of `arrangement` starts from (see `CompositeBase`).
    public func base(of arrangement: LayerArrangement) -> CompositeBase { Self.base(of: arrangement, paper: paper) }

    /// Empties the flattened layers below and above: they no longer hold what they did.
    public func forgetFlattened() {
        below.removeAll()
        above.removeAll()
        belowInGroup.removeAll()
        aboveInGroup.removeAll()
    }

    /// Recomputes the composite of `arrangement` at `tiles`, bottom to top; only inside
    /// `bounds` (canvas pixels, a stroke's dirty box) where given and the composite's tile is
    /// its own to update in place.
    public func recomposite(_ tiles: [TileCoordinate], of arrangement: LayerArrangement, within bounds: PixelRect? = nil) {
        let entries = arrangement.entries
        if base(of: arrangement).holdsPaper {
            // A mode blends with the paper: each tile from the paper up (the caches hold
            // layers over no paper).
            for tile in tiles { setOwn(tile, to: Self.freshComposite(of: arrangement, at: tile, paper: paper)) }
            return
        }
        if entries.count == 1, entries[0].isPlain {
            // One plain layer is its own composite: its buffers are shared, not copied.
            let layer = entries[0].layer.tiles
            for tile in tiles {
                let buffer = layer.buffer(of: tile)
                composite.setTile(tile, to: buffer)
                if buffer == nil { sharedTiles.remove(tile) } else { sharedTiles.insert(tile) }
            }
            return
        }
        guard entries.count >= Self.cachedDepth else {
            for tile in tiles { setOwn(tile, to: Self.flatten(entries[...], at: tile)) }
            return
        }
        let here = arrangement.current
        let current = entries[here]
        // The top-level layer or group the current entry lies in is composited at each tile;
        // what lies below and above it is kept flattened, and so is what lies beside the
        // current entry in each group holding it (`groupComposite`). `path`: those groups,
        // outermost first, then the entry.
        var path = [here]
        while let parent = arrangement.parent(of: path[0]) { path.insert(parent, at: 0) }
        let middle = arrangement.span(of: path[0])
        let groups = path.count > 1 ? GroupPath(arrangement, path: path) : nil
        let aboveEntries = entries[(middle.upperBound + 1)...]
        // What lies above flattens into one only in Normal mode (src-over is associative, and
        // a Normal group above, isolated or passed through, is src-over of its own flattening;
        // the other modes read what is under them): else it is blended entry by entry.
        let flattensAbove = aboveEntries.allSatisfy(\.isNormal)
        // A lone Normal layer is updated in place inside a stroke's box, and so is one inside
        // groups whose blends are all src-over (`GroupPath.updatesInPlace`).
        let inPlace = groups?.updatesInPlace ?? (middle.count == 1 && !current.isGroup && current.isNormal)
        for tile in tiles {
            let under = flattened(&below, entries[..<middle.lowerBound], at: tile)
            if inPlace, flattensAbove, let bounds, composite.buffer(of: tile) != nil, !sharedTiles.contains(tile) {
                let over = flattened(&above, aboveEntries, at: tile)
                // In place, inside the stroke's box: the rest of the tile is as it was.
                guard let area = TileArea(bounds, in: tile) else { continue }
                let out = composite.ownPixels(of: tile)
                if let groups {
                    groupCompositeInPlace(groups, of: entries, at: tile, onto: under, into: out, area: area)
                } else {
                    TileCompositor.copy(under.map { UnsafePointer($0.values) }, to: out, area: area)
                    if current.isVisible, let source = current.layer.tiles.pixels(of: tile) {
                        TileCompositor.sourceOver(source, onto: out, opacity: current.opacity, area: area)
                    }
                }
                if let over { TileCompositor.sourceOver(over.values, onto: out, opacity: 1, area: area) }
                continue
            }
            var out =
                groups.map { groupComposite($0, of: entries, at: tile, onto: under) }
                ?? Self.flatten(entries[middle], at: tile, onto: under.map { TilePixels(copying: $0.values) })
            guard flattensAbove else {
                setOwn(tile, to: Self.flatten(aboveEntries, at: tile, onto: out))
                continue
            }
            if let over = flattened(&above, aboveEntries, at: tile) { out = Self.sourceOver(over, onto: out) }
            setOwn(tile, to: out)
        }
    }

    /// The composite's tile set to a buffer of its own (no layer's).
    private func setOwn(_ tile: TileCoordinate, to pixels: TilePixels?) {
        composite.setTile(tile, to: pixels)
        sharedTiles.remove(tile)
    }

    /// `entries` flattened at `tile`, from `cache` where it holds the tile, else computed and
    /// kept there.
    func flattened(
        _ cache: inout [TileCoordinate: TilePixels?], _ entries: ArraySlice<LayerEntry>, at tile: TileCoordinate
    ) -> TilePixels? {
        if let kept = cache[tile] { return kept }
        let flat = Self.flatten(entries, at: tile)
        cache[tile] = .some(flat)
        return flat
    }

    /// Flattened layers (`over`) laid in Normal at full opacity onto `out` (transparent where
    /// nil), in `out`'s buffer where it has one.
    static func sourceOver(_ over: TilePixels, onto out: TilePixels?) -> TilePixels {
        let destination = out ?? TilePixels()
        TileCompositor.sourceOver(over.values, onto: destination.values, opacity: 1, area: .whole)
        return destination
    }
}
