/// How wide the preprocessor draws the pen's line before shrinking the ink to 20 pixels.
public enum StrokeWidth: Sendable, Equatable {
    /// A share of the ink box's longer side. MNIST's strokes are about 0.145 of a digit's
    /// height; a pen's width does not grow with the writing, so drawing the pen's own width
    /// would shrink a 300 px digit's strokes to dots (the trap in the notes). 0.10–0.15 worked.
    case proportional(toLongerSide: Double)
    /// A fixed width in screen pixels whatever the writing's size: the design this follows,
    /// kept so tests and the benchmark can show what it costs.
    case fixed(screenPixels: Double)

    /// The width in screen pixels for ink whose box has `longerSide`.
    func screenPixels(forLongerSide longerSide: Double) -> Double {
        switch self {
        case .proportional(let share): share * longerSide
        case .fixed(let pixels): pixels
        }
    }
}
