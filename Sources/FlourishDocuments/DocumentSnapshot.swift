import FlourishCompositing
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
    /// The painting's colour space, what its composite starts from, and so how it is shown:
    /// what every file's pixels are stored through (see `CanvasLook`).
    public let look: CanvasLook
    /// What the file the painting was opened from held, where it was another app's
    /// OpenRaster file: an OpenRaster save starts from it.
    public let template: OpenRasterTemplate?
    /// The painting's colour space.
    public var colorSpace: ColorSpace { look.curve.space }
    /// The painting's history, which an OpenRaster save carries (see `HistoryMembers`); a PNG
    /// has nowhere to keep it.
    public let history: HistoryText?

    public init(
        canvas: CanvasSnapshot, layers: [LayerSnapshot] = [], paper: Color, colorSpace: ColorSpace = .legacy,
        base: CompositeBase = .transparent, template: OpenRasterTemplate? = nil, history: HistoryText? = nil
    ) {
        look = CanvasLook(paper: paper, curve: TransferCurve.of(colorSpace), base: base)
        self.history = history
        self.canvas = canvas
        self.layers = template == nil && layers.count == 1 && layers[0].isPlain ? [] : layers
        self.paper = paper
        self.template = template
    }
}
