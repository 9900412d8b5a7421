import FlourishFrameClock

/// The frame-time overlay's figures, updated one frame at a time.
///
/// Two windows, as in MangoHud: a short one (`graphFrames`, 240 by default) for the graph and
/// the per-frame means, and a long one (`windowFrames`, 10,000) for the percentiles, the rates
/// and the input latency. Recording a frame allocates nothing; the percentile windows are kept
/// sorted as frames come and go, so reading them costs no sort.
///
/// **Frame time is the frame's work time** (`FrameRecord.total`, every stage plus the overlay),
/// not the interval between frame starts. For a game that draws frames back to back the two
/// are the same thing; Flourish draws on demand, and the gap between two frames drawn a second
/// apart is idle time, not a slow frame. Work time is what decides whether a frame made its
/// deadline; the rate at which frames really came is `framesPerSecond(now:)`.
///
/// Not thread-safe: the render loop owns it.
public final class FrameStatistics {
    /// What the long window keeps of each frame.
    private struct WindowEntry {
        var start: Double
        var frameMs: Double
        var samples: Int
        var newestAgeMs: Double?
        var oldestAgeMs: Double?
    }

    /// MangoHud averages its FPS over 500 ms: long enough to be readable, short enough to
    /// follow a stroke.
    static let fpsWindow = 0.5
    /// Samples per second are counted over a whole second, so the figure reads as a rate.
    static let sampleRateWindow = 1.0

    private var recent: RingBuffer<FrameRecord>
    private var window: RingBuffer<WindowEntry>
    private var sortedFrameMs: SortedWindow
    private var sortedNewestAgeMs: SortedWindow
    private var sortedOldestAgeMs: SortedWindow

    /// Frames recorded since the start (or the last `reset`), beyond what the windows keep.
    public private(set) var framesRecorded = 0

    /// - Parameters:
    ///   - graphFrames: frames the graph and the means cover; must be positive.
    ///   - windowFrames: frames the percentiles, the rates and the latency figures cover; must
    ///     be positive.
    public init(graphFrames: Int = 240, windowFrames: Int = 10_000) {
        precondition(graphFrames > 0 && windowFrames > 0, "frame windows must be positive")
        recent = RingBuffer(capacity: graphFrames)
        window = RingBuffer(capacity: windowFrames)
        sortedFrameMs = SortedWindow(capacity: windowFrames)
        sortedNewestAgeMs = SortedWindow(capacity: windowFrames)
        sortedOldestAgeMs = SortedWindow(capacity: windowFrames)
    }

    /// Adds one drawn frame. Frames are expected in the order they started.
    public func record(_ frame: FrameRecord) {
        framesRecorded += 1
        recent.append(frame)
        if window.count == window.capacity, let dropped = window.first {
            sortedFrameMs.remove(dropped.frameMs)
            if let age = dropped.newestAgeMs { sortedNewestAgeMs.remove(age) }
            if let age = dropped.oldestAgeMs { sortedOldestAgeMs.remove(age) }
        }
        let entry = WindowEntry(
            start: frame.start, frameMs: frame.total * 1000, samples: frame.samples,
            newestAgeMs: frame.newestAge.map { $0 * 1000 }, oldestAgeMs: frame.oldestAge.map { $0 * 1000 })
        window.append(entry)
        sortedFrameMs.insert(entry.frameMs)
        if let age = entry.newestAgeMs { sortedNewestAgeMs.insert(age) }
        if let age = entry.oldestAgeMs { sortedOldestAgeMs.insert(age) }
    }

    /// Forgets every frame (e.g. after the canvas was cleared, to measure afresh).
    public func reset() {
        framesRecorded = 0
        recent.removeAll()
        window.removeAll()
        sortedFrameMs.removeAll()
        sortedNewestAgeMs.removeAll()
        sortedOldestAgeMs.removeAll()
    }

    /// The last `graphFrames` frame times in ms, oldest first, raw: no smoothing, so a single
    /// slow frame stays visible as a spike (what MangoHud's users ask for).
    public var graph: [Double] {
        recent.map { $0.total * 1000 }
    }

    /// Frame times (work time, see the type's notes) over the last `windowFrames` frames, in
    /// ms, by nearest rank; nil before the first frame.
    public var frameTimeSummary: FrameSummary? {
        FrameSummary(sortedAscending: sortedFrameMs.values)
    }

    /// Frames started in the 500 ms up to `now` (the half-open interval (now − 0.5, now]),
    /// divided by 0.5 s. Time is passed in, so an idle app reads a falling rate without the
    /// overlay having to schedule frames of its own.
    public func framesPerSecond(now: Double) -> Double {
        var frames = 0
        forEachEntry(within: Self.fpsWindow, before: now) { _ in frames += 1 }
        return Double(frames) / Self.fpsWindow
    }

    /// Samples carried by frames started in the second up to `now` ((now − 1, now]), per second.
    public func samplesPerSecond(now: Double) -> Double {
        var samples = 0
        forEachEntry(within: Self.sampleRateWindow, before: now) { samples += $0.samples }
        return Double(samples) / Self.sampleRateWindow
    }

    /// Samples the newest frame carried; 0 before the first frame.
    public var lastBatch: Int { recent.last?.samples ?? 0 }

    /// The most samples one frame carried over the graph window: recent enough to tell about
    /// the stroke on screen, not one hiccup minutes ago.
    public var largestBatch: Int { recent.reduce(0) { Swift.max($0, $1.samples) } }

    /// Mean dabs per frame over the graph window; 0 before the first frame.
    public var dabsPerFrame: Double {
        mean { Double($0.dabs) }
    }

    /// Percentiles (nearest rank, ms) of how old the newest and the oldest sample of a frame
    /// were when it reached the screen, over the frames of the long window that carried
    /// samples (frames drawn only for confetti or a redraw carry none and would read as
    /// zero latency). Nil when no frame in the window carried samples.
    public var newestAgeP50: Double? { sortedNewestAgeMs.percentile(0.50) }
    public var newestAgeP95: Double? { sortedNewestAgeMs.percentile(0.95) }
    public var oldestAgeP50: Double? { sortedOldestAgeMs.percentile(0.50) }
    public var oldestAgeP95: Double? { sortedOldestAgeMs.percentile(0.95) }

    /// The mean of each stage over the graph window, in seconds; all zero before the first frame.
    public var stageMeans: FrameStages {
        var means = FrameStages()
        guard !recent.isEmpty else { return means }
        for frame in recent {
            means.drain += frame.stages.drain
            means.paint += frame.stages.paint
            means.confetti += frame.stages.confetti
            means.upload += frame.stages.upload
            means.render += frame.stages.render
            means.present += frame.stages.present
        }
        let count = Double(recent.count)
        means.drain /= count
        means.paint /= count
        means.confetti /= count
        means.upload /= count
        means.render /= count
        means.present /= count
        return means
    }

    /// The mean time the overlay itself took over the graph window, in seconds.
    public var overlayMean: Double {
        mean { $0.overlay }
    }

    private func mean(_ value: (FrameRecord) -> Double) -> Double {
        guard !recent.isEmpty else { return 0 }
        return recent.reduce(0) { $0 + value($1) } / Double(recent.count)
    }

    /// Calls `body` for each frame of the long window that started in (now − span, now],
    /// walking back from the newest and stopping at the first frame older than that.
    private func forEachEntry(within span: Double, before now: Double, _ body: (WindowEntry) -> Void) {
        var index = window.count - 1
        while index >= 0 {
            let entry = window[index]
            if entry.start <= now - span { break }
            if entry.start <= now { body(entry) }
            index -= 1
        }
    }
}
