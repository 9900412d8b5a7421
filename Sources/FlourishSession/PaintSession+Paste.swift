import FlourishImage
import FlourishLayers
import FlourishMemory
import FlourishPaint

/// Paste: a picture from the clipboard on a layer of its own, above the current one. The
/// command carries the PNG's bytes rather than pixels, so the app and a replay decode the very
/// same bytes through the one decoder (`PastedPNG`) and a replay paints the same pixels.
extension PaintSession {
    /// The name a pasted picture's layer gets.
    static let pastedLayerName = "Pasted"

    /// Why a `width` x `height` picture cannot be pasted with its corner at (`x`, `y`): wider
    /// or taller than max_canvas, or its layer and its decoded pixels past the memory budget;
    /// nil where it can. Asked from a PNG's header, before its pixels are decoded.
    public func pasteRefusal(width: Int, height: Int, x: Int, y: Int) -> String? {
        guard width <= setup.maxCanvasWidth, height <= setup.maxCanvasHeight else {
            return PasteRefusal("it is \(width)x\(height), larger than max_canvas \(setup.maxCanvasWidth)x\(setup.maxCanvasHeight)").description
        }
        let tiles = PaintingCost.tiles(x: x, y: y, width: width, height: height, canvasWidth: canvas.width, canvasHeight: canvas.height)
        let need = MemoryNeed(count: tiles, each: PaintingCost.tileBytes, "its layer")
            + MemoryNeed(count: MemoryNeed.product(width, height), each: 4, "its pixels decoded")
        do throws(MemoryBudgetError) { try setup.memoryBudget.check(need) } catch {
            return PasteRefusal(error.description).description
        }
        return nil
    }

    /// Decodes `png` (refused past max_canvas, or damaged, with nothing changed) and puts its
    /// pixels on a new layer above the current one, its top-left corner at canvas pixel
    /// (`x`, `y`); what falls off the canvas is cut off. One undo step: undo takes the layer
    /// away (with its pixels, which a redo brings back).
    func paste(_ png: [UInt8], atX x: Int, y: Int, _ changes: inout SessionChanges) {
        let image: RGBAImage
        do throws(PasteRefusal) {
            let header = try PastedPNG.size(of: png)
            if let refusal = pasteRefusal(width: header.width, height: header.height, x: x, y: y) {
                changes.problems.append(refusal)
                return
            }
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
