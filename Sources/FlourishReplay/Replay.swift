import FlourishDocuments
import FlourishFeeder
import FlourishPaint
import FlourishRecording
import FlourishSession
import FlourishSessionSetup
import FlourishText

/// What a replay is asked to do; nil fields fall back to the recording's header, then to
/// defaults.
public struct ReplayRequest: Sendable {
    public var recordingPath: String
    public var brush: String?
    public var outputPath: String?
    /// Group samples into frames at this rate; nil uses a Flourish recording's own frames
    /// (so a session replays to its exact pixels) and 120 Hz for formats without frames.
    public var frameHz: Double?
    public var canvasWidth: Int?
    public var canvasHeight: Int?
    /// A PNG `outputPath` holds the whole canvas, not only the painted bounds.
    public var fullCanvas = false

    public init(recordingPath: String) { self.recordingPath = recordingPath }
}

/// Figures from one replay.
public struct ReplayReport: Sendable {
    public var samples = 0
    public var frames = 0
    public var dabs: UInt64 = 0
    /// Samples pulled onto the canvas's margin, or left out for a position that was not a
    /// number (see `PaintEngine.clampedSamples`).
    public var clampedSamples: UInt64 = 0
    /// Settings the brush files gave out of libmypaint's range, once per file and setting.
    public var brushClamps: [BrushClamp] = []
    public var dirtyTiles = 0
    public var counters = FeederCounters()
    public var brushPath = ""
    public var canvasWidth = 0
    public var canvasHeight = 0
}

/// Any failure of a replay, already phrased for the user.
public struct ReplayError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Runs a recording through the same feeder and session as the window, without a window.
public enum Replay {
    /// libmypaint's own harness paints its benchmark on 1000x1000.
    public static let benchmarkCanvas = (width: 1000, height: 1000)

    /// Replays `request`; `progress` hears the samples painted so far, of all, after each frame.
    public static func run(
        _ request: ReplayRequest, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(ReplayError) -> (ReplayReport, PaintSession) {
        let recording: Recording
        do { recording = try RecordingParser.read(path: request.recordingPath) } catch {
            throw ReplayError(error.description)
        }
        return try run(recording, request: request, progress: progress)
    }

    /// Replays a recording already parsed from `request.recordingPath`, which names it in
    /// messages: the fuzz target parses bytes that are in no file.
    public static func run(
        _ recording: Recording, request: ReplayRequest, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(ReplayError) -> (ReplayReport, PaintSession) {
        let session = try makeSession(for: recording, request: request)
        let frames = Self.frames(of: recording, hz: request.frameHz)
        var report = ReplayReport()
        report.brushPath = session.engine.brush(for: .pen).path
        report.canvasWidth = session.canvas.width
        report.canvasHeight = session.canvas.height
        let feeder = SampleFeeder()
        report.dirtyTiles = paint(frames, with: session, feeder: feeder, progress: progress)
        report.counters = feeder.counters
        report.frames = frames.count
        report.samples = frames.reduce(0) { $0 + $1.samples.count }
        report.dabs = session.engine.dabs
        report.clampedSamples = session.engine.clampedSamples
        report.brushClamps = session.brushClamps

        if let out = request.outputPath {
            let changes = session.perform(.save(path: out))
            if case .failed(let why)? = SessionSaver.carryOut(changes, for: session) { throw ReplayError(why) }
        }
        return (report, session)
    }

    /// The session a recording replays into: its header's brushes, colour and canvas, with
    /// `request`'s brush and size in their place where given. The timelapse starts from it too.
    public static func makeSession(for recording: Recording, request: ReplayRequest) throws(ReplayError) -> PaintSession {
        var base = SessionSetup()
        if recording.format == .libmypaintBenchmark {
            (base.canvasWidth, base.canvasHeight) = benchmarkCanvas
        }
        var setup: SessionSetup
        do {
            setup = try SessionSetup(
                recording: recording.settings, file: request.recordingPath, lines: recording.headerLines, over: base)
        } catch { throw ReplayError(error.description) }
        if let brush = request.brush { setup.brush = brush }
        try checkHeaderBrushes(of: recording, file: request.recordingPath, brushOverridden: request.brush != nil)
        if let width = request.canvasWidth { setup.canvasWidth = width }
        if let height = request.canvasHeight { setup.canvasHeight = height }
        if let why = setup.canvasSizeProblem { throw ReplayError("canvas \(why)") }
        setup.fullCanvasPNG = request.fullCanvas

        do { return try PaintSession(setup: setup) } catch { throw ReplayError(error.description) }
    }

    /// The frames a recording replays in: at `hz` where given; else a Flourish recording's
    /// own frames (so a session replays to its exact pixels) and 120 Hz for formats without.
    public static func frames(of recording: Recording, hz: Double? = nil) -> [ReplayFrame] {
        if let hz { return FrameGrouping.byTime(recording.events, hz: hz) }
        if recording.format == .flourish { return FrameGrouping.byRecordedBatch(recording.events) }
        return FrameGrouping.byTime(recording.events, hz: 120)
    }

    /// Feeds frames through a feeder into the session, one drain per frame, as the window
    /// does, with each frame's commands first. Returns how many dirty tiles the frames
    /// produced.
    @discardableResult
    public static func paint(
        _ frames: [ReplayFrame], with session: PaintSession, feeder: SampleFeeder = SampleFeeder(),
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Int {
        var dirty = 0
        let total = progress == nil ? 0 : frames.reduce(0) { $0 + $1.samples.count }
        var done = 0
        for frame in frames {
            for recorded in frame.commands {
                if let command = SessionCommand(recorded) { session.perform(command) }
            }
            for sample in frame.samples { feeder.push(sample) }
            let batch = feeder.drain()
            dirty += session.paint(batch).canvas.reduce(0) { $0 + $1.tiles.count }
            feeder.recycle(batch)
            if let progress {
                done += frame.samples.count
                progress(done, total)
            }
        }
        return dirty
    }

    /// A header brush that does not load is refused here, naming the recording's line, rather
    /// than later by the session, which knows only the brush's path. A brush the command line
    /// gives in its place (`--brush`) is not the header's problem.
    static func checkHeaderBrushes(of recording: Recording, file: String, brushOverridden: Bool) throws(ReplayError) {
        let brushes = [
            ("brush", brushOverridden ? nil : recording.settings.brush), ("eraser_brush", recording.settings.eraserBrush),
        ]
        for case let (key, name?) in brushes {
            guard let problem = Brush.loadProblem(name) else { continue }
            let place = recording.headerLines[key].map { "\(file):\($0)" } ?? file
            throw ReplayError(
                "\(place): \(key) '\(Excerpt.of(name))' cannot be loaded (\(problem.reason): \(Excerpt.of(problem.path, limit: 80)))")
        }
    }
}
