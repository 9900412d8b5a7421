import FlourishStorage
import FlourishVirtualPen
import Foundation

/// What a window benchmark runs the real app on: a private Xvfb server with the standard
/// 1024x768 screen, a scratch folder for the app's files, and the launcher of the `flourish`
/// built beside this benchmark. Made in a benchmark's `setUp`, closed in its `tearDown`; both
/// server and folder are gone after `close`.
final class WindowStage {
    let display: XvfbServer
    let folder: URL
    let launcher: AppLauncher
    /// The X clients asked for, by name, with their paths.
    private let tools: [String: String]
    private var closed = false

    /// Checks that `tools` (X clients beside Xvfb, e.g. xdotool) and Xvfb are on PATH, in that
    /// order, and that the app is built; then starts the server and makes the folder. Throws
    /// `BenchmarkUnavailable` naming `what` where a program is missing.
    init(for what: String, needing tools: [String] = []) throws {
        var found: [String: String] = [:]
        for tool in tools {
            guard let path = Executables.path(named: tool) else { throw Self.missing(tool, for: what) }
            found[tool] = path
        }
        guard XvfbServer.available else { throw Self.missing("Xvfb", for: what) }
        let launcher = AppLauncher()
        guard FileManager.default.isExecutableFile(atPath: launcher.app) else {
            throw BenchmarkFailure(description: "\(launcher.app) is missing: build the flourish product first")
        }
        self.tools = found
        self.launcher = launcher
        display = try XvfbServer.launch()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flourish-bench-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            display.stop()
            throw error
        }
    }

    deinit { close() }

    /// Runs `body` on a stage opened for `what` and closes it afterwards; where a program is
    /// missing, prints the SKIP line instead. For a window part inside a larger benchmark
    /// (confetti's, the documents' frames during saves), whose other parts run regardless.
    static func with(_ what: String, needing tools: [String] = [], _ body: (WindowStage) throws -> Void) throws {
        let stage: WindowStage
        do {
            stage = try WindowStage(for: what, needing: tools)
        } catch let unavailable as BenchmarkUnavailable {
            print(unavailable.line)
            return
        }
        defer { stage.close() }
        try body(stage)
    }

    /// The path of a tool asked for in `init`.
    func path(of tool: String) throws -> String {
        guard let path = tools[tool] else { throw BenchmarkFailure(description: "\(tool) was not asked for by the stage") }
        return path
    }

    /// Stops the server and removes the folder. Safe to call twice.
    func close() {
        if closed { return }
        closed = true
        display.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// "SKIP <what>: xdotool is not installed (apt-get install xdotool)."
    private static func missing(_ program: String, for what: String) -> BenchmarkUnavailable {
        BenchmarkUnavailable("SKIP \(what): \(program) is not installed (apt-get install \(program.lowercased())).")
    }
}
