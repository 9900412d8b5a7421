import FlourishPaint
import FlourishSamples
import FlourishTransform

/// The selection: shapes joined into one mask that the engine paints through, and the
/// outlines the window draws as marching ants. A tool state (like symmetry), recorded so a
/// replay paints through the same mask, never an undo step.
extension PaintSession {
    func select(_ shape: SelectionShape, _ combination: SelectionCombination, _ changes: inout SessionChanges) {
        let width = layers.current.tiles.width
        let height = layers.current.tiles.height
        let drawn = shape.mask(width: width, height: height)
        let joined = (selection ?? SelectionMask(width: width, height: height)).combined(with: drawn, combination)
        selectionOutlines = combination == .replace ? [shape.outline] : selectionOutlines + [shape.outline]
        setSelection(joined.isEmpty ? nil : joined, &changes)
        if selection == nil { selectionOutlines = [] }
    }

    func selectEverything(_ all: Bool, _ changes: inout SessionChanges) {
        let (w, h) = (Double(layers.current.tiles.width), Double(layers.current.tiles.height))
        selectionOutlines = all ? [[(0, 0), (w, 0), (w, h), (0, h)]] : []
        setSelection(all ? .all(width: Int(w), height: Int(h)) : nil, &changes)
    }

    /// Delete (or Cut) under a selection: the current layer keeps only what the selection
    /// leaves of each pixel, as one undo step.
    func clearSelected(_ changes: inout SessionChanges) {
        guard let selection else { return }
        let store = layers.current.tiles
        var tiles = SelectionErase.erased(store, by: selection)
        let changed = store.exchange(&tiles)
        guard !changed.isEmpty else { return }
        layers.pixelsChanged(in: store)
        layers.recomposite(changed)
        ledger.pushStep(kind: .clear, store: store, tiles: tiles)
        changes.canvas.append(region(of: changed))
        changes.historyChanged = true
    }

    private func setSelection(_ mask: SelectionMask?, _ changes: inout SessionChanges) {
        selection = mask
        engine.paintMask = mask
        changes.selectionChanged = true
    }
}
