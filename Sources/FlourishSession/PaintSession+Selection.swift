import FlourishPaint
import FlourishSamples

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

    private func setSelection(_ mask: SelectionMask?, _ changes: inout SessionChanges) {
        selection = mask
        engine.paintMask = mask
        changes.selectionChanged = true
    }
}
