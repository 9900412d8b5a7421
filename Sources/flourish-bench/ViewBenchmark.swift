import FlourishFrameStats
import FlourishRecording
import FlourishSamples
import Foundation

/// Zooming and panning a 4096x4096 canvas painted in every tile, in the real window under
/// Xvfb: the wheel and middle-button drags from xdotool, every frame's work and the tiles it
/// uploaded, beside the same gestures over the same canvas unpainted, in one run.
extension WindowBenchmark {
    func runView() throws {
        guard let xdotool = Self.which("xdotool") else {
            print("SKIP view benchmark: xdotool is not installed (apt-get install xdotool).")
            return
        }
        try withDisplay("view benchmark") { display, folder in
            let recording = folder.appendingPathComponent("fill.flourish").path
            let samples = try writeFillRecording(to: recording)
            print("view: 4096x4096 canvas painted in every tile (\(samples) samples preloaded), 1024x768 window; wheel zoom 1/16...32x and middle-button pans by xdotool")
            let painted = try runGestures(display: display.name, folder: folder, xdotool: xdotool, name: "view-painted", preload: recording)
            let empty = try runGestures(display: display.name, folder: folder, xdotool: xdotool, name: "view-empty", preload: nil)
            func line(_ label: String, _ stats: Stats) -> (p50: Double, p95: Double) {
                // Every frame after the first (the first uploads the opening view).
                let frames = Array(stats.report.frames.dropFirst())
                let work = frames.map { $0.total * 1000 }.sorted()
                let tiles = frames.map(\.tilesUploaded)
                func rank(_ p: Double) -> Double { percentile(work, p) }
                let over = work.filter { $0 > 8.33 }.count
                print(
                    String(
                        format: "  %@: %d frames; frame ms p50 %.2f, p95 %.2f, max %.2f (over 8.33 ms: %d); tiles uploaded per frame mean %.1f, max %d, frames uploading none %d",
                        label as NSString, frames.count, rank(0.5), rank(0.95), work.last ?? .nan, over,
                        Double(tiles.reduce(0, +)) / Double(max(tiles.count, 1)), tiles.max() ?? 0,
                        tiles.filter { $0 == 0 }.count))
                func stage(_ name: String, _ value: (FrameRecord) -> Double) -> String {
                    let sorted = frames.map { value($0) * 1000 }.sorted()
                    guard !sorted.isEmpty else { return "\(name) -" }
                    return String(
                        format: "%@ p50 %.2f p95 %.2f", name as NSString, sorted[sorted.count / 2],
                        sorted[min(sorted.count - 1, sorted.count * 95 / 100)])
                }
                print(
                    "    stages ms: " + [
                        stage("upload", { $0.stages.upload }), stage("render", { $0.stages.render }),
                        stage("present", { $0.stages.present }), stage("paint", { $0.stages.paint }),
                    ].joined(separator: ", "))
                return (rank(0.5), rank(0.95))
            }
            let a = line("painted", painted)
            let b = line("unpainted (reference)", empty)
            print(String(format: "  painted over unpainted: p50 %.2f, p95 %.2f; p95 over the 8.33 ms budget: %.2f", a.p50 / b.p50, a.p95 / b.p95, a.p95 / 8.33))
        }
    }

    /// A recording whose strokes cover every tile of a `width` x `height` canvas (4096x4096
    /// unless told) `passes` times over: rows 48 px apart of a wide brush, left to right.
    func writeFillRecording(to path: String, width: Int = 4096, height: Int = 4096, passes: Int = 1) throws -> Int {
        var header = RecordingSettings()
        header.brush = "classic/pen"
        header.radius = 30
        header.color = "#3a5a8c"
        header.canvasWidth = width
        header.canvasHeight = height
        let writer = try RecordingWriter(path: path, settings: header)
        var time = 1.0
        var batch = 0
        var count = 0
        let rows = (0..<passes).flatMap { _ in stride(from: 24, to: height, by: 48) }
        for row in rows {
            var samples: [Sample] = []
            for x in stride(from: -16, through: width + 16, by: 8) {
                let down = x > -16 && x < width + 16
                let wave = 12 * sin(Double(x) / 90 + Double(row))
                samples.append(
                    Sample(x: Double(x), y: Double(row) + wave, pressure: down ? 0.8 : 0, time: time, tool: .pen, buttons: down ? .primary : []))
                time += 0.004
            }
            try writer.append(samples, batch: batch)
            batch += 1
            count += samples.count
        }
        try writer.finish()
        return count
    }

    private func runGestures(display: String, folder: URL, xdotool: String, name: String, preload: String?) throws -> Stats {
        try runScripted(
            display: display, folder: folder, xdotool: xdotool, name: name,
            extra: ["--window", "1024x768", "--size", "4096x4096"] + (preload.map { ["--preload", $0] } ?? [])
        ) { window in
            viewScript(window)
        }
    }

    /// Runs the app (SDL's mouse path) with `extra` options, waits for its window, plays the
    /// xdotool script `script` makes for that window (which must end by quitting), and reads the
    /// report and what the app printed. Ctrl+S and quitting save to `save` (default: a PNG in
    /// `folder`).
    func runScripted(
        display: String, folder: URL, xdotool: String, name: String, extra: [String], save: String? = nil,
        script: (String) -> [String]
    ) throws -> Stats {
        let statsPath = folder.appendingPathComponent("\(name).json").path
        let outputPath = folder.appendingPathComponent("\(name).out").path
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
            let output = FileHandle(forWritingAtPath: outputPath)
        else { throw Failure(description: "\(outputPath): cannot be created") }
        defer { try? output.close() }
        let launched = try launch(
            display: display, xdotool: xdotool, name: name,
            arguments: [
                "--config", "/dev/null", "--input", "mouse",
                "--save", save ?? folder.appendingPathComponent("\(name).png").path, "--stats", statsPath,
                "--quit-after", "120",
            ] + extra, output: output)
        usleep(500_000)
        try launched.xdo(script(launched.window))
        launched.process.waitUntilExit()
        guard launched.process.terminationStatus == 0 else {
            throw Failure(description: "flourish \(name) run exited with \(launched.process.terminationStatus)")
        }
        var stats = Stats(report: try RunReport.read(from: statsPath))
        stats.output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return stats
    }

    /// The app running under a display, with its window shown.
    struct LaunchedApp {
        let process: Process
        /// The window's X id, as xdotool names it.
        let window: String
        let xdotool: String
        /// The app's environment (its `DISPLAY`), which xdotool runs in too.
        let environment: [String: String]

        /// Runs xdotool with `arguments` against the app's display and waits for it.
        func xdo(_ arguments: [String]) throws {
            let tool = Process()
            tool.executableURL = URL(fileURLWithPath: xdotool)
            tool.arguments = arguments
            tool.environment = environment
            tool.standardOutput = FileHandle.nullDevice
            tool.standardError = FileHandle.nullDevice
            try tool.run()
            tool.waitUntilExit()
        }
    }

    /// Starts the app on `display` with `arguments`, its stdout to `output` (a file handle or a
    /// pipe), and waits for its window (a preload paints first).
    func launch(display: String, xdotool: String, name: String, arguments: [String], output: Any) throws -> LaunchedApp {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = output
        try process.run()
        var window = ""
        for _ in 0..<600 where window.isEmpty {
            let search = Process()
            let pipe = Pipe()
            search.executableURL = URL(fileURLWithPath: xdotool)
            search.arguments = ["search", "--onlyvisible", "--classname", "flourish"]
            search.environment = environment
            search.standardOutput = pipe
            try search.run()
            search.waitUntilExit()
            window = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n").first.map(String.init) ?? ""
            if window.isEmpty { usleep(100_000) }
        }
        guard !window.isEmpty else {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "\(name): the window never appeared")
        }
        return LaunchedApp(process: process, window: window, xdotool: xdotool, environment: environment)
    }

    /// In and out through every zoom, with pans, on a 1024x768 window.
    private func viewScript(_ window: String) -> [String] {
        var script = ["windowfocus", window, "mousemove", "--window", window, "512", "384", "sleep", "0.2"]
        func zoom(_ notches: Int, up: Bool) -> [String] {
            var steps: [String] = []
            for i in 0..<notches {
                steps += ["mousemove", "--window", window, "\(400 + i * 9)", "\(300 + i * 5)", "click", up ? "4" : "5", "sleep", "0.03"]
            }
            return steps
        }
        func pan(_ dx: Int, _ dy: Int) -> [String] {
            let start = (x: dx > 0 ? 100 : 900, y: dy > 0 ? 100 : 650)
            var steps = ["mousemove", "--window", window, "\(start.x)", "\(start.y)", "mousedown", "2"]
            for k in 1...40 {
                steps += ["mousemove", "--window", window, "\(start.x + dx * k / 40)", "\(start.y + dy * k / 40)", "sleep", "0.01"]
            }
            return steps + ["mouseup", "2", "sleep", "0.05"]
        }
        // From the fit (3/16) in to about 1:1, then long pans that take the view past the
        // texture's margin; on in to 32x and pan; all the way out to 1/16 and pan; Home.
        script += zoom(12, up: true)
        script += pan(800, 500) + pan(-800, -500) + pan(800, 0) + pan(0, 550)
        script += zoom(12, up: true)
        script += pan(600, 300) + pan(-600, -300)
        script += zoom(40, up: false)
        script += pan(300, 200)
        script += ["key", "--window", window, "Home", "sleep", "0.3", "key", "--window", window, "ctrl+q"]
        return script
    }
}
