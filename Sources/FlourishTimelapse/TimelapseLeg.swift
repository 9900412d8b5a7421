import FlourishRecording
import FlourishSession

/// What the first pass learns of one session (a leg of the timelapse), painting it into a
/// session as the second pass will: the steps still on its canvas at its end, which are the
/// ones the video shows, as the session's own ledger has them (`EditLedger`: a stroke that
/// painted nothing is no step, so an undo after it takes back the stroke before); and its
/// samples, counted as the frames go by (no frame is kept).
struct TimelapseLeg {
    /// Steps still on the canvas at the end (every step, when showing everything), in
    /// ascending order, as `EditLedger.stepsOnCanvas` lists them.
    private(set) var kept: [Int] = []
    /// Pen-down samples of the strokes among `kept`: the progress the video spreads its
    /// frames over.
    private(set) var keptSamples = 0
    /// Steps the video leaves out, since they were undone.
    private(set) var leftOut = 0
    /// Every sample of the session.
    private(set) var samples = 0

    private let showingEverything: Bool
    /// Pen-down samples of each stroke, by its step.
    private var samplesOf: [Int: Int] = [:]
    /// Every step that was ever on the canvas at a frame's end, or was a stroke: what
    /// `showingEverything` shows. Only followed then (the tests' negative control).
    private var everShown = Set<Int>()

    init(showingEverything: Bool) { self.showingEverything = showingEverything }

    /// Paints the session's frames, streamed from `frames`, into `session`, and keeps what
    /// the video needs of them.
    mutating func survey(_ frames: inout FrameStream, into session: PaintSession) throws(TimelapseError) {
        let painter = LegPainter()
        while true {
            let next: ReplayFrame?
            do { next = try frames.nextFrame() } catch { throw TimelapseError(error.description) }
            guard let frame = next else { break }
            painter.paint(frame, into: session) { event in
                guard case .painted(_, let down, let stroke?) = event else { return }
                samplesOf[stroke, default: 0] += down
                if showingEverything { everShown.insert(stroke) }
            }
            samples += frame.samples.count
            if showingEverything { everShown.formUnion(session.ledger.stepsOnCanvas) }
        }
        let onCanvas = session.ledger.stepsOnCanvas
        kept = showingEverything ? everShown.union(onCanvas).sorted() : onCanvas
        keptSamples = kept.reduce(0) { $0 + samplesOf[$1, default: 0] }
        leftOut = showingEverything ? 0 : session.ledger.stepsMade - kept.count
        samplesOf = [:]
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
