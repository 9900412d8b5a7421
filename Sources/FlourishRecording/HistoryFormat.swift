/// How a painting's history is written: a preamble, then one Flourish recording per session
/// that painted it, each exactly what `--record` would have written of that session.
///
///     flourish-history 1
///     start flourish/history-start.ora
///     flourish-recording 2
///     brush ...
///     canvas 800x600
///     samples
///     s 0 ...
///     flourish-recording 2
///     ...
///     samples
///     s 0 ...
///
/// `start MEMBER` (optional) names the archive member holding the picture the first session
/// opened; without it the first session started on a blank canvas. Each `flourish-recording`
/// line begins a session, with its own header and batch numbers from 0: a session opened the
/// file the one before it saved, with a fresh undo history, so a replay starts each session
/// from the previous one's end saved and opened again, never continuing its undo steps.
public enum HistoryFormat {
    /// The history's first line.
    public static let magic = "flourish-history 1"
    /// The preamble key naming the start picture's member.
    public static let startKey = "start"
    /// The most bytes a history may have, written (`HistoryLog`) and read (the file's member,
    /// checked at the size it declares before it is inflated): one limit, so every history the
    /// app writes opens again, and nothing larger is inflated. 128 MiB is about six hours of
    /// painting like painting30sec (57 bytes a sample, 100 samples a second, 20 MB an hour:
    /// `flourish-bench history`); beyond it a save would spend seconds deflating text nobody
    /// will replay.
    public static let maxBytes = 128 << 20
    /// The most sessions a history may hold: years of opening a painting every day, and a
    /// bound on what a replay does once per session (a save and an open, a video frame), so
    /// a small file of empty sessions cannot keep a timelapse busy for hours.
    public static let maxSessions = 10_000

    /// The lines before the first session.
    public static func preamble(start: HistoryStart?) -> String {
        magic + "\n" + (start.map { "\(startKey) \($0.member)\n" } ?? "")
    }
}
