import FlourishRecording
import FlourishSession
import FlourishStorage

/// A session's recording, written: the session says what a recording keeps (its header, and
/// the records each call's `SessionChanges` carry); this writes them to a Flourish recording,
/// which appears at its path, complete, at `finish`.
public final class SessionRecorder {
    private let session: PaintSession
    private let writer: RecordingWriter
    private var isFinished = false

    /// Starts recording `session` to `path`, from its state now (the header's brushes and
    /// canvas); nothing is recorded when the file cannot be made.
    public init(recording session: PaintSession, to path: String) throws(FileWriteError) {
        writer = try RecordingWriter(path: path, settings: session.recordingHeader)
        self.session = session
        session.startRecording()
    }

    /// Where the recording appears at `finish`.
    public var path: String { writer.path }

    /// Appends what `changes` (from the recorded session) say to record, in order.
    public func append(_ changes: SessionChanges) throws(FileWriteError) {
        for entry in changes.records { try writer.append(entry) }
    }

    /// Stops the session's recording and commits the file; returns its path, or nil when it
    /// was finished before (every way out of the app finishes it, and they may meet).
    @discardableResult
    public func finish() throws(FileWriteError) -> String? {
        guard !isFinished else { return nil }
        isFinished = true
        session.stopRecording()
        try writer.finish()
        return writer.path
    }
}
