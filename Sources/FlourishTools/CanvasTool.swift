/// What the pointer does on the canvas. One tool holds the canvas at a time (`ToolHost`); the
/// app feeds it the pointer, in the order the events came, from whichever device moves SDL's
/// core pointer (the mouse, and the pen through XInput2's master pointer), and carries out
/// the `ToolAction` it answers. No SDL here: tools are plain values, tested without a window.
///
/// A tool that does not paint (`paintsSamples` false) keeps the devices' samples off the
/// canvas while it is current, so a pen touching down moves a selection instead of painting
/// under it.
public protocol CanvasTool {
    /// What the title and the overlay call the tool ("brush", "transform").
    var name: String { get }
    /// Whether the devices' samples paint while this tool holds the canvas.
    var paintsSamples: Bool { get }
    /// The keys the tool takes while it is current, before the app's key table sees them.
    var keys: Set<ToolKey> { get }
    /// A button went down over the canvas; `.pass` leaves it to the next tool.
    mutating func press(_ pointer: ToolPointer) -> ToolAction
    /// The pointer moved while the button the tool took is down.
    mutating func move(_ pointer: ToolPointer) -> ToolAction
    /// The button the tool took came up.
    mutating func release(_ pointer: ToolPointer) -> ToolAction
    /// The pointer moved with no button of the tool's down.
    mutating func hover(_ pointer: ToolPointer) -> ToolAction
    /// The tool is put away mid-work (another was chosen, the painting was replaced): what it
    /// was doing is dropped, as Escape would drop it.
    mutating func cancel() -> ToolAction
    /// One of `keys` was pressed.
    mutating func key(_ key: ToolKey) -> ToolAction
    /// What the tool draws over the canvas now, in canvas coordinates (the app maps it
    /// through the view, so it turns, mirrors and zooms with the canvas).
    var overlay: ToolOverlay { get }
}

extension CanvasTool {
    public var keys: Set<ToolKey> { [] }
    public mutating func hover(_ pointer: ToolPointer) -> ToolAction { .none }
    public mutating func cancel() -> ToolAction { .none }
    public mutating func key(_ key: ToolKey) -> ToolAction { .pass }
    public var overlay: ToolOverlay { ToolOverlay() }
}
