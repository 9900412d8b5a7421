import FlourishLayers
import FlourishPaint
import FlourishRecording
import FlourishSamples

/// A save the session asks for (`.save(path:)`, or `saveRequest(to:)`): everything the write
/// needs, taken in an instant, so the edge can write it on any thread and say when it is done
/// (`PaintSession.noteSaved(to:stateID:)`). The session writes no file itself.
public struct SaveRequest: Sendable {
    /// The canvas's tiles (the visible layers composited), frozen (no pixels copied: see
    /// `CanvasSnapshot`).
    public let canvas: CanvasSnapshot
    /// Every layer, bottom first, frozen likewise: what a layered file keeps.
    public let layers: [LayerSnapshot]
    /// The colour under the paint.
    public let paper: Color
    /// The painting's colour space: what its files store (`mypaint:eotf`) and encode with.
    public let colorSpace: ColorSpace
    /// What the composite (`canvas`) starts from: nothing, or the paper.
    public let base: CompositeBase
    /// The canvas state the snapshot holds: what `noteSaved` marks as saved once it is written.
    public let stateID: Int
    /// The file to write, in the format its extension names.
    public let path: String
    /// A PNG holds the whole canvas, not only the painted bounds (`--full-canvas`).
    public let fullCanvas: Bool
    /// The painting's history up to this instant, for an OpenRaster save to carry; nil: none.
    public let history: HistoryText?

    public init(
        canvas: CanvasSnapshot, layers: [LayerSnapshot] = [], paper: Color, colorSpace: ColorSpace = .legacy,
        base: CompositeBase = .transparent, stateID: Int, path: String, fullCanvas: Bool, history: HistoryText? = nil
    ) {
        self.colorSpace = colorSpace
        self.base = base
        self.history = history
        self.canvas = canvas
        self.layers = layers
        self.paper = paper
        self.stateID = stateID
        self.path = path
        self.fullCanvas = fullCanvas
    }
}
