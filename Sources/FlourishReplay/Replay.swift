import FlourishDocuments
import FlourishFeeder
import FlourishMemory
import FlourishPaint
import FlourishRecording
import FlourishSession

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
    /// What the replay may take (`memory_limit_mb`, else a share of the machine's): its
    /// canvas is checked against it before it is made.
    public var memoryBudget = MemoryBudget.machineDefault

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
///
/// The file is checked whole first (every line read, no event kept), so a bad line is said
/// before anything is painted; then its frames are streamed from the text into the session,
/// one at a time, so a replay holds the text, the canvas and one frame, whatever the length.
public enum Replay {
    /// libmypaint's own harness paints its benchmark on 1000x1000.
    public static let benchmarkCanvas = (width: 1000, height: 1000)
    /// A libmypaint benchmark names no brush: it replays with the pencil, the brush every figure
    /// and fingerprint of it was taken with (the window's slot 1 starts with an inker now).
    public static let benchmarkBrush = "classic/pencil"

    /// Replays `request`; `progress` hears the samples painted so far, of all, after each frame.
    public static func run(
        _ request: ReplayRequest, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(ReplayError) -> (ReplayReport, PaintSession) {
        let recording: CheckedRecording
        do { recording = try CheckedRecording.read(path: request.recordingPath) } catch {
            throw ReplayError(error.description)
        }
        return try run(recording, request: request, progress: progress)
    }

    /// Replays a recording already read and checked (the fuzz target's bytes are in no file;
    /// the recording's `file` names it in messages).
    public static func run(
        _ recording: CheckedRecording, request: ReplayRequest, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(ReplayError) -> (ReplayReport, PaintSession) {
        let session = try makeSession(for: recording.header, request: request)
        var frames: FrameStream
        do { frames = try recording.frames(hz: request.frameHz) } catch { throw ReplayError(error.description) }
        var report = ReplayReport()
        report.brushPath = session.engine.brush(for: .pen).path
        report.canvasWidth = session.canvas.width
        report.canvasHeight = session.canvas.height
        let feeder = SampleFeeder()
        let total = recording.outline.samples
        let painted = try paint(&frames, with: session, feeder: feeder) { done in progress?(done, total) }
        report.dirtyTiles = painted.dirtyTiles
        report.frames = painted.frames
        report.samples = painted.samples
        report.counters = feeder.counters
        report.dabs = session.engine.dabs
        report.clampedSamples = session.engine.clampedSamples
        report.brushClamps = session.brushClamps

        if let out = request.outputPath {
            let changes = session.perform(.save(path: out))
            if case .failed(let why)? = SessionSaver.carryOut(changes, for: session) { throw ReplayError(why) }
        }
        return (report, session)
    }
}
