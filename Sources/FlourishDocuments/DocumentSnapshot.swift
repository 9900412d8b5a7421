import FlourishLayers
import FlourishPaint
import FlourishRecording
import FlourishSamples

/// Everything a save writes, taken in an instant on the painting thread and written on any:
/// the canvas's tiles (frozen, see `CanvasSnapshot`) and the paper under them.
public struct DocumentSnapshot: Sendable {
    public let canvas: CanvasSnapshot
    /// The layers, bottom first, where there is more than one plain one to keep apart (an
    /// OpenRaster save writes each) or a template to match them to; empty otherwise.
    public let layers: [LayerSnapshot]
    public let paper: Color
    /// What the file the painting was opened from held, where it was another app's
    /// OpenRaster file: an OpenRaster save starts from it.
    public let template: OpenRasterTemplate?
    /// The painting's history, which an OpenRaster save carries (see `HistoryMembers`); a PNG
    /// has nowhere to keep it.
    public let history: HistoryText?

    public init(
        canvas: CanvasSnapshot, layers: [LayerSnapshot] = [], paper: Color, template: OpenRasterTemplate? = nil,
        history: HistoryText? = nil
    ) {
        self.history = history
        self.canvas = canvas
        self.layers = template == nil && layers.count == 1 && layers[0].isPlain ? [] : layers
        self.paper = paper
        self.template = template
    }
}
