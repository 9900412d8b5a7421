import FlourishImage
import FlourishLayers
import FlourishPaint

/// Paste: a picture from the clipboard on a layer of its own, above the current one. The
/// command carries the PNG's bytes rather than pixels, so the app and a replay decode the very
/// same bytes through the one decoder (`PastedPNG`) and a replay paints the same pixels.
extension PaintSession {
    /// The name a pasted picture's layer gets.
    static let pastedLayerName = "Pasted"

    /// Decodes `png` (refused past max_canvas, or damaged, with nothing changed) and puts its
    /// pixels on a new layer above the current one, its top-left corner at canvas pixel
    /// (`x`, `y`); what falls off the canvas is cut off. One undo step: undo takes the layer
    /// away (with its pixels, which a redo brings back).
    func paste(_ png: [UInt8], atX x: Int, y: Int, _ changes: inout SessionChanges) {
        guard transformPreview == nil else {
            changes.problems.append("a transform is shown as a preview; end it before pasting")
            return
        }
        let image: RGBAImage
        do throws(PasteRefusal) {
            image = try PastedPNG.decode(png, maxWidth: setup.maxCanvasWidth, maxHeight: setup.maxCanvasHeight)
        } catch {
            changes.problems.append(error.description)
            return
        }
        ledger.closeOpenStep(store: engine.tiles)
        let added = layers.apply(.add)
        guard let before = added.before else {
            changes.problems.append(added.problem ?? "the pasted picture's layer could not be made")
            return
        }
        _ = layers.apply(.rename(Self.pastedLayerName))
        let store = layers.current.tiles
        image.pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            // Only the rows that land on the canvas are written; the store cuts each at its sides.
            let rows = max(0, -y)..<max(max(0, -y), min(image.height, store.height - y))
            for row in rows {
                store.writeStraightRGBA8Row(y: y + row, x0: x, width: image.width, from: base + row * image.width * 4, curve: curve)
            }
        }
        let tiles = store.takeDirtyTiles()
        layers.recomposite(tiles)
        ledger.pushStep(kind: .layers, store: nil, tiles: [:], arrangement: before)
        followCurrentLayer()
        changes.canvas.append(region(of: tiles))
        changes.historyChanged = true
        changes.layersChanged = true
        if tiles.isEmpty { changes.problems.append("the pasted picture lies off the canvas: its layer is empty") }
    }
}
