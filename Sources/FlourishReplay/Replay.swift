import FlourishConfig
import FlourishFeeder
import FlourishImage
import FlourishPaint
import FlourishRecording

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

    public init(recordingPath: String) { self.recordingPath = recordingPath }
}

/// Figures from one replay.
public struct ReplayReport: Sendable {
    public var samples = 0
    public var frames = 0
    public var dabs: UInt64 = 0
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

/// Runs a recording through the same feeder and engine as the window, without a window.
public enum Replay {
    /// libmypaint's own harness paints its benchmark on 1000x1000.
    public static let benchmarkCanvas = (width: 1000, height: 1000)

    public static func run(_ request: ReplayRequest) throws(ReplayError) -> (ReplayReport, PaintEngine) {
        let recording: Recording
        do { recording = try RecordingParser.read(path: request.recordingPath) } catch {
            throw ReplayError(error.description)
        }
        let settings = recording.settings
        let brushName = request.brush ?? settings.brush ?? Settings().brush
        let brush: Brush
        do { brush = try Brush(named: brushName) } catch { throw ReplayError(error.description) }
        let eraserBrush: Brush
        if let radius = settings.radius { brush.radius = radius }
        if let hex = settings.color {
            guard let color = Color(hex: hex) else {
                throw ReplayError("\(request.recordingPath): color '\(hex)' is not #rrggbb")
            }
            brush.setColor(color)
        }
        // The eraser end always erases, as in the app: with the recording's eraser brush, or
        // the default one where the recording names none.
        do {
            eraserBrush = try Brush(named: settings.eraserBrush ?? Settings().eraserBrush)
        } catch { throw ReplayError(error.description) }
        eraserBrush.radius = settings.eraserRadius ?? Settings().eraserRadius
        eraserBrush.useAsEraser()
        let fallback =
            recording.format == .libmypaintBenchmark
            ? benchmarkCanvas : (Settings().canvasWidth, Settings().canvasHeight)
        let width = request.canvasWidth ?? settings.canvasWidth ?? fallback.0
        let height = request.canvasHeight ?? settings.canvasHeight ?? fallback.1

        let frames: [ReplayFrame]
        if let hz = request.frameHz {
            frames = FrameGrouping.byTime(recording.events, hz: hz)
        } else if recording.format == .flourish {
            frames = FrameGrouping.byRecordedBatch(recording.events)
        } else {
            frames = FrameGrouping.byTime(recording.events, hz: 120)
        }

        let engine = PaintEngine(width: width, height: height, brush: brush)
        engine.setBrush(eraserBrush, for: .eraser)
        var report = ReplayReport()
        report.brushPath = brush.path
        report.canvasWidth = width
        report.canvasHeight = height
        report.dirtyTiles = paint(frames, with: engine)
        report.frames = frames.count
        report.samples = frames.reduce(0) { $0 + $1.samples.count }
        report.dabs = engine.dabs

        if let out = request.outputPath {
            let image = RGBAImage(width: width, height: height, pixels: engine.tiles.straightRGBA8())
            do { try PNGFile.write(image, to: out) } catch { throw ReplayError(error.description) }
        }
        return (report, engine)
    }

    /// Feeds frames through a feeder into the engine, one drain per frame, as the window
    /// does. Returns how many dirty tiles the frames produced.
    @discardableResult
    public static func paint(
        _ frames: [ReplayFrame], with engine: PaintEngine, feeder: SampleFeeder = SampleFeeder()
    ) -> Int {
        var dirty = 0
        for frame in frames {
            if frame.clearsFirst { engine.clear() }
            for sample in frame.samples { feeder.push(sample) }
            let batch = feeder.drain()
            dirty += engine.continueStroke(batch).tiles.count
            feeder.recycle(batch)
        }
        return dirty
    }
}
