/// What the grouper decided about gesture ink: values for the caller to act on, never an
/// action taken inside the module.
public enum GestureDecision: Sendable, Equatable {
    /// A tap at this point (screen pixels, the centre of the tap's box): confetti, not ink.
    case tap(x: Double, y: Double)
    /// A group is complete: recognise these strokes.
    case groupClosed(GestureGroup)
}
