/// The tool chosen for the canvas, and the button it holds: a press it takes is followed to
/// its release, every motion in between is a `move`, and motion without it a `hover`. A new
/// tool puts the old one away (`cancel`), so nothing half-done outlives its tool.
public struct ToolHost {
    public private(set) var current: any CanvasTool = PaintTool()
    /// The button the current tool took, until it comes up.
    public private(set) var heldButton: Int?

    public init() {}

    public var name: String { current.name }
    public var paintsSamples: Bool { current.paintsSamples }
    /// Whether the brush is the tool (the title names other tools only).
    public var isBrush: Bool { current is PaintTool }

    /// Makes `tool` current; returns what putting the old one away did.
    @discardableResult
    public mutating func choose(_ tool: any CanvasTool) -> ToolAction {
        let action = current.cancel()
        current = tool
        heldButton = nil
        return action
    }

    /// Back to the brush (after a tool's work was applied or dropped).
    public mutating func chooseBrush() { choose(PaintTool()) }

    public mutating func press(_ pointer: ToolPointer) -> ToolAction {
        // A second button while one is held goes nowhere but to the brush (whose samples
        // only the left button makes): one drag at a time.
        guard heldButton == nil || isBrush else { return .none }
        let action = current.press(pointer)
        if action != .pass { heldButton = pointer.button }
        return action
    }

    public mutating func moved(_ pointer: ToolPointer) -> ToolAction {
        heldButton == nil ? current.hover(pointer) : current.move(pointer)
    }

    public mutating func release(_ pointer: ToolPointer) -> ToolAction {
        guard pointer.button == heldButton else {
            // The brush takes every release (its sample lifts the mouse's stroke).
            return isBrush ? current.release(pointer) : .none
        }
        heldButton = nil
        return current.release(pointer)
    }

    /// Whether the current tool takes `key`.
    public func takes(_ key: ToolKey) -> Bool { current.keys.contains(key) }

    public mutating func key(_ key: ToolKey) -> ToolAction {
        guard takes(key) else { return .pass }
        return current.key(key)
    }

    public var overlay: ToolOverlay { current.overlay }
}
