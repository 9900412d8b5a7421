import FlourishFeeder
import FlourishPaint
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishVideo

/// What a timelapse is asked to do.
public struct TimelapseRequest: Sendable {
    public var recordingPath: String
    public var outputPath: String
    public var width = 1920
    public var height = 1080
    public var seconds = 30.0
    public var fps = 30
    /// Show the steps that are later undone too (the tests' negative control).
    public var showsUndoneSteps = false

    public init(recordingPath: String, outputPath: String) {
        self.recordingPath = recordingPath
        self.outputPath = outputPath
    }
}

/// Figures from one timelapse.
public struct TimelapseReport: Sendable {
    public var frames = 0
    public var samples = 0
    /// Steps (strokes, clears, layer changes) the video leaves out, since they were undone.
    public var stepsLeftOut = 0
    public var canvasWidth = 0
    public var canvasHeight = 0
}

/// A recording replayed into a video: the same session and frames as `flourish replay`, so the
/// last frame is the replay's canvas, with pictures taken as the painting progresses.
///
/// Two passes: the first follows the undo history on step numbers (`StepTracker`) to learn
/// which steps are still on the canvas at the end; the second replays everything, undo and
/// redo included, and takes a picture only while the canvas holds no step that is undone
/// later. The undo history is a stack, so then the canvas is exactly a stage of the final
/// painting: a stroke undone later, and a clear undone later, never show.
public enum Timelapse {
    public static func render(
        _ request: TimelapseRequest, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(TimelapseError) -> (TimelapseReport, PaintSession) {
        let source = try TimelapseSource.open(path: request.recordingPath)
        // The first pass, session by session: each has an undo history of its own.
        let legs = source.recordings.map { recording in
            let frames = Replay.frames(of: recording)
            let (kept, keptSamples, leftOut) = survivors(of: frames, showingEverything: request.showsUndoneSteps)
            return (frames: frames, kept: kept, keptSamples: keptSamples, leftOut: leftOut)
        }
        let schedule = TimelapseSchedule(
            seconds: request.seconds, fps: request.fps, total: legs.reduce(0) { $0 + $1.keptSamples })

        let writer: VideoWriter
        do {
            writer = try VideoWriter(path: request.outputPath, width: request.width, height: request.height, fps: request.fps)
        } catch { throw TimelapseError(error.description) }
        var picture: FittedFrame?
        var sent = 0
        var done = 0
        var nextFrame = 1
        func send(_ session: PaintSession, times: Int = 1) throws(TimelapseError) {
            guard var frame = picture else { return }
            frame.update(from: session.canvas)
            picture = frame
            for _ in 0..<times {
                var buffer = writer.takeBuffer()
                buffer.withUnsafeMutableBufferPointer { out in
                    frame.pixels.withUnsafeBufferPointer { out.baseAddress!.update(from: $0.baseAddress!, count: $0.count) }
                }
                do { try writer.send(buffer) } catch { throw TimelapseError(error.description) }
                sent += 1
                progress?(sent, schedule.frameCount)
            }
        }
        /// One session's recording painted into the painting it opened, pictures taken as the
        /// painting's progress reaches them; the very first picture is the canvas it starts on.
        func render(leg index: Int, into session: PaintSession) throws(TimelapseError) {
            let leg = legs[index]
            var frame = FittedFrame(
                width: request.width, height: request.height, canvasWidth: session.canvas.width,
                canvasHeight: session.canvas.height, paper: session.paper)
            frame.markChanged([DirtyRegion(tiles: session.canvas.allocatedTiles, bounds: DirtyRegion.none.bounds)])
            picture = frame
            if index == 0 { try send(session) }
            var tracker = StepTracker()
            let feeder = SampleFeeder()
            /// Takes the body frames the progress has reached, while the canvas shows none of the
            /// steps undone later.
            func catchUp() throws(TimelapseError) {
                guard tracker.onCanvas.last.map(leg.kept.contains) ?? true else { return }
                while nextFrame <= schedule.body && done >= schedule.progressBefore(frame: nextFrame) {
                    try send(session)
                    nextFrame += 1
                }
            }
            for replayFrame in leg.frames {
                for recorded in replayFrame.commands {
                    tracker.follow(recorded)
                    if let command = SessionCommand(recorded) { picture?.markChanged(session.perform(command).canvas) }
                }
                // The frame cut where a stroke starts, so a picture can be taken between a stroke
                // that stays and one undone later; the session cuts its strokes there too, so the
                // pixels are the replay's.
                var start = 0
                for (i, sample) in replayFrame.samples.enumerated() {
                    if sample.isDown, tracker.currentStroke == nil, i > start {
                        paint(replayFrame.samples[start..<i], into: session, feeder: feeder, picture: &picture)
                        start = i
                        try catchUp()
                    }
                    tracker.follow(sample)
                    if sample.isDown, let stroke = tracker.currentStroke, leg.kept.contains(stroke) { done += 1 }
                }
                paint(replayFrame.samples[start...], into: session, feeder: feeder, picture: &picture)
                try catchUp()
            }
        }

        let session: PaintSession
        switch source {
        case .recording(let recording):
            do { session = try Replay.makeSession(for: recording, request: ReplayRequest(recordingPath: request.recordingPath)) } catch {
                throw TimelapseError(error.description)
            }
            try render(leg: 0, into: session)
        case .history(let file):
            // Each later session starts from the one before, saved and opened again, as the app
            // opened the file it saved (see `HistoryReplay`).
            var index = 0
            do {
                session = try HistoryReplay.run(file, name: request.recordingPath) { _, opened throws(ReplayError) in
                    do { try render(leg: index, into: opened) } catch { throw ReplayError("\(error)") }
                    index += 1
                }
            } catch { throw TimelapseError("\(error)") }
        }
        // The end is a stage of itself: what is left of the body, then the hold.
        while nextFrame <= schedule.body {
            try send(session)
            nextFrame += 1
        }
        try send(session, times: schedule.hold)
        do { try writer.finish() } catch { throw TimelapseError(error.description) }

        var report = TimelapseReport()
        report.frames = sent
        report.samples = legs.reduce(0) { $0 + $1.frames.reduce(0) { $0 + $1.samples.count } }
        report.stepsLeftOut = legs.reduce(0) { $0 + $1.leftOut }
        report.canvasWidth = session.canvas.width
        report.canvasHeight = session.canvas.height
        return (report, session)
    }

    private static func paint(
        _ samples: ArraySlice<Sample>, into session: PaintSession, feeder: SampleFeeder, picture: inout FittedFrame?
    ) {
        guard !samples.isEmpty else { return }
        for sample in samples { feeder.push(sample) }
        let batch = feeder.drain()
        picture?.markChanged(session.paint(batch).canvas)
        feeder.recycle(batch)
    }

    /// The first pass: the steps still on the canvas at the end (every step, when
    /// `showingEverything`), the pen-down samples of the strokes among them, and how many steps
    /// are left out.
    static func survivors(of frames: [ReplayFrame], showingEverything: Bool) -> (Set<Int>, Int, Int) {
        var tracker = StepTracker()
        var samplesOf: [Int: Int] = [:]
        var allSteps = Set<Int>()
        for frame in frames {
            for command in frame.commands { tracker.follow(command) }
            for sample in frame.samples {
                if let stroke = tracker.follow(sample) { allSteps.insert(stroke) }
                if sample.isDown, let stroke = tracker.currentStroke { samplesOf[stroke, default: 0] += 1 }
            }
            allSteps.formUnion(tracker.onCanvas)
        }
        let kept = showingEverything ? allSteps.union(tracker.onCanvas) : Set(tracker.onCanvas)
        let samples = kept.reduce(0) { $0 + (samplesOf[$1] ?? 0) }
        return (kept, samples, showingEverything ? 0 : tracker.stepsTaken - kept.count)
    }
}
