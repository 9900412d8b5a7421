import FlourishPaint
import FlourishSamples

/// A save the session asks for (`.save(path:)`, or `saveRequest(to:)`): everything the write
/// needs, taken in an instant, so the edge can write it on any thread and say when it is done
/// (`PaintSession.noteSaved(to:stateID:)`). The session writes no file itself.
public struct SaveRequest: Sendable {
    /// The canvas's tiles, frozen (no pixels copied: see `CanvasSnapshot`).
    public let canvas: CanvasSnapshot
    /// The colour under the paint.
    public let paper: Color
    /// The canvas state the snapshot holds: what `noteSaved` marks as saved once it is written.
    public let stateID: Int
    /// The file to write, in the format its extension names.
    public let path: String
    /// A PNG holds the whole canvas, not only the painted bounds (`--full-canvas`).
    public let fullCanvas: Bool

    public init(canvas: CanvasSnapshot, paper: Color, stateID: Int, path: String, fullCanvas: Bool) {
        self.canvas = canvas
        self.paper = paper
        self.stateID = stateID
        self.path = path
        self.fullCanvas = fullCanvas
    }
}
