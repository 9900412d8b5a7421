/// What a tool's answer to an event asks the app to do.
public enum ToolAction: Equatable, Sendable {
    /// Not this tool's: the next in line may take it.
    case pass
    /// Taken; nothing to show.
    case none
    /// The event's own sample paints (SDL's mouse path; the pen's samples come by the feeder).
    case paint
    /// A drag of the view began: samples from before it paint with the view they were made in.
    case panStarted
    /// The view moves by this many window pixels.
    case pan(dx: Double, dy: Double)
    /// The view turns by this many degrees (clockwise on screen) about the drag's pivot.
    case turn(degrees: Double)
    /// The colour at this window point becomes the brush's.
    case pickColor(x: Double, y: Double)
    /// What the tool shows changed (its overlay, its preview): draw a frame.
    case redraw
    /// The tool's work is done and goes into the painting as one step (the app asks the tool
    /// what it is).
    case commit
    /// The tool's work was dropped; the painting is as it was before it began.
    case cancelled
}
