/// Which way the pen was making gesture ink. A result recognised in one mode is not applied
/// in another: leaving gesture mode means the pen paints again, and an old digit should not
/// land after that.
public enum GestureMode: Sendable, Equatable {
    /// Gesture mode off: ink only while the pen's side button is held.
    case sideButton
    /// Gesture mode on (key G): every pen stroke is gesture ink.
    case gestureMode
}
