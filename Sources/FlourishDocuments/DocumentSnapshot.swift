import FlourishPaint
import FlourishSamples

/// Everything a save writes, taken in an instant on the painting thread and written on any:
/// the canvas's tiles (frozen, see `CanvasSnapshot`) and the paper under them.
public struct DocumentSnapshot: Sendable {
    public let canvas: CanvasSnapshot
    public let paper: Color

    public init(canvas: CanvasSnapshot, paper: Color) {
        self.canvas = canvas
        self.paper = paper
    }
}
