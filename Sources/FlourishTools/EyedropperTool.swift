/// The eyedropper: a left press picks the colour under the pointer. Ctrl held makes it the
/// tool for that press, over whatever tool is current; it never paints.
public struct EyedropperTool: CanvasTool {
    public init() {}

    public var name: String { "eyedropper" }
    public var paintsSamples: Bool { false }

    public mutating func press(_ pointer: ToolPointer) -> ToolAction {
        pointer.button == ToolPointer.leftButton ? .pickColor(x: pointer.x, y: pointer.y) : .pass
    }

    public mutating func move(_ pointer: ToolPointer) -> ToolAction { .none }
    public mutating func release(_ pointer: ToolPointer) -> ToolAction { .none }
}
