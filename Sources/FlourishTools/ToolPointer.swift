/// One pointer event as a tool sees it: where it is in the window and on the canvas, which
/// button, and the modifiers held when it happened (in event order, not SDL's state now).
public struct ToolPointer: Equatable, Sendable {
    /// Window pixels.
    public var x: Double
    public var y: Double
    /// The same point on the canvas, through the view.
    public var canvasX: Double
    public var canvasY: Double
    /// Canvas pixels per window pixel (1 / zoom): how big a handle of so many window pixels
    /// is on the canvas.
    public var canvasPerWindowPixel: Double
    /// SDL's numbering: 1 left, 2 middle, 3 right; 0 for a hover.
    public var button: Int
    public var shift: Bool
    public var alt: Bool

    public init(
        x: Double, y: Double, canvasX: Double? = nil, canvasY: Double? = nil, canvasPerWindowPixel: Double = 1,
        button: Int = 1, shift: Bool = false, alt: Bool = false
    ) {
        self.x = x
        self.y = y
        self.canvasX = canvasX ?? x
        self.canvasY = canvasY ?? y
        self.canvasPerWindowPixel = canvasPerWindowPixel
        self.button = button
        self.shift = shift
        self.alt = alt
    }

    public static let leftButton = 1
    public static let middleButton = 2
}
