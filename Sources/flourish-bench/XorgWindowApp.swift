import FlourishFrameStats
import FlourishStorage
import FlourishVirtualPen
import Foundation

/// The app in a window on a private Xorg (the virtual pen's server), as the measurements from
/// outside run it (`pen-to-ink`, `finger-to-screen`): a canvas the window's size at 1:1, a
/// settings file of the benchmark's, `--stats`; started and waited for until its first frame,
/// with where its window sits and the renderer it took, and stopped by SIGTERM (a way out like
/// any other: it saves and writes its report).
struct XorgWindowApp {
    let process: Process
    /// The window's top-left corner on the screen.
    let origin: (x: Int, y: Int)
    /// The renderer as the app's "ready" line names it (with the GL driver's own name).
    let rendererLine: String
    let statsPath: String
    /// Where stdout goes: the lines the app said.
    let outputPath: String

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Starts `app` on `server` with `settings` as its settings file, a `width`x`height`
    /// canvas and window, and `extra` options, its files in `folder`; returns once it says
    /// it is ready and its window is found.
    static func launch(
        app: String, server: XorgServer, folder: URL, settings: String, width: Int, height: Int, extra: [String] = [],
        interface: String? = nil
    ) throws -> XorgWindowApp {
        // What the window remembers of its chrome (`interface` in its state folder), where given.
        if let interface {
            let state = folder.appendingPathComponent("state/flourish")
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            try interface.write(to: state.appendingPathComponent("interface"), atomically: true, encoding: .utf8)
        }
        let tag = UUID().uuidString.prefix(6)
        let config = folder.appendingPathComponent("settings-\(tag).conf").path
        try settings.write(toFile: config, atomically: true, encoding: .utf8)
        let stats = folder.appendingPathComponent("stats-\(tag).json").path
        let output = folder.appendingPathComponent("stdout-\(tag).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.arguments =
            [
                "--config", config, "--size", "\(width)x\(height)", "--window", "\(width)x\(height)",
                "--stats", stats, "--save", folder.appendingPathComponent("canvas.png").path, "--no-recover",
            ] + extra
        var environment = server.environment
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            let deadline = WaitClock.now() + 20
            var ready: Substring?
            while ready == nil {
                let text = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
                ready = text.split(separator: "\n").first { $0.hasPrefix("flourish: ready") }
                guard ready != nil || (process.isRunning && WaitClock.now() < deadline) else {
                    throw Failure(description: "the app did not start on \(server.name)")
                }
                if ready == nil { usleep(20_000) }
            }
            // "flourish: ready, window 1, renderer software, driver x11"
            let rendererLine =
                ready.flatMap { line -> String? in
                    guard let start = line.range(of: ", renderer "),
                        let end = line.range(of: ", driver ", range: start.upperBound..<line.endIndex)
                    else { return nil }
                    return String(line[start.upperBound..<end.lowerBound])
                } ?? "?"
            return XorgWindowApp(
                process: process, origin: try windowOrigin(on: server), rendererLine: rendererLine, statsPath: stats,
                outputPath: output.path)
        } catch {
            process.terminate()
            throw error
        }
    }

    /// Stops the app (SIGTERM) and reads its report.
    func finish() throws -> RunReport {
        process.terminate()
        process.waitUntilExit()
        return try RunReport.read(from: statsPath)
    }

    /// Stops the app if it still runs (a measurement that threw).
    func stop() {
        if process.isRunning { process.terminate() }
    }

    /// The lines the app said so far.
    var said: [String] {
        String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }

    /// Where the app's window is on the screen, from xdotool.
    private static func windowOrigin(on server: XorgServer) throws -> (x: Int, y: Int) {
        guard let xdotool = Executables.path(named: "xdotool") else { throw Failure(description: "xdotool is not installed") }
        func run(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xdotool)
            process.arguments = arguments
            process.environment = server.environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let id = try run(["search", "--sync", "--onlyvisible", "--classname", "flourish"])
            .split(separator: "\n").first.map(String.init) ?? ""
        let shell = try run(["getwindowgeometry", "--shell", id])
        func field(_ name: String) -> Int? {
            shell.split(separator: "\n").first { $0.hasPrefix("\(name)=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
        }
        guard let x = field("X"), let y = field("Y") else { throw Failure(description: "no window position in: \(shell)") }
        return (x, y)
    }
}
