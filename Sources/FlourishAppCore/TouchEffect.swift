import FlourishSamples
import FlourishSession

/// What the fingers ask the app to do, in order (see `TouchController`).
package enum TouchEffect: Equatable {
    /// A view change for the session (the view only: never recorded, never an undo step).
    case view(SessionCommand)
    /// A tap's command (undo, redo) and the key's action it stands for: carried out, recorded
    /// and counted as the key's would be.
    case tap(SessionCommand, AppAction)
    /// A finger's sample for the canvas (`touch = paint`).
    case paint(Sample)
    /// A line for stdout.
    case say(String)
}
