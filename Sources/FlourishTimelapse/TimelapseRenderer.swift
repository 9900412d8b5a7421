import FlourishFeeder
import FlourishPaint
import FlourishRecording
import FlourishSamples
import FlourishSession
import FlourishVideo

/// The second pass: each session's frames painted into its session as they are read, and
/// pictures taken as the painting's progress reaches them, only while the canvas shows none
/// of the steps undone later (see `Timelapse`).
struct TimelapseRenderer {
    let writer: VideoWriter
    let schedule: TimelapseSchedule
    let progress: ((_ done: Int, _ total: Int) -> Void)?
    private var picture: FittedFrame?
    /// Video frames sent so far.
    private(set) var sent = 0
    /// Progress so far: pen-down samples of strokes that stay.
    private var done = 0
    /// The next body frame to take (1...schedule.body).
    private var nextFrame = 1

    init(writer: VideoWriter, schedule: TimelapseSchedule, progress: ((_ done: Int, _ total: Int) -> Void)?) {
        (self.writer, self.schedule, self.progress) = (writer, schedule, progress)
    }

    /// One session's frames painted into the painting it opened, pictures taken as the
    /// painting's progress reaches them; the very first picture is the canvas it starts on.
    mutating func render(
        leg: TimelapseLeg, index: Int, frames: inout FrameStream, into session: PaintSession
    ) throws(TimelapseError) {
        var frame = FittedFrame(
            width: writer.width, height: writer.height, canvasWidth: session.canvas.width,
            canvasHeight: session.canvas.height, paper: session.paper)
        frame.markChanged([DirtyRegion(tiles: session.canvas.allocatedTiles, bounds: DirtyRegion.none.bounds)])
        picture = frame
        if index == 0 { try send(session) }
        var tracker = StepTracker()
        let feeder = SampleFeeder()
        while let replayFrame = try next(&frames) {
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
                    paint(replayFrame.samples[start..<i], into: session, feeder: feeder)
                    start = i
                    try catchUp(session, leg: leg, tracker: tracker)
                }
                tracker.follow(sample)
                if sample.isDown, let stroke = tracker.currentStroke, leg.keeps(stroke) { done += 1 }
            }
            paint(replayFrame.samples[start...], into: session, feeder: feeder)
            try catchUp(session, leg: leg, tracker: tracker)
        }
    }

    /// The end is a stage of itself: what is left of the body, then the hold; the file is
    /// complete after it.
    mutating func finish(_ session: PaintSession) throws(TimelapseError) {
        while nextFrame <= schedule.body {
            try send(session)
            nextFrame += 1
        }
        try send(session, times: schedule.hold)
        do { try writer.finish() } catch { throw TimelapseError(error.description) }
    }

    /// Takes the body frames the progress has reached, while the canvas shows none of the
    /// steps undone later.
    private mutating func catchUp(_ session: PaintSession, leg: TimelapseLeg, tracker: StepTracker) throws(TimelapseError) {
        guard tracker.onCanvas.last.map(leg.keeps) ?? true else { return }
        while nextFrame <= schedule.body && done >= schedule.progressBefore(frame: nextFrame) {
            try send(session)
            nextFrame += 1
        }
    }

    private mutating func send(_ session: PaintSession, times: Int = 1) throws(TimelapseError) {
        // Taken out while it is updated, so its pixels are changed in place, not copied.
        guard var frame = picture else { return }
        picture = nil
        defer { picture = frame }
        frame.update(from: session.canvas)
        for _ in 0..<times {
            var buffer = writer.takeBuffer()
            buffer.withUnsafeMutableBufferPointer { out in
                frame.pixels.withUnsafeBufferPointer { pixels in
                    guard let to = out.baseAddress, let from = pixels.baseAddress else { return }
                    to.update(from: from, count: min(out.count, pixels.count))
                }
            }
            do { try writer.send(buffer) } catch { throw TimelapseError(error.description) }
            sent += 1
            progress?(sent, schedule.frameCount)
        }
    }

    private mutating func paint(_ samples: ArraySlice<Sample>, into session: PaintSession, feeder: SampleFeeder) {
        guard !samples.isEmpty else { return }
        for sample in samples { feeder.push(sample) }
        let batch = feeder.drain()
        picture?.markChanged(session.paint(batch).canvas)
        feeder.recycle(batch)
    }

    private func next(_ frames: inout FrameStream) throws(TimelapseError) -> ReplayFrame? {
        do { return try frames.nextFrame() } catch { throw TimelapseError(error.description) }
    }
}
