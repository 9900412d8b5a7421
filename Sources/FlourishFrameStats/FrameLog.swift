import FlourishStorage

/// The `--frame-log FILE.csv` writer: one CSV row per drawn frame, and at exit a summary in a
/// second file, `FILE-summary.csv`, as MangoHud writes its logs.
///
/// The summary goes to its own file rather than to trailing comment lines so that the log
/// stays plain CSV (one header, then rows) for any reader, and the summary is itself a CSV
/// with one header row and one value row that sheets and scripts read the same way.
///
/// Rows stream to a hidden temporary file beside `path`; `finish()` makes the log and then the
/// summary appear, each atomically (`AtomicFile`): a crash or a full disk leaves no log, or a
/// whole one. Dropping the log without `finish()` leaves nothing behind.
///
/// Row columns: `time_s` (the frame's start as the app gives it, seconds), `frame_ms` (work
/// time: every stage plus the overlay, the figure the summary's percentiles are made of),
/// each stage in ms (`drain_ms` … `present_ms`), `overlay_ms`, `samples`, `batch` (the same
/// number, under the name MangoHud-style tools look for), `dabs`, `newest_age_ms` and
/// `oldest_age_ms` (empty when the frame carried no samples), `confetti_pieces`.
public final class FrameLog {
    public static let header =
        "time_s,frame_ms,drain_ms,paint_ms,confetti_ms,upload_ms,render_ms,present_ms,overlay_ms,"
        + "samples,batch,dabs,newest_age_ms,oldest_age_ms,confetti_pieces"

    /// The summary's columns. Frame times are work times (see `FrameStatistics`), by nearest
    /// rank over every frame of the log. `fps_avg` is frames over duration, the rate at which
    /// the screen really changed, idle time included; the lows are the frame rate the slowest
    /// frames would allow, 1000 / the p99 (p99.9) frame time, as MangoHud defines "1% low".
    public static let summaryHeader =
        "frames,duration_s,fps_avg,frame_ms_min,frame_ms_p50,frame_ms_p95,frame_ms_p99,frame_ms_max,"
        + "fps_1pct_low,fps_0.1pct_low"

    /// Where the log appears.
    public let path: String
    /// Where the summary appears: `path` with `.csv` replaced by `-summary.csv` (or with
    /// `-summary.csv` appended when it has no `.csv`).
    public let summaryPath: String

    /// Nil once finished.
    private var file: AtomicFile?
    /// The first write that failed; `append` cannot throw (it runs inside the frame), so
    /// `finish` reports it.
    private var writeError: FileWriteError?
    /// Every frame's work time, ms, for the summary's percentiles.
    private var frameMs: [Double] = []
    private var firstStart = Double.infinity
    private var lastEnd = -Double.infinity

    /// Starts a log that will appear at `path` when finished.
    public init(path: String) throws(FileWriteError) {
        self.path = path
        summaryPath = Self.summaryPath(for: path)
        let file = try AtomicFile(path: path)
        try file.write(Self.header + "\n")
        self.file = file
        frameMs.reserveCapacity(1 << 16)
    }

    /// `path` with its `.csv` replaced by `-summary.csv`.
    static func summaryPath(for path: String) -> String {
        let stem = path.hasSuffix(".csv") ? String(path.dropLast(4)) : path
        return stem + "-summary.csv"
    }

    /// Writes one frame's row. `relative` is the frame's start in seconds from a time the
    /// caller chooses (the app's launch), so rows read as a timeline. A write error is kept
    /// for `finish()` to throw; after one, or after `finish()`, rows are dropped.
    public func append(_ frame: FrameRecord, startedAt relative: Double) {
        guard let file, writeError == nil else { return }
        let stages = frame.stages
        let cells = [
            CSVNumber.fixed(relative, digits: 6), CSVNumber.ms(frame.total),
            CSVNumber.ms(stages.drain), CSVNumber.ms(stages.paint), CSVNumber.ms(stages.confetti),
            CSVNumber.ms(stages.upload), CSVNumber.ms(stages.render), CSVNumber.ms(stages.present),
            CSVNumber.ms(frame.overlay), String(frame.samples), String(frame.samples),
            String(frame.dabs), CSVNumber.ms(frame.newestAge), CSVNumber.ms(frame.oldestAge),
            String(frame.confettiPieces),
        ]
        do {
            try file.write(cells.joined(separator: ",") + "\n")
        } catch {
            writeError = error
            return
        }
        frameMs.append(frame.total * 1000)
        firstStart = min(firstStart, relative)
        lastEnd = max(lastEnd, relative + frame.total)
    }

    /// Makes the log appear at `path`, complete, then the summary at `summaryPath`. Throws the
    /// first write error `append` met (and then leaves no log), or why a file could not be
    /// committed. A second call throws. The summary is committed last: should that one commit
    /// fail, the complete log is already in place and the error says the summary is missing.
    public func finish() throws(FileWriteError) {
        guard let file else { throw FileWriteError(path: path, reason: "the frame log is already finished") }
        self.file = nil
        if let writeError { throw writeError }
        // Written out before the log is committed, so that a summary that cannot even be
        // created fails the whole log.
        let summary = try AtomicFile(path: summaryPath)
        try summary.write(Self.summaryHeader + "\n" + summaryRow() + "\n")
        try file.commit()
        try summary.commit()
    }

    /// The summary's value row; cells that need frames are empty when there are none.
    func summaryRow() -> String {
        let sorted = frameMs.sorted()
        let count = sorted.count
        let duration = count > 0 ? lastEnd - firstStart : 0
        func ms(_ p: Double) -> String {
            Percentiles.nearestRank(sorted, p).map { CSVNumber.fixed($0, digits: 4) } ?? ""
        }
        func lowFPS(_ p: Double) -> String {
            guard let time = Percentiles.nearestRank(sorted, p), time > 0 else { return "" }
            return CSVNumber.fixed(1000 / time, digits: 2)
        }
        let cells = [
            String(count), CSVNumber.fixed(duration, digits: 6),
            duration > 0 ? CSVNumber.fixed(Double(count) / duration, digits: 2) : "",
            ms(0), ms(0.50), ms(0.95), ms(0.99), ms(1), lowFPS(0.99), lowFPS(0.999),
        ]
        return cells.joined(separator: ",")
    }
}
