import FlourishDocuments
import FlourishFrameStats
import FlourishRecording
import FlourishSession
import FlourishSessionSetup
import FlourishVirtualPen
import Foundation

/// The file chooser in the real window under Xvfb, with the stand-in portal on a private
/// session bus: the frames drawn while the flood paints with a chooser open (asked, not yet
/// answered) against those with none open, in one run, as a ratio; and the time from a chosen
/// file's opening to the first frame that shows it, for a painting of 50 layers on 4096x4096.
struct FileChooserBenchmark: Benchmark {
    static let name = "file-chooser"
    let dataPath: String
    private var stage: WindowStage?
    private var portal: StandInPortal?

    init(options: BenchmarkOptions) { dataPath = options.dataPath }

    mutating func setUp() throws {
        guard FileManager.default.fileExists(atPath: dataPath) else {
            throw BenchmarkUnavailable("SKIP file-chooser benchmark: \(dataPath) is absent (it lives in ../shared/data).")
        }
        if let why = StandInPortal.unavailability { throw BenchmarkUnavailable("SKIP file-chooser benchmark: \(why).") }
        stage = try WindowStage(for: "file-chooser benchmark", needing: ["xdotool"])
        portal = try StandInPortal.start()
    }

    mutating func tearDown() {
        portal?.stop()
        stage?.close()
        (portal, stage) = (nil, nil)
    }

    func run() throws {
        guard let stage, let portal else { throw BenchmarkFailure(description: "\(Self.name): run before its set-up") }
        let painting = stage.folder.appendingPathComponent("fifty-layers.ora").path
        let made = try Self.makePainting(at: painting, from: dataPath)
        let statsPath = stage.folder.appendingPathComponent("file-chooser.json").path
        let outputPath = stage.folder.appendingPathComponent("file-chooser.out").path
        guard FileManager.default.createFile(atPath: outputPath, contents: nil), let output = FileHandle(forWritingAtPath: outputPath)
        else { throw BenchmarkFailure(description: "\(outputPath): cannot be created") }
        defer { try? output.close() }
        let app = try stage.launcher.launch(
            display: stage.display.name, xdotool: try stage.path(of: "xdotool"), name: "file-chooser",
            arguments: [
                "--config", "/dev/null", "--input", "mouse", "--window", "1024x768", "--size", "1024x768", "--no-recover",
                "--stats", statsPath, "--flood", "14000@1000/500", "--quit-after", "120",
            ], output: output, extraEnvironment: ["DBUS_SESSION_BUS_ADDRESS": portal.bus.address])
        let window = app.window
        // The flood paints for 14 s: after 2 s of warming up (the canvas's tiles made), five
        // turns of 1 s with no chooser and 1 s with one open, so drift falls on both alike.
        try app.xdo(["windowfocus", window, "key", "--window", window, "F3"])
        usleep(2_000_000)
        for turn in 1...Self.turns {
            usleep(1_000_000)
            try app.xdo(["key", "--window", window, "ctrl+o"])
            usleep(1_000_000)
            try portal.answer(turn, "cancel")
            while portal.requests.count < turn || !Self.answered(turn, in: portal) { usleep(10_000) }
        }
        usleep(1_500_000)
        // Three openings of the painting, one after another.
        for n in (Self.turns + 1)...(Self.turns + 3) {
            try portal.answer(n, "chosen \(painting)")
            try app.xdo(["key", "--window", window, "ctrl+o"])
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
                if text.components(separatedBy: "the opened painting's first frame").count - 1 >= n - Self.turns { break }
                usleep(50_000)
            }
        }
        try app.xdo(["key", "--window", window, "ctrl+q"])
        while app.process.isRunning { usleep(20_000) }
        let report = try RunReport.read(from: statsPath)
        print(
            "file-chooser: 1024x768 window, the flood painting 1000 samples a second (strokes of 0.5 s), the overlay on; "
                + "the stand-in portal on a private session bus; five turns of 1 s with no chooser, then 1 s with one open")
        guard let floodStart = report.floodStart, let floodEnd = report.floodEnd else {
            throw BenchmarkFailure(description: "\(Self.name): the flood's window is not in the report")
        }
        // From the first turn on: a second before the chooser first opened.
        let firstOpen = report.frames.first(where: \.fileChooserOpen)?.start ?? floodStart
        let flooded = report.frames.filter { $0.start >= firstOpen - 1 && $0.start <= floodEnd }
        func line(_ open: Bool, _ what: String) -> (p50: Double, p95: Double) {
            let frames = flooded.filter { $0.fileChooserOpen == open }
            let work = frames.map { $0.total * 1000 }
            let span = Self.seconds(of: open, in: flooded)
            let figures = (percentile(work, 0.5), percentile(work, 0.95))
            print(
                String(
                    format: "  %@: %d frames in %.1f s (%.0f a second), frame ms p50 %.2f, p95 %.2f", what, frames.count, span,
                    span > 0 ? Double(frames.count) / span : 0, figures.0, figures.1))
            return figures
        }
        let open = line(true, "with the file chooser open")
        let none = line(false, "with none open (reference)")
        print(String(format: "  open over none: p50 %.2f, p95 %.2f", open.p50 / none.p50, open.p95 / none.p95))
        let openings = (report.fileOpenings ?? []).map { $0 * 1000 }
        print(
            String(
                format: "  Open to the first frame, a %d-layer 4096x4096 painting (%d layer tiles, %.1f MB file; %.1f s to make): %@ ms, median %.0f ms",
                made.layers, made.tiles, Double(made.bytes) / 1_048_576, made.seconds,
                openings.map { String(format: "%.0f", $0) }.joined(separator: ", "), openings.isEmpty ? 0 : percentile(openings, 0.5)))
    }

    static let turns = 5

    /// Whether the portal logged its answer to request `n`.
    static func answered(_ n: Int, in portal: StandInPortal) -> Bool {
        let log = (try? String(contentsOfFile: "\(portal.folder)/requests.jsonl", encoding: .utf8)) ?? ""
        return log.contains("{\"n\": \(n), \"answered\"")
    }

    /// Seconds the frames spent with the chooser `open` (or not): each run of consecutive
    /// frames alike, from its first frame to the next run's first.
    static func seconds(of open: Bool, in frames: [FrameRecord]) -> Double {
        var total = 0.0
        var runStart: Double?
        for (index, frame) in frames.enumerated() {
            let next = index + 1 < frames.count ? frames[index + 1] : nil
            if frame.fileChooserOpen == open, runStart == nil { runStart = frame.start }
            if let start = runStart, next?.fileChooserOpen != open {
                total += (next?.start ?? frame.start) - start
                runStart = nil
            }
        }
        return total
    }

    /// A painting of 50 layers on a 4096x4096 canvas, each holding libmypaint's 30-second
    /// painting at one of 16 places (in turn), written as Flourish writes OpenRaster.
    static func makePainting(at path: String, from dataPath: String) throws -> (layers: Int, tiles: Int, bytes: Int, seconds: Double) {
        let start = Date()
        let recording = try RecordingParser.read(path: dataPath)
        let frames = FrameGrouping.byTime(recording.events, hz: 120)
        var setup = SessionSetup()
        (setup.brush, setup.canvasWidth, setup.canvasHeight) = ("classic/charcoal", 4096, 4096)
        let session = try PaintSession(setup: setup)
        for layer in 0..<50 {
            if layer > 0 { session.perform(.layer(.add)) }
            let cell = (Double((layer % 16) % 4 * 1024), Double((layer % 16) / 4 * 1024))
            for frame in frames {
                session.paint(frame.samples.map { var s = $0; s.x += cell.0; s.y += cell.1; s.time += Double(layer) * 100; return s })
            }
            session.perform(.liftTools)
        }
        let tiles = session.layers.entries.reduce(0) { $0 + $1.layer.tiles.allocatedTileCount }
        try DocumentWriter.write(DocumentSnapshot(session.saveRequest(to: path)), to: path)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return (session.layers.entries.count, tiles, bytes, Date().timeIntervalSince(start))
    }
}
