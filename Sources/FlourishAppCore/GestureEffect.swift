import FlourishSamples

/// What the gesture controller asks of the app, as a value: the app carries these out in
/// order; the controller touches nothing of the app's.
package enum GestureEffect: Equatable, Sendable {
    /// Keep this in the recording, so `flourish gestures` reaches the same decisions.
    case record(GestureRecord)
    /// A tap: confetti at this window point.
    case popConfetti(x: Double, y: Double)
    /// A digit passed the gate: its brush slot becomes the current one.
    case selectSlot(Int)
    /// A line for stdout (what was tapped, what was read).
    case say(String)
    /// What the gesture layer shows changed: a frame is due.
    case redraw
    /// The overlay's gesture figures changed: its text is rendered afresh.
    case refreshOverlay
    /// A verdict is fading: frames come at the cap until it is gone, as for confetti.
    case animate
}
