import FlourishSamples

/// What a selecting tool hands over when its drag ends: the shape it drew and how it joins
/// the selection there is (chosen by the modifiers held as the drag began).
public protocol SelectionTool: CanvasTool {
    var drawn: (shape: SelectionShape, combination: SelectionCombination)? { get }
}

extension ToolPointer {
    /// Shift adds to the selection, Alt takes away, neither replaces it.
    var combination: SelectionCombination { alt ? .subtract : shift ? .add : .replace }
}
