/// What the fingers ask of the app, in the order it must be done: the view anchored, moved
/// or put back, a tap's command, a finger's paint, and the ends of a gesture.
public enum TouchAction: Sendable, Equatable {
    /// The view as it is now is the one later `moveView`s move (fingers came or went).
    /// `sequenceStart`: the first anchor of the fingers' gesture, which a tap puts back.
    case anchorView(sequenceStart: Bool)
    /// The view moves by this window-plane similarity since the last anchor.
    case moveView(Similarity)
    /// The view goes back to where the gesture found it: a tap moved it a little.
    case restoreView
    /// Two or three fingers tapped (two: undo, three: redo).
    case tap(fingers: Int)
    /// A finger paints (`touch = paint`) at a window point; `down` false lifts it.
    case paint(x: Double, y: Double, time: Double, down: Bool)
    /// The pen came near while fingers were down: the gesture ends where it got to, and those
    /// fingers are ignored until they lift.
    case cancelled
    /// A finger came down while the pen was near: it is ignored until it lifts. Said once for
    /// fingers that come down together.
    case refused
    /// The last finger lifted.
    case gestureEnded
}
