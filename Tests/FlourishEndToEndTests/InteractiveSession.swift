import FlourishImage
import FlourishVirtualPen
import Foundation

/// The app on Xvfb with a 400x300 canvas in a 400x300 window, driven step by step: drags,
/// keys, the wheel, saves and captured frames, each waited for by what the app prints.
final class InteractiveSession {
    let display: XvfbServer
    let app: FlourishApp
    let xdo: XDoTool
    let window: String
    let folder: String
    private var saves = 0

    private init(display: XvfbServer, app: FlourishApp, xdo: XDoTool, window: String, folder: String) {
        self.display = display
        self.app = app
        self.xdo = xdo
        self.window = window
        self.folder = folder
    }

    /// Starts Xvfb and the app (SDL's mouse path unless `input` says otherwise), with every
    /// frame captured; the pointer starts outside the window.
    /// `settings`, where given, is the settings file's text (else every setting is default).
    /// `environment` is added to the app's (e.g. XDG_DATA_HOME for user brushes).
    /// `savePath: false` starts a painting with no file (no `--save`).
    /// `interface`: what the app finds remembered of its chrome (see `FlourishApp`); nil, a
    /// first start. `xResources`: the X resource database the server holds before the app
    /// connects (`Xft.dpi: 192` makes the desktop 2x), set on the root window as `xrdb` does.
    static func start(
        input: String = "mouse", extra: [String] = [], settings: String? = nil, environment: [String: String] = [:],
        savePath: Bool = true, interface: String? = FlourishApp.chromeHidden, xResources: String? = nil
    ) async throws -> InteractiveSession {
        let display = try await XvfbServer.start()
        do {
            if let xResources {
                guard let xprop = EndToEnd.executable(named: "xprop") else { throw HarnessError("xprop is not installed") }
                let set = try await runCommand(
                    xprop, ["-root", "-f", "RESOURCE_MANAGER", "8s", "-set", "RESOURCE_MANAGER", xResources],
                    environment: display.environment)
                guard set.status == 0 else { throw HarnessError("xprop could not set the resources: \(set.stderr)") }
            }
            let folder = try EndToEnd.temporaryFolder()
            var configuration: [String] = []
            if let settings {
                let path = "\(folder)/settings.conf"
                try settings.write(toFile: path, atomically: true, encoding: .utf8)
                configuration = ["--config", path]
            }
            try await XDoTool(display: display).run(["mousemove", "1", "1"])
            let app = try FlourishApp(
                environment: display.environment.merging(environment) { $1 }, folder: folder,
                extra: ["--input", input, "--capture", folder, "--capture-frames", "100000"] + configuration + extra,
                savePath: savePath, interface: interface)
            do {
                try await app.waitForLine(startingWith: "flourish: ready")
                let xdo = try XDoTool(display: display)
                let window = try await xdo.window(titled: "Flourish")
                _ = await xdo.runIgnoringFailure(["windowfocus", window])
                return InteractiveSession(display: display, app: app, xdo: xdo, window: window, folder: folder)
            } catch {
                app.stop()
                throw error
            }
        } catch {
            display.stop()
            throw error
        }
    }

    func stop() {
        app.stop()
        display.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Drags the left button along `path` (window pixels) in 5 px steps.
    func drag(_ path: Polyline, button: Int = 1) async throws {
        func moveTo(_ p: Point) -> [String] {
            ["mousemove", "--window", window, "\(Int(p.x.rounded()))", "\(Int(p.y.rounded()))", "sleep", "0.01"]
        }
        var script = moveTo(path.vertices[0]) + ["sleep", "0.1", "mousedown", "\(button)", "sleep", "0.05"]
        for stop in stride(from: 0.0, through: path.length, by: 5).dropFirst().map({ path.point(atArcLength: $0) }) {
            script += moveTo(stop)
        }
        script += moveTo(path.vertices[path.vertices.count - 1]) + ["sleep", "0.05", "mouseup", "\(button)", "sleep", "0.05"]
        try await xdo.run(script, timeout: 30)
    }

    func key(_ chord: String) async throws {
        try await xdo.run(["key", "--window", window, chord])
    }

    /// Turns the wheel `clicks` notches up (zoom in) or down over window point (x, y).
    func wheel(up: Bool, clicks: Int, at x: Int, _ y: Int) async throws {
        var script = ["mousemove", "--window", window, "\(x)", "\(y)", "sleep", "0.05"]
        for _ in 0..<clicks { script += ["click", up ? "4" : "5", "sleep", "0.02"] }
        try await xdo.run(script)
    }

    func movePointer(toWindowX x: Int, _ y: Int) async throws {
        try await xdo.run(["mousemove", "--window", window, "\(x)", "\(y)"])
    }

    /// Moves the pointer off the window (the screen's corner; the window is centred).
    func movePointerAway() async throws {
        try await xdo.run(["mousemove", "1", "1"])
    }

    /// Ctrl+S; waits for the app to say it saved, and reads the file.
    func save() async throws -> RGBAImage {
        saves += 1
        try await key("ctrl+s")
        try await waitForLines(startingWith: "flourish: saved \(app.canvasPath)", count: saves)
        return try PNGFile.read(app.canvasPath)
    }

    /// The frame on screen once the app stopped drawing (no new frame for `quiet` seconds,
    /// scaled like every wait: a sanitized app can take longer than 0.6 s to answer a key).
    func settledFrame(quiet: Double = 0.6) async throws -> RGBAImage {
        let quiet = quiet * EndToEnd.timeoutScale
        var count = capturedCount
        var stableSince = monotonicNow()
        let deadline = scaledDeadline(after: 20)
        while monotonicNow() - stableSince < quiet {
            guard monotonicNow() < deadline else { throw HarnessError("the app never stopped drawing") }
            try await Task.sleep(for: .milliseconds(50))
            if capturedCount != count {
                count = capturedCount
                stableSince = monotonicNow()
            }
        }
        guard count > 0 else { throw HarnessError("no frame was captured\n\(app.child.transcript)") }
        return try PNGFile.read("\(folder)/frame-\(count).png")
    }

    /// The settled frame once it `shows` what the app was asked to draw: on a loaded machine a
    /// click can wait longer than `settledFrame`'s quiet time before the app takes it, so this
    /// waits for the drawing itself (up to 20 s, scaled), then gives the last settled frame
    /// either way, for the caller's expectations to judge.
    func frame(showing shows: (RGBAImage) -> Bool) async throws -> RGBAImage {
        let deadline = scaledDeadline(after: 20)
        var frame = try await settledFrame()
        while !shows(frame) && monotonicNow() < deadline {
            let count = capturedCount
            _ = await waitUntil(timeout: 2) { capturedCount != count }
            frame = try await settledFrame()
        }
        return frame
    }

    /// Frames captured so far.
    var capturedCount: Int { app.child.stdout.lines.filter { $0.hasPrefix("flourish: captured ") }.count }

    func waitForLines(startingWith prefix: String, count: Int, timeout: Double = 20) async throws {
        let seen = await waitUntil(timeout: timeout) {
            app.child.stdout.lines.filter { $0.hasPrefix(prefix) }.count >= count || !app.child.isRunning
        }
        guard seen, app.child.stdout.lines.filter({ $0.hasPrefix(prefix) }).count >= count else {
            throw HarnessError("no \(count) lines starting '\(prefix)'\n\(app.child.transcript)")
        }
    }

    /// The box and byte count of copy number `n` (Ctrl+C or Ctrl+X), from the app's line
    /// `copied WxH at X,Y to the clipboard (N bytes)`, once it is said.
    func copied(_ n: Int) async throws -> (x: Int, y: Int, w: Int, h: Int, bytes: Int) {
        try await waitForLines(startingWith: "flourish: copied ", count: n)
        let line = app.child.stdout.lines.filter { $0.hasPrefix("flourish: copied ") }[n - 1]
        let v = line.split { !$0.isNumber }.compactMap { Int($0) }
        return (v[2], v[3], v[0], v[1], v[4])
    }

    /// Ctrl+Q, then waits for the app to exit cleanly.
    /// The session's recording replayed by `flourish replay` to a whole-canvas PNG: what the
    /// painting must hold, if the recording kept everything. Call after `quit`.
    func replayedRecording() async throws -> RGBAImage {
        let replayed = "\(folder)/replayed.png"
        let result = try await runCommand(
            try EndToEnd.flourishBinary(), ["replay", app.recordingPath, "--out", replayed, "--full-canvas"],
            environment: ProcessInfo.processInfo.environment, timeout: 60)
        guard result.status == 0 else { throw HarnessError("replay failed: \(result.stderr)") }
        return try PNGFile.read(replayed)
    }

    func quit() async throws {
        await xdo.pressQuit(in: window)
        try await app.waitForExit(timeout: 20)
    }
}

/// Pixels that differ between two images of the same size.
/// Pixels whose colour (alpha left out) differs between two pictures of the same size: a screen
/// read back against the frame the app drew, where only the colour reaches the screen.
func differingColours(_ a: RGBAImage, _ b: RGBAImage) -> Int {
    var count = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.pixel(x: x, y: y)
            let q = b.pixel(x: x, y: y)
            if p.r != q.r || p.g != q.g || p.b != q.b { count += 1 }
        }
    }
    return count
}

func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
    guard a.width == b.width, a.height == b.height else { return max(a.pixels.count, b.pixels.count) / 4 }
    var count = 0
    for i in stride(from: 0, to: a.pixels.count, by: 4)
    where a.pixels[i] != b.pixels[i] || a.pixels[i + 1] != b.pixels[i + 1] || a.pixels[i + 2] != b.pixels[i + 2]
        || a.pixels[i + 3] != b.pixels[i + 3]
    {
        count += 1
    }
    return count
}
