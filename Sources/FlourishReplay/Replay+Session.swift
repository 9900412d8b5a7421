import FlourishMemory
import FlourishPaint
import FlourishRecording
import FlourishSession
import FlourishSessionSetup
import FlourishText

extension Replay {
    /// The session a recording replays into: its header's brushes, colour and canvas, with
    /// `request`'s brush and size in their place where given, checked against the request's
    /// memory budget before it is made. The timelapse starts from it too.
    ///
    /// The session keeps a history only where the replay saves an OpenRaster file, which
    /// carries it: anywhere else it would be a copy of the recording nobody reads.
    public static func makeSession(for header: RecordingHeader, request: ReplayRequest) throws(ReplayError) -> PaintSession {
        var base = SessionSetup()
        if header.format == .libmypaintBenchmark {
            (base.canvasWidth, base.canvasHeight) = benchmarkCanvas
            base.brush = benchmarkBrush
        }
        var setup: SessionSetup
        do {
            setup = try SessionSetup(recording: header.settings, file: request.recordingPath, lines: header.headerLines, over: base)
        } catch { throw ReplayError(error.description) }
        if let brush = request.brush { setup.brush = brush }
        try checkHeaderBrushes(of: header, file: request.recordingPath, brushOverridden: request.brush != nil)
        if let width = request.canvasWidth { setup.canvasWidth = width }
        if let height = request.canvasHeight { setup.canvasHeight = height }
        // max_canvas here; the budget below, against the request's budget, naming the line.
        let limit = (setup.maxCanvasWidth, setup.maxCanvasHeight)
        if let why = SessionSetup.canvasProblem(width: setup.canvasWidth, height: setup.canvasHeight, limit: limit) {
            throw ReplayError("canvas \(why)")
        }
        setup.fullCanvasPNG = request.fullCanvas
        setup.memoryBudget = request.memoryBudget
        if !request.keepsHistory { setup.historyLimitBytes = 0 }
        let fromHeader = request.canvasWidth == nil && request.canvasHeight == nil
        let place = fromHeader ? header.headerLines["canvas"].map { "\(request.recordingPath):\($0)" } : nil
        try checkBudget(
            canvas: (setup.canvasWidth, setup.canvasHeight), budget: request.memoryBudget, place: place ?? request.recordingPath)

        do { return try PaintSession(setup: setup) } catch { throw ReplayError(error.description) }
    }

    /// Refuses a canvas (and what else the replay holds beside it, `besides`) that the budget
    /// cannot hold, before anything of it is allocated; `place` (the file, and the line where
    /// one says the size) starts the message.
    public static func checkBudget(
        canvas: (width: Int, height: Int), besides: MemoryNeed = .none, budget: MemoryBudget, place: String
    ) throws(ReplayError) {
        do { try budget.check(PaintingCost.paintedCanvas(width: canvas.width, height: canvas.height) + besides) } catch {
            throw ReplayError("\(place): replaying it \(error)")
        }
    }

    /// A header brush that does not load is refused here, naming the recording's line, rather
    /// than later by the session, which knows only the brush's path. A brush the command line
    /// gives in its place (`--brush`) is not the header's problem.
    static func checkHeaderBrushes(of header: RecordingHeader, file: String, brushOverridden: Bool) throws(ReplayError) {
        let brushes = [
            ("brush", brushOverridden ? nil : header.settings.brush), ("eraser_brush", header.settings.eraserBrush),
        ]
        for case let (key, name?) in brushes {
            guard let problem = Brush.loadProblem(name) else { continue }
            let place = header.headerLines[key].map { "\(file):\($0)" } ?? file
            throw ReplayError(
                "\(place): \(key) '\(Excerpt.of(name))' cannot be loaded (\(problem.reason): \(Excerpt.of(problem.path, limit: 80)))")
        }
    }
}

extension ReplayRequest {
    /// Whether the replay's session keeps its history: only for an OpenRaster output.
    var keepsHistory: Bool { outputPath?.lowercased().hasSuffix(".ora") ?? false }
}
