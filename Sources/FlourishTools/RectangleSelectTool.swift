import FlourishSamples

/// Rectangle selection (Ctrl+R, then a drag): the rectangle between the press and the
/// release, in canvas pixels (whole pixels, so its edge is sharp); Shift as the drag begins
/// adds it to the selection, Alt takes it away. Escape drops it.
public struct RectangleSelectTool: SelectionTool {
    private var start: (x: Double, y: Double)?
    private var end: (x: Double, y: Double)?
    private var combination = SelectionCombination.replace
    public private(set) var drawn: (shape: SelectionShape, combination: SelectionCombination)?

    public init() {}

    public var name: String { "rectangle selection" }
    public var paintsSamples: Bool { false }
    public var keys: Set<ToolKey> { [.escape] }

    var rectangle: SelectionShape? {
        guard let start, let end else { return nil }
        let (x0, x1) = (min(start.x, end.x).rounded(), max(start.x, end.x).rounded())
        let (y0, y1) = (min(start.y, end.y).rounded(), max(start.y, end.y).rounded())
        return .rectangle(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public mutating func press(_ pointer: ToolPointer) -> ToolAction {
        guard pointer.button == ToolPointer.leftButton else { return .pass }
        start = (pointer.canvasX, pointer.canvasY)
        end = start
        combination = pointer.combination
        return .redraw
    }

    public mutating func move(_ pointer: ToolPointer) -> ToolAction {
        guard start != nil else { return .none }
        end = (pointer.canvasX, pointer.canvasY)
        return .redraw
    }

    public mutating func release(_ pointer: ToolPointer) -> ToolAction {
        guard start != nil else { return .none }
        end = (pointer.canvasX, pointer.canvasY)
        guard let rectangle, case .rectangle(_, _, let w, let h) = rectangle, w > 0, h > 0 else {
            (start, end) = (nil, nil)
            return .redraw
        }
        drawn = (rectangle, combination)
        return .commit
    }

    public mutating func key(_ key: ToolKey) -> ToolAction { key == .escape ? .cancelled : .pass }
    public mutating func cancel() -> ToolAction { .cancelled }

    public var overlay: ToolOverlay {
        guard let rectangle else { return ToolOverlay() }
        return ToolOverlay(outlines: [rectangle.outline.map { ToolOverlay.Point(x: $0.x, y: $0.y) }])
    }
}
