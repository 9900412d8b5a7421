import FlourishPaint
import FlourishRecording
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
            canvasHeight: session.canvas.height, look: session.canvasLook)
        frame.markChanged([DirtyRegion(tiles: session.canvas.allocatedTiles, bounds: DirtyRegion.none.bounds)])
        picture = frame
        if index == 0 { try send(session) }
        let painter = LegPainter()
        while let replayFrame = try next(&frames) {
            try painter.paint(replayFrame, into: session) { (event) throws(TimelapseError) in
                switch event {
                case .performed(let changes):
                    picture?.markChanged(changes.canvas)
                case .betweenStrokes:
                    try catchUp(session, leg: leg)
                case .painted(let changes, let down, let stroke):
                    picture?.markChanged(changes.canvas)
                    if let stroke, leg.keeps(stroke) { done += down }
                }
            }
            try catchUp(session, leg: leg)
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
    /// steps undone later: its newest step is one the video keeps (the history is a stack, so
    /// then every step under it is too).
    private mutating func catchUp(_ session: PaintSession, leg: TimelapseLeg) throws(TimelapseError) {
        guard session.ledger.newestStepOnCanvas.map(leg.keeps) ?? true else { return }
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
        frame.update(from: session.canvas, look: session.canvasLook)
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

    private func next(_ frames: inout FrameStream) throws(TimelapseError) -> ReplayFrame? {
        do { return try frames.nextFrame() } catch { throw TimelapseError(error.description) }
    }
}
