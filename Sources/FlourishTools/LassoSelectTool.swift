import FlourishSamples

/// Freehand selection (Ctrl+L, then a drag): the outline the pointer traces, closed from its
/// last point back to its first; Shift as the drag begins adds it, Alt takes it away.
/// Points closer than a window pixel to the last one are left out.
public struct LassoSelectTool: SelectionTool {
    private var points: [Double] = []
    private var combination = SelectionCombination.replace
    public private(set) var drawn: (shape: SelectionShape, combination: SelectionCombination)?

    public init() {}

    public var name: String { "lasso selection" }
    public var paintsSamples: Bool { false }
    public var keys: Set<ToolKey> { [.escape] }

    public mutating func press(_ pointer: ToolPointer) -> ToolAction {
        guard pointer.button == ToolPointer.leftButton else { return .pass }
        points = [pointer.canvasX, pointer.canvasY]
        combination = pointer.combination
        return .redraw
    }

    public mutating func move(_ pointer: ToolPointer) -> ToolAction {
        guard points.count >= 2 else { return .none }
        let (lx, ly) = (points[points.count - 2], points[points.count - 1])
        let step = pointer.canvasPerWindowPixel
        guard abs(pointer.canvasX - lx) >= step || abs(pointer.canvasY - ly) >= step else { return .none }
        points += [pointer.canvasX, pointer.canvasY]
        return .redraw
    }

    public mutating func release(_ pointer: ToolPointer) -> ToolAction {
        guard points.count >= 6 else {
            points = []
            return .redraw
        }
        drawn = (.polygon(points), combination)
        return .commit
    }

    public mutating func key(_ key: ToolKey) -> ToolAction { key == .escape ? .cancelled : .pass }
    public mutating func cancel() -> ToolAction { .cancelled }

    public var overlay: ToolOverlay {
        guard points.count >= 4 else { return ToolOverlay() }
        return ToolOverlay(outlines: [SelectionShape.polygon(points).outline.map { ToolOverlay.Point(x: $0.x, y: $0.y) }])
    }
}
