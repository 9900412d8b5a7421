import FlourishSamples

/// One thing a recording keeps, with the frame (batch) it came in: what a session hands out,
/// as values, while it is recorded (`SessionChanges.records`), and what `RecordingWriter`
/// appends, in the order given.
public enum RecordingEntry: Sendable, Equatable {
    /// One frame's samples as the session painted them, in canvas coordinates.
    case samples([Sample], batch: Int)
    /// A command given before the samples of `batch`.
    case command(RecordedCommand, batch: Int)
    /// Gesture ink or a change of gesture mode, taken in before the samples of `batch`.
    case gesture(GestureRecord, batch: Int)
}
