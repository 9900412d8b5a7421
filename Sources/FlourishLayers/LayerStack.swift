import FlourishCompositing
import FlourishPaint

/// The painting's layers: an arrangement of layers (bottom first) and the composite the
/// screen shows and a flat save writes. Strokes paint on the current layer's tiles; every
/// change is recomposited only where it could show (the tiles it touched).
///
/// A stack of one plain layer (visible, Normal, fully opaque) is what every painting starts
/// as: then the composite shares that layer's tile buffers instead of copying them, so a
/// one-layer painting costs what it cost before layers.
public final class LayerStack {
    /// The most layers and groups a stack holds: with the paper layer a save adds, the 4096
    /// layers a file may list (`OpenRasterLimits.maxLayers`), so whatever the stack holds saves
    /// and opens again; and a bound on what a run of `add` records can make (each empty layer
    /// costs little, but every layer step's undo keeps the whole arrangement).
    public static let maxEntries = 4095

    public let width: Int
    public let height: Int
    public internal(set) var arrangement: LayerArrangement
    /// What the screen shows: the visible layers composited, over no paper.
    public let composite: TileStore
    /// The number the next new layer is named with ("Layer 2", …), and the next group.
    var nextNumber = 2
    var nextGroupNumber = 1
    /// While a layer is painted on, the shown layers below it and above it, each flattened
    /// (src-over is associative), filled tile by tile as strokes reach them: a dab then costs
    /// three blends whatever the stack's depth, as in MyPaint and Krita. Any change of the
    /// arrangement or of a layer other than the current one empties them.
    private var below: [TileCoordinate: TilePixels?] = [:]
    private var above: [TileCoordinate: TilePixels?] = [:]
    /// The same inside each group holding the current layer, outermost first: what lies below
    /// it in that group (over what lies under the group, for a pass-through one) and above it.
    private var belowInGroup: [[TileCoordinate: TilePixels?]] = []
    private var aboveInGroup: [[TileCoordinate: TilePixels?]] = []
    /// Stacks this deep or deeper keep the caches (with two layers they would save nothing).
    static let cachedDepth = 3
    /// Composite tiles that are a layer's own buffers (set while the stack was one plain
    /// layer): never written in place. Kept, not derived: asking every layer for its buffer at
    /// each dirty tile of a 50-layer stack made strokes 10% dearer.
    private var sharedTiles = Set<TileCoordinate>()

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        composite = TileStore(width: width, height: height)
        arrangement = LayerArrangement(entries: [LayerEntry(layer: Layer(width: width, height: height), name: "Layer 1")], current: 0)
    }

    public var entries: [LayerEntry] { arrangement.entries }
    public var currentIndex: Int { arrangement.current }
    /// The layer strokes paint on.
    public var current: Layer { arrangement.currentEntry.layer }

    /// Every tile any layer holds, in row-major order.
    public var paintedTiles: [TileCoordinate] { Self.tiles(of: arrangement).sorted() }

    static func tiles(of arrangement: LayerArrangement) -> Set<TileCoordinate> {
        var tiles = Set<TileCoordinate>()
        for entry in arrangement.entries { tiles.formUnion(entry.layer.tiles.allocatedTiles) }
        return tiles
    }

    /// Every tile the given layers hold, in row-major order.
    static func tiles(of entries: ArraySlice<LayerEntry>) -> [TileCoordinate] {
        var tiles = Set<TileCoordinate>()
        for entry in entries { tiles.formUnion(entry.layer.tiles.allocatedTiles) }
        return tiles.sorted()
    }

    /// Puts `other` in place of the arrangement and hands the one it replaced back in it:
    /// undo and redo of a layer step. Returns the tiles whose composite may differ.
    public func exchange(_ other: inout LayerArrangement) -> [TileCoordinate] {
        let tiles = Self.tiles(of: arrangement).union(Self.tiles(of: other)).sorted()
        swap(&arrangement, &other)
        forgetFlattened()
        recomposite(tiles)
        return tiles
    }

    /// A name as a layer keeps it: one line of words, each control character or run of spaces
    /// one space, at most 256 characters, so the panel shows it and a recording's `name`
    /// record (whose fields are split on spaces) gives it back exactly.
    public static func layerName(_ text: String) -> String {
        let words = text.unicodeScalars.split { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
        return String(words.map { String(String.UnicodeScalarView($0)) }.joined(separator: " ").prefix(256))
    }

    /// The number the panel shows for `position` (the bottom layer is 1), in words for any
    /// position a command may carry: `position + 1` overflows at Int.max.
    static func layerNumber(_ position: Int) -> String {
        position < Int.max ? String(position + 1) : String(UInt(position) + 1)
    }

    /// The blend modes the stack composites.
    public static func supports(_ compositeOp: String) -> Bool { BlendMode(compositeOp: compositeOp) != nil }

    // MARK: Compositing

    /// Recomputes the composite at `tiles` from the visible layers, bottom to top; only
    /// inside `bounds` (canvas pixels, a stroke's dirty box) where given and the composite's
    /// tile is its own to update in place.
    public func recomposite(_ tiles: [TileCoordinate], within bounds: PixelRect? = nil) {
        let entries = arrangement.entries
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
        let aboveEntries = entries[(middle.upperBound + 1)...]
        // What lies above flattens into one only in Normal mode (src-over is associative, and
        // a Normal group above, isolated or passed through, is src-over of its own flattening;
        // the other modes read what is under them): else it is blended entry by entry.
        let flattensAbove = aboveEntries.allSatisfy { $0.compositeOp == LayerEntry.normal }
        // A lone Normal layer is updated in place inside a stroke's box.
        let inPlace = middle.count == 1 && !current.isGroup && current.compositeOp == LayerEntry.normal
        for tile in tiles {
            let under = flattened(&below, entries[..<middle.lowerBound], at: tile)
            if inPlace, flattensAbove, let bounds, composite.buffer(of: tile) != nil, !sharedTiles.contains(tile) {
                let over = flattened(&above, aboveEntries, at: tile)
                // In place, inside the stroke's box: the rest of the tile is as it was.
                guard let area = SourceOver.Area(bounds, in: tile) else { continue }
                let out = composite.ownPixels(of: tile)
                SourceOver.copy(under.map { UnsafePointer($0.values) }, onto: out, area: area)
                if current.isVisible, let source = current.layer.tiles.pixels(of: tile) {
                    Self.blend(source, onto: out, entry: current, area: area)
                }
                if let over { SourceOver.composite(over.values, onto: out, opacity: 1, area: area) }
                continue
            }
            var out =
                path.count == 1
                ? Self.flatten(entries[middle], at: tile, onto: under.map { TilePixels(copying: $0.values) })
                : groupComposite(at: tile, path: path, onto: under)
            guard flattensAbove else {
                setOwn(tile, to: Self.flatten(aboveEntries, at: tile, onto: out))
                continue
            }
            if let over = flattened(&above, aboveEntries, at: tile) {
                let destination = out ?? TilePixels()
                SourceOver.composite(over.values, onto: destination.values, opacity: 1)
                out = destination
            }
            setOwn(tile, to: out)
        }
    }

    /// The top-level group holding the current entry (`path`: the groups holding it, outermost
    /// first, then the entry) composited at `tile` onto `under`: what `flatten` gives, with what
    /// lies beside the current entry in each of those groups kept flattened below and above it,
    /// so a dab costs the entry's blend and two or three more per group, not the groups' layers.
    private func groupComposite(at tile: TileCoordinate, path: [Int], onto under: TilePixels?) -> TilePixels? {
        let entries = arrangement.entries
        let levels = path.count - 1
        if belowInGroup.count != levels {
            belowInGroup = Array(repeating: [:], count: levels)
            aboveInGroup = Array(repeating: [:], count: levels)
        }
        // What the path's next entry is composited onto inside each group: what lies below it
        // there, over what lies under the group where the group passes through.
        var backdrops: [TilePixels?] = []
        var outside = under
        for level in 0..<levels {
            let group = entries[path[level]]
            let firstChild = arrangement.span(of: path[level]).lowerBound
            let backdrop: TilePixels?
            if let kept = belowInGroup[level][tile] {
                backdrop = kept
            } else {
                let start = group.isPassThrough ? outside.map { TilePixels(copying: $0.values) } : nil
                backdrop = Self.flatten(
                    entries[firstChild..<arrangement.span(of: path[level + 1]).lowerBound], at: tile, onto: start)
                belowInGroup[level][tile] = .some(backdrop)
            }
            backdrops.append(backdrop)
            outside = backdrop
        }
        var out = Self.flatten(
            entries[arrangement.span(of: path[levels])], at: tile, onto: backdrops[levels - 1].map { TilePixels(copying: $0.values) })
        for level in stride(from: levels - 1, through: 0, by: -1) {
            let group = entries[path[level]]
            let aboveHere = entries[(arrangement.span(of: path[level + 1]).upperBound + 1)..<path[level]]
            if aboveHere.allSatisfy({ $0.compositeOp == LayerEntry.normal }) {
                let over: TilePixels?
                if let kept = aboveInGroup[level][tile] {
                    over = kept
                } else {
                    over = Self.flatten(aboveHere, at: tile)
                    aboveInGroup[level][tile] = .some(over)
                }
                if let over {
                    let destination = out ?? TilePixels()
                    SourceOver.composite(over.values, onto: destination.values, opacity: 1)
                    out = destination
                }
            } else {
                out = Self.flatten(aboveHere, at: tile, onto: out)
            }
            // The group closes over what lies under it.
            let beneath = (level == 0 ? under : backdrops[level - 1]).map { TilePixels(copying: $0.values) }
            if !group.isVisible {
                out = beneath
            } else if group.isPassThrough {
                if group.opacity < 1, let over = out { Self.fade(over, toward: beneath, by: group.opacity) }
            } else {
                out = Self.place(out.map { UnsafePointer($0.values) }, own: out, entry: group, onto: beneath)
            }
        }
        return out
    }

    /// The composite's tile set to a buffer of its own (no layer's).
    private func setOwn(_ tile: TileCoordinate, to pixels: TilePixels?) {
        composite.setTile(tile, to: pixels)
        sharedTiles.remove(tile)
    }

    /// `entries` flattened at `tile`, from `cache` where it holds the tile, else computed and
    /// kept there.
    private func flattened(
        _ cache: inout [TileCoordinate: TilePixels?], _ entries: ArraySlice<LayerEntry>, at tile: TileCoordinate
    ) -> TilePixels? {
        if let kept = cache[tile] { return kept }
        let flat = Self.flatten(entries, at: tile)
        cache[tile] = .some(flat)
        return flat
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
        let mode = BlendMode(compositeOp: entry.compositeOp) ?? .normal
        // Destination-in and -atop keep the backdrop only under paint: a layer with none here
        // clears it.
        guard let source else { return mode.transparentSourceClearsBackdrop ? nil : out }
        guard entry.opacity > 0 || mode.transparentSourceClearsBackdrop else { return out }
        if out == nil, entry.opacity == 1, entry.compositeOp == LayerEntry.normal { return own ?? TilePixels(copying: source) }
        let destination = out ?? TilePixels()
        blend(source, onto: destination.values, entry: entry)
        return destination
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

    /// `store`'s pixels changed outside a stroke (an undo or redo of one): where it is not the
    /// current layer, the flattened layers below and above may hold its old pixels.
    public func pixelsChanged(in store: TileStore) {
        if store !== current.tiles { forgetFlattened() }
    }

    /// What the composite must hold at `tile`, computed afresh from every layer (the caches
    /// not used): what tests check the composite against.
    public func freshComposite(at tile: TileCoordinate) -> TilePixels? {
        Self.flatten(arrangement.entries[...], at: tile)
    }

    /// Empties the flattened layers below and above: they no longer hold what they did.
    func forgetFlattened() {
        below.removeAll()
        above.removeAll()
        belowInGroup.removeAll()
        aboveInGroup.removeAll()
    }

    static func blend(
        _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, entry: LayerEntry,
        area: SourceOver.Area = .whole
    ) {
        if area == .whole {
            TileCompositor.composite(
                source, onto: destination, mode: BlendMode(compositeOp: entry.compositeOp) ?? .normal, opacity: entry.opacity)
        } else {
            // Only Normal strokes are recomposited in part (see `recomposite`).
            SourceOver.composite(source, onto: destination, opacity: entry.opacity, area: area)
        }
    }
}
