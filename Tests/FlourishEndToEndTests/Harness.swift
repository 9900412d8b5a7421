import FlourishStorage
import FlourishVirtualPen
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What the end-to-end tests need from the machine, found once.
enum EndToEnd {
    /// The X tools the tests drive; `.ci/run` installs them (apt: xvfb, xdotool, x11-utils).
    static let requiredTools = ["Xvfb", "xdotool", "xdpyinfo"]

    /// Required tools that are not on PATH.
    static let missingTools: [String] = requiredTools.filter { executable(named: $0) == nil }

    /// Whether a real X server and real input can be had here.
    static var toolsAvailable: Bool { missingTools.isEmpty }

    /// Whether those and `xclip` (another program on the X11 clipboard) are here.
    static var clipboardToolsAvailable: Bool { toolsAvailable && executable(named: "xclip") != nil }

    /// How many times longer than written every wait of the harness is: the number in
    /// `FLOURISH_TEST_TIMEOUT_SCALE`, which `scripts/test --sanitize` sets because the app, the
    /// test process and the clients they talk to run several times slower under ASan and TSan;
    /// 1 where it is unset or not a number of at least 1.
    static var timeoutScale: Double { WaitClock.timeoutScale }

    /// The full path of an executable on PATH, or nil.
    static func executable(named name: String) -> String? { Executables.path(named: name) }

    /// The `flourish` binary SwiftPM built beside this test bundle (the folder of
    /// /proc/self/exe, e.g. `.build/debug/`), so a custom `--scratch-path` works too.
    static func flourishBinary() throws -> String {
        var folders: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append((exe as NSString).deletingLastPathComponent)
        }
        if let bundle = Bundle.main.executableURL?.deletingLastPathComponent().path {
            folders.append(bundle)
        }
        for folder in folders {
            let candidate = "\(folder)/flourish"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw HarnessError("no 'flourish' executable beside the test bundle (looked in \(folders))")
    }

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "flourish-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// A harness failure, phrased for the test log.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Seconds on the monotonic clock.
func monotonicNow() -> Double { WaitClock.now() }

/// Everything a child wrote to one pipe, read on a thread of its own so the child never
/// blocks on a full pipe.
final class OutputCollector: Sendable {
    private struct State {
        var data = Data()
        var ended = false
    }
    private let state = Mutex(State())

    init(reading handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                state.withLock { $0.data.append(chunk) }
            }
            state.withLock { $0.ended = true }
        }
        thread.start()
    }

    var text: String { state.withLock { String(decoding: $0.data, as: UTF8.self) } }
    var lines: [String] { text.split(separator: "\n").map(String.init) }
    /// The writer closed its end (normally: the child exited).
    var ended: Bool { state.withLock { $0.ended } }
}

/// The monotonic time at which a wait of `seconds` (as written in a test, scaled by
/// `EndToEnd.timeoutScale`) that starts now gives up.
func scaledDeadline(after seconds: Double) -> Double { WaitClock.deadline(after: seconds) }

/// Checks `condition` every 20 ms until it holds or `timeout` seconds (scaled) pass, sleeping
/// the task (not the thread) in between.
func waitUntil(timeout: Double, _ condition: () -> Bool) async -> Bool {
    let deadline = scaledDeadline(after: timeout)
    while true {
        if condition() { return true }
        if monotonicNow() >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(20))
    }
}

/// The blocking form of `waitUntil`, for clean-up in `defer` (short waits only).
func pollUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = scaledDeadline(after: timeout)
    while true {
        if condition() { return true }
        if monotonicNow() >= deadline { return false }
        usleep(20_000)
    }
}

/// A child process with its stdout and stderr collected.
final class Child {
    let process = Process()
    let stdout: OutputCollector
    let stderr: OutputCollector
    let commandLine: String

    init(_ executable: String, _ arguments: [String], environment: [String: String], folder: String? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        commandLine = ([executable] + arguments).joined(separator: " ")
        let process = self.process
        try SignalMask.withNoneBlocked { try process.run() }
        // Close our copies of the write ends so the readers see end-of-file at exit.
        try? out.fileHandleForWriting.close()
        try? err.fileHandleForWriting.close()
        stdout = OutputCollector(reading: out.fileHandleForReading)
        stderr = OutputCollector(reading: err.fileHandleForReading)
    }

    var isRunning: Bool { process.isRunning }

    /// Waits for the child to exit and its output to end; nil on timeout.
    func waitForExit(timeout: Double) async -> Int32? {
        guard await waitUntil(timeout: timeout, { !process.isRunning }) else { return nil }
        _ = await waitUntil(timeout: 2) { stdout.ended && stderr.ended }
        return process.terminationStatus
    }

    /// SIGTERM, then SIGKILL if it lingers. Safe to call on an exited child.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if !pollUntil(timeout: 2, { !process.isRunning }) {
            kill(process.processIdentifier, SIGKILL)
            _ = pollUntil(timeout: 2) { !process.isRunning }
        }
    }

    /// Both streams, for failure messages.
    var transcript: String {
        "$ \(commandLine)\n--- stdout ---\n\(stdout.text)--- stderr ---\n\(stderr.text)"
    }
}

/// The result of a short command run to completion.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs a short command (in `folder`, or this process's folder); kills it and throws if it
/// outlives `timeout`.
@discardableResult
func runCommand(
    _ executable: String, _ arguments: [String], environment: [String: String], timeout: Double = 10,
    folder: String? = nil
) async throws -> CommandResult {
    let child = try Child(executable, arguments, environment: environment, folder: folder)
    defer { child.stop() }
    guard let status = await child.waitForExit(timeout: timeout) else {
        throw HarnessError("timed out after \(timeout) s:\n\(child.transcript)")
    }
    return CommandResult(status: status, stdout: child.stdout.text, stderr: child.stderr.text)
}

/// xdotool against one display.
struct XDoTool {
    /// The X clients' environment (DISPLAY) of the server to drive.
    let environment: [String: String]
    private let path: String

    init(display: XvfbServer) throws {
        try self.init(environment: display.environment)
    }

    init(environment: [String: String]) throws {
        guard let path = EndToEnd.executable(named: "xdotool") else {
            throw HarnessError("xdotool is not installed")
        }
        self.environment = environment
        self.path = path
    }

    /// Runs one xdotool command line (commands may be chained); throws unless it succeeds.
    @discardableResult
    func run(_ arguments: [String], timeout: Double = 20) async throws -> String {
        let result = try await runCommand(path, arguments, environment: environment, timeout: timeout)
        guard result.status == 0 else {
            throw HarnessError("xdotool \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    /// Like `run`, but a failure is only returned (for a key that closes the window: its
    /// key-up is sent to a window that no longer exists).
    func runIgnoringFailure(_ arguments: [String], timeout: Double = 20) async -> String? {
        try? await run(arguments, timeout: timeout)
    }

    /// Ctrl+Q to `window`. The window closes on the key-down, so xdotool's key-up fails with
    /// BadWindow: expected, and ignored. The caller waits for the exit it expects.
    func pressQuit(in window: String) async {
        _ = await runIgnoringFailure(["key", "--window", window, "ctrl+q"])
    }

    /// The X id of the app's visible window, waiting for it to appear. Found by its class
    /// (SDL names it after the executable), which no title change moves; the name search
    /// finds it too since WM_NAME is set as UTF8_STRING (WindowNameTests).
    func window(titled title: String, timeout: Double = 15) async throws -> String {
        let out = try await run(["search", "--sync", "--onlyvisible", "--classname", title.lowercased()], timeout: timeout)
        guard let id = out.split(separator: "\n").first.map(String.init), !id.isEmpty else {
            throw HarnessError("no window of class \(title.lowercased())")
        }
        return id
    }

    /// Where window `id`'s top-left corner is on the screen.
    func origin(of id: String) async throws -> (x: Int, y: Int) {
        let shell = try await run(["getwindowgeometry", "--shell", id])
        func field(_ name: String) -> Int? {
            shell.split(separator: "\n").first { $0.hasPrefix("\(name)=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
        }
        guard let x = field("X"), let y = field("Y") else { throw HarnessError("no window position in: \(shell)") }
        return (x, y)
    }

    /// The title of window `id`.
    func title(of id: String) async throws -> String {
        try await run(["getwindowname", id]).trimmingCharacters(in: .newlines)
    }
}

/// The paint app running on a virtual display, with its files in one temporary folder.
final class FlourishApp {
    let folder: String
    let child: Child
    var canvasPath: String { "\(folder)/canvas.png" }
    var recordingPath: String { "\(folder)/session.rec" }
    var statsPath: String { "\(folder)/stats.json" }

    /// Launches `flourish` on `display` with a 400x300 canvas in a 400x300 window and an
    /// empty settings file (all defaults); `extra` arguments are appended.
    convenience init(on display: XvfbServer, folder: String, extra: [String] = []) throws {
        try self.init(environment: display.environment, folder: folder, extra: extra)
    }

    /// What the app remembers of its chrome for tests that are not about it: the toolbar
    /// hidden and the first start's hint seen, so the canvas fills the window and no message
    /// shows over it, as before there was chrome.
    static let chromeHidden = "chrome = hidden\nhint = seen\n"

    /// Launches on the X server whose client environment is `environment`.
    /// `savePath: false` leaves out `--save`: a painting with no file. `settings` is the
    /// settings file's text (empty: every default). `interface` is what the app finds
    /// remembered of its chrome (`$XDG_STATE_HOME/flourish/interface`) where nothing is there
    /// yet; nil: nothing, a first start.
    init(
        environment: [String: String], folder: String, extra: [String] = [], savePath: Bool = true,
        settings: String = "", interface: String? = FlourishApp.chromeHidden
    ) throws {
        self.folder = folder
        let config = "\(folder)/empty.conf"
        guard FileManager.default.createFile(atPath: config, contents: Data(settings.utf8)) else {
            throw HarnessError("cannot create \(config)")
        }
        // The whole canvas, so saves compare pixel for pixel with replays and captures.
        let arguments =
            [
                "--size", "400x300", "--window", "400x300",
                "--full-canvas", "--record", "\(folder)/session.rec", "--stats", "\(folder)/stats.json",
                "--config", config,
            ] + (savePath ? ["--save", "\(folder)/canvas.png"] : []) + Self.scalingQuitAfter(extra)
        // Autosaves stay in the test's folder: none from another run is recovered here; so does
        // the recent-files list every open and save goes into.
        var environment = environment
        environment["XDG_STATE_HOME"] = environment["XDG_STATE_HOME"] ?? "\(folder)/state"
        environment["XDG_DATA_HOME"] = environment["XDG_DATA_HOME"] ?? "\(folder)/data"
        // Where the state folder cannot be made (a test blocks it on purpose), the app finds
        // nothing remembered and starts as it would the first time.
        if let interface, let state = environment["XDG_STATE_HOME"] {
            let remembered = "\(state)/flourish/interface"
            if !FileManager.default.fileExists(atPath: remembered) {
                try? FileManager.default.createDirectory(atPath: "\(state)/flourish", withIntermediateDirectories: true)
                try? interface.write(toFile: remembered, atomically: true, encoding: .utf8)
            }
        }
        child = try Child(
            try EndToEnd.flourishBinary(), arguments, environment: environment, folder: folder)
    }

    /// `arguments` with the seconds of a `--quit-after` stretched by `EndToEnd.timeoutScale`:
    /// it counts from launch, and a sanitized app can spend seconds starting. The tests that
    /// use it check what happens within a run (frames while a burst flies, none when idle),
    /// which a longer run only tests longer.
    private static func scalingQuitAfter(_ arguments: [String]) -> [String] {
        guard EndToEnd.timeoutScale != 1 else { return arguments }
        var arguments = arguments
        for index in arguments.indices.dropLast() where arguments[index] == "--quit-after" {
            if let seconds = Double(arguments[index + 1]) {
                arguments[index + 1] = "\(seconds * EndToEnd.timeoutScale)"
            }
        }
        return arguments
    }

    /// Waits for a stdout line starting with `prefix`; throws with both streams if it never
    /// comes or the app exits first.
    @discardableResult
    func waitForLine(startingWith prefix: String, timeout: Double = 20) async throws -> String {
        var found: String?
        let seen = await waitUntil(timeout: timeout) {
            found = child.stdout.lines.first { $0.hasPrefix(prefix) }
            return found != nil || !child.isRunning
        }
        if found == nil {
            // The app may have printed the line just before exiting.
            _ = await waitUntil(timeout: 1) { child.stdout.ended }
            found = child.stdout.lines.first { $0.hasPrefix(prefix) }
        }
        guard let line = found else {
            let why =
                seen ? "the app exited (status \(child.process.terminationStatus))" : "timed out after \(timeout) s"
            throw HarnessError("no line starting '\(prefix)': \(why)\n\(child.transcript)")
        }
        return line
    }

    /// Waits for the app to exit by itself; throws (with its output) on timeout or failure.
    func waitForExit(timeout: Double = 20) async throws {
        guard let status = await child.waitForExit(timeout: timeout) else {
            throw HarnessError("the app did not exit within \(timeout) s\n\(child.transcript)")
        }
        guard status == 0 else {
            throw HarnessError("the app exited with status \(status)\n\(child.transcript)")
        }
    }

    func stop() {
        child.stop()
    }
}
