import FlourishPaint
import FlourishSamples
import FlourishTransform

/// Transform of the current layer: the applied command (`.transformLayer`, one undo step,
/// recorded) and the preview shown while the painter chooses the map, which is neither: it
/// changes what the screen shows and nothing the painting keeps, and ends by putting the
/// layer's own pixels back exactly.
extension PaintSession {
    /// The current layer's pixels moved by `map` as one undo step: the new tiles trade places
    /// with the layer's, and the step keeps the old ones.
    func transformLayer(by map: Affine, _ changes: inout SessionChanges) {
        guard transformPreview == nil else {
            changes.problems.append("a transform is shown as a preview; end it before applying another")
            return
        }
        guard !layers.arrangement.currentEntry.isGroup else {
            changes.problems.append("a group cannot be transformed yet: choose one of its layers")
            return
        }
        let store = layers.current.tiles
        ledger.closeOpenStep(store: store)
        guard var tiles = LayerResampler.transformed(store, by: map, selection: selection) else {
            changes.problems.append("transform \(map) squashes the layer flat: nothing changed")
            return
        }
        let changed = store.exchange(&tiles)
        guard !changed.isEmpty else { return }
        layers.pixelsChanged(in: store)
        layers.recomposite(changed)
        ledger.pushStep(kind: .transform, store: store, tiles: tiles)
        changes.canvas.append(region(of: changed))
        changes.historyChanged = true
    }

    /// The map the transform preview shows, and the canvas pixels it was computed in; nil
    /// while none shows.
    public var transformPreviewShown: (map: Affine, limit: PixelRect?)? {
        transformPreview.map { ($0.shown, $0.shownLimit) }
    }

    /// The canvas pixels the current layer's paint covers (inside the selection, where there
    /// is one), nil where it has none: the box a transform starts from (asked before its
    /// preview begins).
    public var currentLayerBounds: PixelRect? { PaintBounds.of(layers.current.tiles, within: selection) }

    /// Shows the current layer under `map`, computed only inside `limit` (canvas pixels: what
    /// the window shows) where given. The first preview closes the stroke's open step, so
    /// the preview never lands in the history.
    public func previewTransform(_ map: Affine, limit: PixelRect? = nil) -> SessionChanges {
        var changes = SessionChanges()
        guard !layers.arrangement.currentEntry.isGroup else { return changes }
        if transformPreview == nil {
            ledger.closeOpenStep(store: engine.tiles)
            transformPreview = TransformPreview(layer: layers.current.tiles, selection: selection)
        }
        guard let preview = transformPreview else { return changes }
        let changed = preview.show(map, limit: limit)
        showChanged(changed, in: preview.layer, &changes)
        return changes
    }

    /// Ends the preview: the layer holds its own pixels again, every one as it was.
    @discardableResult
    public func endTransformPreview() -> SessionChanges {
        var changes = SessionChanges()
        guard let preview = transformPreview else { return changes }
        transformPreview = nil
        showChanged(preview.restore(), in: preview.layer, &changes)
        return changes
    }

    private func showChanged(_ changed: [TileCoordinate], in store: TileStore, _ changes: inout SessionChanges) {
        guard !changed.isEmpty else { return }
        layers.pixelsChanged(in: store)
        layers.recomposite(changed)
        changes.canvas.append(region(of: changed))
    }
}
