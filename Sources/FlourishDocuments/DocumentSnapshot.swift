import FlourishLayers
import FlourishPaint
import FlourishSamples

/// Everything a save writes, taken in an instant on the painting thread and written on any:
/// the canvas's tiles (frozen, see `CanvasSnapshot`) and the paper under them.
public struct DocumentSnapshot: Sendable {
    public let canvas: CanvasSnapshot
    /// The layers, bottom first, where there is more than one plain one to keep apart (an
    /// OpenRaster save writes each); empty otherwise.
    public let layers: [LayerSnapshot]
    public let paper: Color

    public init(canvas: CanvasSnapshot, layers: [LayerSnapshot] = [], paper: Color) {
        self.canvas = canvas
        self.layers = layers.count == 1 && layers[0].isPlain ? [] : layers
        self.paper = paper
    }
}
