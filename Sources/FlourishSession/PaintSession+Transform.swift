import FlourishPaint
import FlourishSamples
import FlourishTransform

/// Transform of the current layer, or of every layer in the current group: the applied
/// command (`.transformLayer`, one undo step, recorded) and the preview shown while the
/// painter chooses the map, which is neither: it changes what the screen shows and nothing
/// the painting keeps, and ends by putting the layers' own pixels back exactly.
extension PaintSession {
    /// The layers a transform moves: the current layer, or each layer the current group holds
    /// (groups within it included, their layers moved, not the groups' own buffers).
    var transformedStores: [TileStore] {
        let arrangement = layers.arrangement
        guard arrangement.currentEntry.isGroup else { return [layers.current.tiles] }
        return arrangement.span(of: arrangement.current).compactMap {
            arrangement.entries[$0].isGroup ? nil : arrangement.entries[$0].layer.tiles
        }
    }

    /// The layers' pixels moved by `map` as one undo step: the new tiles trade places with
    /// each layer's, and the step keeps the old ones.
    func transformLayer(by map: Affine, _ changes: inout SessionChanges) {
        ledger.closeOpenStep(store: engine.tiles)
        var parts: [(store: TileStore, tiles: [TileCoordinate: TilePixels?])] = []
        var changed = Set<TileCoordinate>()
        for store in transformedStores {
            guard var tiles = LayerResampler.transformed(store, by: map, selection: selection) else {
                changes.problems.append("transform \(map) squashes the layer flat: nothing changed")
                return
            }
            let moved = store.exchange(&tiles)
            guard !moved.isEmpty else { continue }
            layers.pixelsChanged(in: store)
            changed.formUnion(moved)
            parts.append((store, tiles))
        }
        guard !parts.isEmpty else { return }
        let tiles = changed.sorted()
        layers.recomposite(tiles)
        ledger.pushStep(kind: .transform, parts: parts)
        changes.canvas.append(region(of: tiles))
        changes.historyChanged = true
    }

    /// The map the transform preview shows, the canvas pixels it was computed in, and whether
    /// it is a draft (half the resolution, while the map changes); nil while none shows.
    public var transformPreviewShown: (map: Affine, limit: PixelRect?, draft: Bool)? {
        transformPreview.first.map { ($0.shown, $0.shownLimit, $0.shownDraft) }
    }

    /// The canvas pixels the paint a transform would move covers (inside the selection, where
    /// there is one), nil where there is none: the box a transform starts from (asked before
    /// its preview begins).
    public var currentLayerBounds: PixelRect? {
        transformedStores.compactMap { PaintBounds.of($0, within: selection) }.reduce(nil) { $0?.union($1) ?? $1 }
    }

    /// Shows the layers under `map`, computed only inside `limit` (canvas pixels: what the
    /// window shows) where given; a `draft` at half the resolution (see
    /// `TransformPreview.show`). The first preview closes the stroke's open step, so the
    /// preview never lands in the history.
    public func previewTransform(_ map: Affine, limit: PixelRect? = nil, draft: Bool = false) -> SessionChanges {
        if transformPreview.isEmpty {
            ledger.closeOpenStep(store: engine.tiles)
            transformPreview = transformedStores.map { TransformPreview(layer: $0, selection: selection) }
        }
        return shown(by: transformPreview) { $0.show(map, limit: limit, draft: draft) }
    }

    /// One frame of the transform tool's preview of `map` (inside `limit`): shown where it is
    /// not shown yet, as a draft while the map changes from frame to frame (a quarter of the
    /// work: a drag keeps the frame rate), and in full once it held still for a frame — the
    /// very pixels apply gives. `changes`: nil where nothing new was shown. `wantsFrame`: a
    /// draft shows, and the next frame should come even if no event does, to bring the full
    /// picture.
    public func refreshTransformPreview(_ map: Affine, limit: PixelRect?) -> (changes: SessionChanges?, wantsFrame: Bool) {
        if let shown = transformPreviewShown, shown.map == map, shown.limit == limit {
            return (shown.draft ? previewTransform(map, limit: limit) : nil, false)
        }
        if transformPreviewShown == nil && map == .identity { return (nil, false) }
        let changes = previewTransform(map, limit: limit, draft: true)
        return (changes, transformPreviewShown?.draft == true)
    }

    /// Ends the preview: the layers hold their own pixels again, every one as it was.
    @discardableResult
    public func endTransformPreview() -> SessionChanges {
        let previews = transformPreview
        transformPreview = []
        return shown(by: previews) { $0.restore() }
    }

    /// What `step` (a preview shown, or put back) did to each of `previews`' layers, carried
    /// to the composite once for all of them: the stack told of each layer that changed, the
    /// tiles any changed recomposited and handed on.
    private func shown(by previews: [TransformPreview], _ step: (TransformPreview) -> [TileCoordinate]) -> SessionChanges {
        var changes = SessionChanges()
        var changed = Set<TileCoordinate>()
        for preview in previews {
            let tiles = step(preview)
            if !tiles.isEmpty { layers.pixelsChanged(in: preview.layer) }
            changed.formUnion(tiles)
        }
        guard !changed.isEmpty else { return changes }
        let tiles = changed.sorted()
        layers.recomposite(tiles)
        changes.canvas.append(region(of: tiles))
        return changes
    }
}
