/// What a tool draws over the canvas, in canvas coordinates: outlines (a selection's marching
/// ants, a transform's box) and handles (squares of a fixed size in window pixels, centred on
/// canvas points). The app maps every point through the view.
public struct ToolOverlay: Equatable, Sendable {
    public struct Point: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// Closed outlines, each a list of corners.
    public var outlines: [[Point]] = []
    /// Handle centres.
    public var handles: [Point] = []
    /// Handles' side in window pixels.
    public static let handleSize = 9.0

    public init(outlines: [[Point]] = [], handles: [Point] = []) {
        self.outlines = outlines
        self.handles = handles
    }

    public var isEmpty: Bool { outlines.isEmpty && handles.isEmpty }
}
