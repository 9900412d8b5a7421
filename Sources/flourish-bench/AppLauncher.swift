import FlourishFrameStats
import Foundation

/// The `flourish` built beside this benchmark, run on a display the three ways the window
/// benchmarks need: to its own end with `--stats` (`run`), driven by an xdotool script to its
/// quit (`runScripted`), or started and handed back with its window shown (`launch`).
struct AppLauncher {
    /// The app's path: `flourish` in this benchmark's folder (e.g. `.build/release/`).
    let app: String

    /// Where the benchmarked app keeps its recent-files list: a folder of this process's.
    static let dataFolder = FileManager.default.temporaryDirectory.appendingPathComponent("flourish-bench-data-\(getpid())").path

    init() {
        let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        app = bench.deletingLastPathComponent().appendingPathComponent("flourish").path
    }

    /// Runs the app on `display` with a `size` window and canvas, no settings, its save and its
    /// report in `folder` under `name`, and `extra` options (which must make it quit), and
    /// reads the report.
    func run(display: String, folder: URL, name: String, extra: [String], size: String = "800x600") throws -> AppRun {
        let statsPath = folder.appendingPathComponent("\(name).json").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.arguments = [
            "--config", "/dev/null", "--window", size, "--size", size,
            "--save", folder.appendingPathComponent("\(name).png").path, "--stats", statsPath,
        ] + extra
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        // Opens and saves go into a recent-files list of the benchmark's own, not the user's.
        environment["XDG_DATA_HOME"] = Self.dataFolder
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure(description: "flourish \(name) run exited with \(process.terminationStatus)")
        }
        return AppRun(report: try RunReport.read(from: statsPath))
    }

    /// Runs the app (SDL's mouse path) with `extra` options, waits for its window, plays the
    /// xdotool script `script` makes for that window (which must end by quitting), and reads the
    /// report and what the app printed. Ctrl+S and quitting save to `save` (default: a PNG in
    /// `folder`).
    func runScripted(
        display: String, folder: URL, xdotool: String, name: String, extra: [String], save: String? = nil,
        script: (String) -> [String]
    ) throws -> AppRun {
        let statsPath = folder.appendingPathComponent("\(name).json").path
        let outputPath = folder.appendingPathComponent("\(name).out").path
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
            let output = FileHandle(forWritingAtPath: outputPath)
        else { throw BenchmarkFailure(description: "\(outputPath): cannot be created") }
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
            throw BenchmarkFailure(description: "flourish \(name) run exited with \(launched.process.terminationStatus)")
        }
        var run = AppRun(report: try RunReport.read(from: statsPath))
        run.output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return run
    }

    /// Starts the app on `display` with `arguments` and `extraEnvironment`, its stdout to
    /// `output` (a file handle or a pipe), and waits for its window (a preload paints first).
    func launch(
        display: String, xdotool: String, name: String, arguments: [String], output: Any,
        extraEnvironment: [String: String] = [:]
    ) throws -> LaunchedApp {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { $1 }
        environment["DISPLAY"] = display
        // Opens and saves go into a recent-files list of the benchmark's own, not the user's.
        environment["XDG_DATA_HOME"] = Self.dataFolder
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
            throw BenchmarkFailure(description: "\(name): the window never appeared")
        }
        return LaunchedApp(process: process, window: window, xdotool: xdotool, environment: environment)
    }
}
