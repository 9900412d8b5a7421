/// What fingers do on the canvas (the `touch` setting): navigation only, painting with one
/// finger, or nothing at all.
public enum TouchMode: String, Sendable, CaseIterable {
    /// One finger pans; two pan, zoom and turn the view; taps undo and redo. The default:
    /// a finger never paints.
    case navigate
    /// One finger paints (at `touch_pressure`); two or more navigate; taps undo and redo.
    case paint
    /// Fingers are not read: the window does what it did before touch.
    case off
}
