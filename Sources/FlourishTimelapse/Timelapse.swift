import FlourishMemory
import FlourishRecording
import FlourishReplay
import FlourishSession
import FlourishSessionSetup
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
    /// What the timelapse may take (`memory_limit_mb`, else a share of the machine's): each
    /// canvas, with the video's frames, is checked against it before it is made.
    public var memoryBudget = MemoryBudget.machineDefault
    /// Given the video's temporary file's descriptor before anything is written (see
    /// `VideoWriter`): for the tests, which point it at a full device.
    package var onVideoOpen: (@Sendable (Int32) -> Void)?

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
/// Two passes over the text, each streaming its frames into a session of its own (no frame is
/// kept): the first paints everything to learn, from the session's own ledger of steps
/// (`EditLedger`, in `TimelapseLeg`), which steps are still on the canvas at the end; the
/// second paints it all again, undo and redo included, and takes a picture only while the
/// canvas holds no step that is undone later (`TimelapseRenderer`). The undo history is a
/// stack, so then the canvas is exactly a stage of the final painting: a stroke undone later,
/// and a clear undone later, never show. The first pass costs a replay; no rule of its own
/// can tell which strokes are steps, since only painting them shows which painted nothing.
///
/// The video appears at its path complete or not at all (see `VideoWriter`).
public enum Timelapse {
    public static func render(
        _ request: TimelapseRequest, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(TimelapseError) -> (TimelapseReport, PaintSession) {
        let source = try TimelapseSource.open(path: request.recordingPath)
        let video = videoNeed(request)
        var replay = ReplayRequest(recordingPath: request.recordingPath)
        replay.memoryBudget = request.memoryBudget
        // The first canvas, with the video's frames, is checked before either is made.
        if case .history = source {
            let defaults = SessionSetup()
            let settings = source.firstHeader?.settings
            let canvas = (settings?.canvasWidth ?? defaults.canvasWidth, settings?.canvasHeight ?? defaults.canvasHeight)
            do { try Replay.checkBudget(canvas: canvas, besides: video, budget: request.memoryBudget, place: request.recordingPath) } catch {
                throw TimelapseError(error.description)
            }
        }
        let legs = try survey(source, request: request, replay: replay, video: video)
        let schedule = TimelapseSchedule(seconds: request.seconds, fps: request.fps, total: legs.reduce(0) { $0 + $1.keptSamples })

        let writer: VideoWriter
        do {
            writer = try VideoWriter(
                path: request.outputPath, width: request.width, height: request.height, fps: request.fps,
                onOpen: request.onVideoOpen)
        } catch { throw TimelapseError(error.description) }
        var renderer = TimelapseRenderer(writer: writer, schedule: schedule, progress: progress)
        let session: PaintSession
        switch source {
        case .recording(let recording):
            let made = try firstSession(of: recording, replay: replay, video: video)
            var frames: FrameStream
            do { frames = try recording.frames() } catch { throw TimelapseError(error.description) }
            try renderer.render(leg: legs[0], index: 0, frames: &frames, into: made)
            session = made
        case .history(let file):
            // Each later session starts from the one before, saved and opened again, as the app
            // opened the file it saved (see `HistoryReplay`).
            do {
                session = try HistoryReplay.run(file, name: request.recordingPath, budget: request.memoryBudget, besides: video) {
                    index, frames, opened throws(ReplayError) in
                    guard legs.indices.contains(index) else { return }
                    do { try renderer.render(leg: legs[index], index: index, frames: &frames, into: opened) } catch {
                        throw ReplayError("\(error)")
                    }
                }
            } catch { throw TimelapseError("\(error)") }
        }
        try renderer.finish(session)

        var report = TimelapseReport()
        report.frames = renderer.sent
        report.samples = legs.reduce(0) { $0 + $1.samples }
        report.stepsLeftOut = legs.reduce(0) { $0 + $1.leftOut }
        report.canvasWidth = session.canvas.width
        report.canvasHeight = session.canvas.height
        return (report, session)
    }

    /// The first pass: each session's frames painted into a session of their own, streamed,
    /// as the second pass will paint them (a session that recorded nothing, which the history
    /// skips, keeps nothing).
    static func survey(
        _ source: TimelapseSource, request: TimelapseRequest, replay: ReplayRequest, video: MemoryNeed
    ) throws(TimelapseError) -> [TimelapseLeg] {
        let empty = TimelapseLeg(showingEverything: request.showsUndoneSteps)
        switch source {
        case .recording(let recording):
            var leg = empty
            let session = try firstSession(of: recording, replay: replay, video: video)
            var frames: FrameStream
            do { frames = try recording.frames() } catch { throw TimelapseError(error.description) }
            try leg.survey(&frames, into: session)
            return [leg]
        case .history(let file):
            var legs = Array(repeating: empty, count: file.outline.sessions.count)
            do {
                _ = try HistoryReplay.run(file, name: request.recordingPath, budget: request.memoryBudget, besides: video) {
                    index, frames, opened throws(ReplayError) in
                    guard legs.indices.contains(index) else { return }
                    do { try legs[index].survey(&frames, into: opened) } catch { throw ReplayError("\(error)") }
                }
            } catch { throw TimelapseError("\(error)") }
            return legs
        }
    }

    /// A recording's session, made as the replay makes it, its canvas checked with the video's
    /// frames against the budget before it is made.
    static func firstSession(
        of recording: CheckedRecording, replay: ReplayRequest, video: MemoryNeed
    ) throws(TimelapseError) -> PaintSession {
        do {
            let session = try Replay.makeSession(for: recording.header, request: replay)
            try Replay.checkBudget(
                canvas: (session.canvas.width, session.canvas.height), besides: video, budget: replay.memoryBudget,
                place: replay.recordingPath)
            return session
        } catch { throw TimelapseError(error.description) }
    }

    /// The RGBA frames a timelapse holds at once: the picture, the one being filled, and those
    /// queued for the encoder.
    static func videoNeed(_ request: TimelapseRequest) -> MemoryNeed {
        let count = VideoWriter.queueCapacity + 2
        return MemoryNeed(
            count: count, each: FittedFrame.byteCount(width: request.width, height: request.height),
            "\(count) video frames of \(request.width)x\(request.height)")
    }
}
