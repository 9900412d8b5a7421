/// The brush: every pointer event's sample goes to the canvas, and the devices' samples paint.
/// The painting itself is the session's (through the feeder); the tool only says the pointer
/// is the brush's.
public struct PaintTool: CanvasTool {
    public init() {}

    public var name: String { "brush" }
    public var paintsSamples: Bool { true }

    public mutating func press(_ pointer: ToolPointer) -> ToolAction { .paint }
    public mutating func move(_ pointer: ToolPointer) -> ToolAction { .paint }
    public mutating func release(_ pointer: ToolPointer) -> ToolAction { .paint }
    /// A hover keeps the brush following the pointer (pressure 0 paints nothing).
    public mutating func hover(_ pointer: ToolPointer) -> ToolAction { .paint }
}
