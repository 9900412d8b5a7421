import FlourishPaint
import FlourishSamples

/// A layer shown transformed while the painter is still choosing the transform: its own
/// pixels are moved aside whole at the first preview (buffers handed over, nothing copied)
/// and each preview puts the transformed pixels in their place; `restore` hands the very same
/// buffers back, so a cancelled transform leaves every pixel exactly as it was. The last
/// preview's buffers are written over by the next (those no one else holds; the rest are
/// dropped): at most the layer's own pixels and one transformed copy are held, and a frame
/// allocates little.
public final class TransformPreview {
    /// The layer being transformed: it shows the preview.
    public let layer: TileStore
    /// The layer's own pixels while the preview shows.
    private let original: TileStore
    /// What moves (nil: the whole layer); the rest shows as it is.
    public let selection: SelectionMask?
    /// The map shown last, the part of the canvas it was computed in, and whether it was a
    /// draft (half the resolution: shown while the map still changes).
    public private(set) var shown = Affine.identity
    public private(set) var shownLimit: PixelRect?
    public private(set) var shownDraft = false

    /// The layer's own pixels as the resampler reads them, taken when they are moved aside:
    /// they do not change until they are put back. Nil while they are not aside.
    private var source: SourceTiles?
    /// Under a selection, the tiles the last preview computed: every other tile shows the
    /// layer's own pixels (shared), so a frame after the first trades only these and the new
    /// ones, not every tile of the layer.
    private var computed: Set<TileCoordinate> = []

    /// Nothing moves until the first preview.
    public init(layer: TileStore, selection: SelectionMask? = nil) {
        self.layer = layer
        self.selection = selection
        original = TileStore(width: layer.width, height: layer.height)
    }

    /// Shows the layer under `map` (only inside `limit` where given: what the window shows);
    /// returns the tiles whose pixels changed. A `draft` filters at half the resolution, a
    /// quarter of the work, for the frames while a drag still changes the map; the same map
    /// shown again without it gives the full picture (what apply gives, bit for bit).
    public func show(_ map: Affine, limit: PixelRect? = nil, draft: Bool = false) -> [TileCoordinate] {
        guard map.isFinite, map.inverse != nil else { return [] }
        // A whole-pixel move is exact and cheap: it shows in full at once.
        let draft = draft && map.wholePixelOffset == nil
        if selection != nil, let source { return showThroughSelection(map, limit: limit, draft: draft, source: source) }
        let previous = layer.allocatedTiles
        var cleared = Self.emptying(previous)
        layer.exchange(&cleared)
        var spare: [TilePixels] = []
        if source == nil {
            original.exchange(&cleared)
            source = SourceTiles(original, through: selection)
        } else {
            spare = Self.unshared(&cleared)
        }
        guard let source else { return [] }
        var tiles = LayerResampler.transformed(source, by: map, limit: limit, reusing: spare, draft: draft) ?? [:]
        computed = Set(tiles.keys)
        // Under a selection, tiles nothing moved into or out of show the layer's own pixels
        // (shared, not copied: nothing paints while a transform is open).
        if selection != nil {
            for tile in original.allocatedTiles where tiles[tile] == nil { tiles[tile] = .some(original.buffer(of: tile)) }
        }
        (shown, shownLimit, shownDraft) = (map, limit, draft)
        for tile in previous where tiles[tile] == nil { tiles[tile] = .some(nil) }
        var changed = Set(layer.exchange(&tiles))
        changed.formUnion(previous)
        return changed.sorted()
    }

    /// A frame under a selection after the first: the last frame's computed tiles get the
    /// layer's own pixels back (their buffers, where no one else holds them, are written over)
    /// and the new ones go in; every other tile already shows the layer's own pixels.
    private func showThroughSelection(_ map: Affine, limit: PixelRect?, draft: Bool, source: SourceTiles) -> [TileCoordinate] {
        var last = Dictionary(uniqueKeysWithValues: computed.map { ($0, original.buffer(of: $0)) })
        layer.exchange(&last)
        let spare = Self.unshared(&last)
        var tiles = LayerResampler.transformed(source, by: map, limit: limit, reusing: spare, draft: draft) ?? [:]
        let now = Set(tiles.keys)
        (shown, shownLimit, shownDraft) = (map, limit, draft)
        layer.exchange(&tiles)
        let changed = now.union(computed)
        computed = now
        return changed.sorted()
    }

    /// Puts the layer's own pixels back, the same buffers it had; returns the tiles whose
    /// pixels changed. The preview is over.
    public func restore() -> [TileCoordinate] {
        guard source != nil else { return [] }
        source = nil
        computed = []
        var cleared = Self.emptying(layer.allocatedTiles)
        layer.exchange(&cleared)
        var own = Self.emptying(original.allocatedTiles)
        original.exchange(&own)
        let changed = Set(cleared.keys).union(own.keys)
        layer.exchange(&own)
        return changed.sorted()
    }

    /// The buffers of `tiles` no one else holds (not shared with the layer's own pixels, a
    /// composite or a save's snapshot), taken out: the next frame may write over them.
    private static func unshared(_ tiles: inout [TileCoordinate: TilePixels?]) -> [TilePixels] {
        var unshared: [TilePixels] = []
        for tile in Array(tiles.keys) {
            guard case .some(.some(var buffer)) = tiles.removeValue(forKey: tile) else { continue }
            if isKnownUniquelyReferenced(&buffer) { unshared.append(buffer) }
        }
        return unshared
    }

    private static func emptying(_ tiles: [TileCoordinate]) -> [TileCoordinate: TilePixels?] {
        Dictionary(uniqueKeysWithValues: tiles.map { ($0, TilePixels?.none) })
    }
}
