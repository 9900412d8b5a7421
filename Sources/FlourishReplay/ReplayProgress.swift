/// What a replay that runs long shows on a terminal: the samples painted of all, and the time
/// left, on one line redrawn in place ("\r") a few times a second.
///
/// Pure: the caller passes the clock's readings, decides whether its output is a terminal,
/// and writes the text it is handed; so the decisions here are tested without waiting.
public struct ReplayProgress: Sendable {
    /// Nothing is shown for a replay shorter than this (seconds from `start`).
    public static let delay = 1.0
    /// Least time between two redraws: more would only cost the terminal.
    public static let interval = 0.25

    private let start: Double
    /// The first report: the rate is measured from it, not from `start`, which also holds
    /// the time the file took to parse.
    private var first: (time: Double, done: Int)?
    private var lastShown: Double?
    /// Characters on screen: the longest line drawn, which a shorter one must cover.
    private var shownWidth = 0

    /// What is counted: "replaying … samples", or "rendering … frames" for a timelapse.
    private let activity: String
    private let unit: String

    public init(start: Double, activity: String = "replaying", unit: String = "samples") {
        (self.start, self.activity, self.unit) = (start, activity, unit)
    }

    /// The text to write now (it starts with "\r"), or nil when the line should stay as it is.
    public mutating func update(done: Int, total: Int, now: Double) -> String? {
        if first == nil { first = (now, done) }
        guard now - start >= Self.delay else { return nil }
        if let lastShown, now - lastShown < Self.interval { return nil }
        lastShown = now
        var left: Double?
        if let first, done > first.done, now > first.time {
            let rate = Double(done - first.done) / (now - first.time)
            left = Double(max(total - done, 0)) / rate
        }
        let line = Self.describe(done: done, total: total, secondsLeft: left, activity: activity, unit: unit)
        let width = line.count
        let cover = String(repeating: " ", count: max(shownWidth - width, 0))
        shownWidth = max(shownWidth, width)
        return "\r" + line + cover
    }

    /// The text that clears the line before anything else is written, or nil when no line
    /// was shown.
    public mutating func finish() -> String? {
        guard shownWidth > 0 else { return nil }
        defer { shownWidth = 0 }
        return "\r" + String(repeating: " ", count: shownWidth) + "\r"
    }

    /// "flourish: replaying 1200 of 48000 samples (2%), 0:41 left".
    public static func describe(
        done: Int, total: Int, secondsLeft: Double?, activity: String = "replaying", unit: String = "samples"
    ) -> String {
        let percent = total > 0 ? min(done, total) * 100 / total : 100
        let left = secondsLeft.map { "\(clock($0)) left" } ?? "estimating the time left"
        return "flourish: \(activity) \(done) of \(total) \(unit) (\(percent)%), \(left)"
    }

    /// Whole seconds, rounded up, as `m:ss` or `h:mm:ss`.
    public static func clock(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? Int(min(max(seconds, 0), 359_999).rounded(.up)) : 359_999
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}
