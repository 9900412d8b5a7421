import FlourishRecording
import FlourishSamples

/// What a session keeps of what it was told, as records: the painting's history, kept always
/// (every record a recording would keep, appended as text in memory, see `HistoryLog`, and
/// written by every OpenRaster save), and, while a recording is on, the same records handed
/// out with each call's changes for the edge to write.
struct SessionLog {
    /// Whether each call's changes carry what a recording keeps.
    private(set) var isRecording = false
    private(set) var history: HistoryLog
    /// Frames (non-empty batches) painted so far: the number the next batch is recorded with.
    private(set) var batchesPainted = 0

    init(settings: RecordingSettings, limit: Int = HistoryLog.defaultLimit) {
        history = HistoryLog(settings: settings, limit: limit)
    }

    mutating func startRecording() { isRecording = true }
    mutating func stopRecording() { isRecording = false }

    /// This session's header said again, before anything of it was recorded (see
    /// `HistoryLog.restartHeader`).
    mutating func restartHeader(_ settings: RecordingSettings) {
        history.restartHeader(settings)
    }

    /// The opened file's history comes before this session's (see `PaintSession.continueHistory`).
    mutating func continueAfter(_ previous: HistoryText) {
        history.continueAfter(previous)
    }

    /// Notes a batch of samples, the next frame.
    mutating func recordSamples(_ batch: [Sample], _ changes: inout SessionChanges) {
        changes.records.append(.samples(batch, batch: batchesPainted))
        batchesPainted += 1
    }

    /// Notes `command`, given before the next frame.
    func record(_ command: RecordedCommand, _ changes: inout SessionChanges) {
        changes.records.append(.command(command, batch: batchesPainted))
    }

    /// Notes gesture ink or a change of gesture mode, before the next frame.
    func recordGesture(_ gesture: GestureRecord, _ changes: inout SessionChanges) {
        changes.records.append(.gesture(gesture, batch: batchesPainted))
    }

    /// Every record of a call goes to the history (saying so, once, where the history reached
    /// its limit); the changes carry them only while recorded.
    mutating func finish(_ changes: inout SessionChanges) {
        for entry in changes.records where history.append(entry) {
            changes.problems.append(
                "the painting's history reached its limit of \(history.limit >> 20) MiB: what is painted from now on is not kept in it")
        }
        if !isRecording { changes.records.removeAll() }
    }
}
