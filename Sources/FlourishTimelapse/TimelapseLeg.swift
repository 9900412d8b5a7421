import FlourishRecording

/// What the first pass learns of one session (a leg of the timelapse): the steps still on its
/// canvas at its end, which are the ones the video shows, and its samples, counted as the
/// frames go by (no frame is kept).
struct TimelapseLeg {
    /// Steps still on the canvas at the end (every step, when showing everything), in
    /// ascending order, as `StepTracker.onCanvas` keeps them.
    private(set) var kept: [Int] = []
    /// Pen-down samples of the strokes among `kept`: the progress the video spreads its
    /// frames over.
    private(set) var keptSamples = 0
    /// Steps the video leaves out, since they were undone.
    private(set) var leftOut = 0
    /// Every sample of the session.
    private(set) var samples = 0

    private let showingEverything: Bool
    private var tracker = StepTracker()
    /// Pen-down samples of each stroke, by step number (index `step - 1`); 0 for other steps.
    private var samplesOf: [Int] = []
    /// Every step that was ever on the canvas at a frame's end, or was a stroke: what
    /// `showingEverything` shows. Only followed then (the tests' negative control).
    private var everShown = Set<Int>()

    init(showingEverything: Bool) { self.showingEverything = showingEverything }

    /// Follows one frame of the session, in order.
    mutating func follow(_ frame: ReplayFrame) {
        for command in frame.commands { tracker.follow(command) }
        for sample in frame.samples {
            if let stroke = tracker.follow(sample), showingEverything { everShown.insert(stroke) }
            if sample.isDown, let stroke = tracker.currentStroke {
                while samplesOf.count < stroke { samplesOf.append(0) }
                samplesOf[stroke - 1] += 1
            }
        }
        samples += frame.samples.count
        if showingEverything { everShown.formUnion(tracker.onCanvas) }
    }

    /// After the session's last frame: what it keeps.
    mutating func finish() {
        kept = showingEverything ? everShown.union(tracker.onCanvas).sorted() : tracker.onCanvas
        keptSamples = kept.reduce(0) { $0 + ($1 <= samplesOf.count ? samplesOf[$1 - 1] : 0) }
        leftOut = showingEverything ? 0 : tracker.stepsTaken - kept.count
        samplesOf = []
        everShown = []
    }

    /// Whether `step` is one the video shows (a binary search of `kept`).
    func keeps(_ step: Int) -> Bool {
        var (low, high) = (0, kept.count)
        while low < high {
            let middle = (low + high) / 2
            if kept[middle] < step { low = middle + 1 } else { high = middle }
        }
        return low < kept.count && kept[low] == step
    }
}
