/// Why gesture ink could not become a digit tensor: reported as a reject, never a crash.
public enum PreprocessingFailure: Error, Sendable, Equatable {
    /// No stroke had a point.
    case emptyInk
    /// The ink has no size to scale (a dot: its box's longer side under
    /// `DigitPreprocessor.minimumInkSide`), a coordinate that is not a finite number, or a
    /// stroke too thin to leave a pixel.
    case degenerateInk
}
