/// What the eyedropper (Ctrl with a click) picks the colour of: what the painting shows (the
/// visible layers over the paper, MyPaint's default), or the current layer alone (over the
/// paper where it is transparent).
public enum EyedropperSource: String, Sendable, Equatable, CaseIterable {
    case composite
    case layer
}
