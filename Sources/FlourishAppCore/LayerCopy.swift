import FlourishImage
import FlourishPaint
import FlourishSession
import FlourishStorage
import FlourishTransform

/// What Ctrl+C copies: the current layer's paint (as far as the selection covers it, where
/// there is one) in the tight box around it, as a PNG with straight alpha, stored through the
/// painting's curve as an export is, and where the box sits on the canvas.
package struct LayerCopy {
    package let png: [UInt8]
    package let box: PixelRect

    /// Nil where nothing is painted (inside the selection); throws where the PNG cannot be made.
    package init?(of session: PaintSession) throws(FileWriteError) {
        let store = session.layers.current.tiles
        let selection = session.selection
        guard let box = PaintBounds.of(store, within: selection) else { return nil }
        self.box = box
        png = try PNGStreamWriter.encode(name: "the clipboard", width: box.width, height: box.height) { row, out in
            store.fillStraightRGBA8Row(y: box.y + row, x0: box.x, width: box.width, into: out, curve: session.curve)
            guard let selection else { return }
            for column in 0..<box.width {
                let coverage = UInt32(selection.coverage(x: box.x + column, y: box.y + row))
                let alpha = UInt32(out[column * 4 + 3])
                out[column * 4 + 3] = UInt8((alpha * coverage + UInt32(TileStore.one) / 2) >> 15)
            }
        }
    }
}
