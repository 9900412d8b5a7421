import FlourishFrameClock
import FlourishFrameStats
import FlourishImage
import FlourishRecording
import FlourishVirtualPen
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real X server with a virtual pen (Xorg, dummy video, inputtest stylus and eraser), the
/// app in a window on it, and where that window sits on the screen, so a test can put the
/// pen on window coordinates.
final class TabletSession {
    let server: XorgServer
    let app: FlourishApp
    let xdo: XDoTool
    let window: String
    let origin: (x: Int, y: Int)
    let folder: String

    struct Outcome {
        var canvas: RGBAImage
        var recording: Recording
        var report: RunReport
        var stdout: [String]
    }

    private init(server: XorgServer, app: FlourishApp, xdo: XDoTool, window: String, origin: (Int, Int), folder: String) {
        self.server = server
        self.app = app
        self.xdo = xdo
        self.window = window
        self.origin = origin
        self.folder = folder
    }

    /// Starts Xorg and the app (a `width`x`height` canvas in a window of that size), with
    /// `settings` as its settings file's text and `interface` as what it remembers of its
    /// chrome (see `FlourishApp`: hidden by default).
    static func start(
        width: Int = 400, height: Int = 300, extra: [String] = [], settings: String = "",
        interface: String? = FlourishApp.chromeHidden
    ) async throws -> TabletSession {
        let server = try await XorgServer.start()
        do {
            for role in VirtualDeviceRole.allCases { _ = try server.device(role) }
            let folder = try EndToEnd.temporaryFolder()
            let app = try FlourishApp(
                environment: server.environment, folder: folder,
                extra: ["--size", "\(width)x\(height)", "--window", "\(width)x\(height)"] + extra, settings: settings,
                interface: interface)
            do {
                try await app.waitForLine(startingWith: "flourish: ready")
                let xdo = try XDoTool(environment: server.environment)
                let window = try await xdo.window(titled: "Flourish")
                let origin = try await xdo.origin(of: window)
                return TabletSession(server: server, app: app, xdo: xdo, window: window, origin: origin, folder: folder)
            } catch {
                app.stop()
                throw error
            }
        } catch {
            let log = server.logTail()
            server.stop()
            throw HarnessError("\(error)\n--- Xorg log ---\n\(log)")
        }
    }

    /// Waits until the app says its tablet tools changed to a list that `matches` (the line
    /// comes once the frame loop took the change in: strokes in flight ended); the line.
    @discardableResult
    func waitForTools(_ what: String, timeout: Double = 10, _ matches: @escaping (String) -> Bool) async throws -> String {
        let prefix = "flourish: tablet tools now: "
        var found: String?
        let seen = await waitUntil(timeout: timeout) {
            found = app.child.stdout.lines.last { $0.hasPrefix(prefix) && matches(String($0.dropFirst(prefix.count))) }
            return found != nil
        }
        guard seen, let found else { throw HarnessError("the app never said its tablet tools \(what)\n\(app.child.transcript)") }
        return found
    }

    func stop() {
        app.stop()
        server.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The device units that put the pen on window point (x, y): the inverse of the server's
    /// `screen = value * size / 65536`.
    func valuators(x: Double, y: Double) -> (x: Double, y: Double) {
        let span = TabletScreenMapping.axisSpan
        return (
            (Double(origin.x) + x) * span / Double(server.screenWidth),
            (Double(origin.y) + y) * span / Double(server.screenHeight)
        )
    }

    /// Moves `device` from window point `a` to `b` in `steps` equal steps at `hz`, paced on
    /// the monotonic clock, with raw pressure `pressure` (0...1000) that changes by one unit
    /// from sample to sample so no two events are alike. With `press`, step 0 is a hover onto
    /// `a` and a press there; with `release`, the last step is the release at `b` instead of
    /// a motion. Ends with a sync, so the server has taken every event.
    func stroke(
        _ device: VirtualPointerDevice, from a: Point, to b: Point, steps: Int, hz: Double = 200,
        pressure: Double, press: Bool = true, release: Bool = true
    ) throws {
        let start = monotonicNow()
        for i in 0...steps {
            let u = Double(i) / Double(steps)
            let v = valuators(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u)
            sleep(until: start + Double(i) / hz)
            if press && i == 0 {
                try device.motion(x: v.x, y: v.y, pressure: 0)
                try device.button(1, pressed: true, x: v.x, y: v.y, pressure: pressure)
            } else if release && i == steps {
                try device.button(1, pressed: false, x: v.x, y: v.y, pressure: 0)
            } else {
                try device.motion(x: v.x, y: v.y, pressure: pressure + Double(i % 2))
            }
        }
        try device.sync()
    }

    /// Saves (Ctrl+S through SDL's own key events), quits, and reads back the canvas, the
    /// recording and the stats. The pen's last events reach the app's XInput2 reader on a
    /// connection of its own and Ctrl+S reaches SDL on another, but the app brings in what the
    /// reader has not read yet before it takes Ctrl (samples taken while Ctrl is held are the
    /// eyedropper's): nothing is waited for here, however late the reader runs.
    func finish() async throws -> Outcome {
        _ = await xdo.runIgnoringFailure(["windowfocus", window])
        try await xdo.run(["key", "--window", window, "ctrl+s"])
        try await app.waitForLine(startingWith: "flourish: saved \(app.canvasPath)")
        await xdo.pressQuit(in: window)
        try await app.waitForExit(timeout: 20)
        let report = try RunReport.read(from: app.statsPath)
        return Outcome(
            canvas: try PNGFile.read(app.canvasPath), recording: try RecordingParser.read(path: app.recordingPath),
            report: report, stdout: app.child.stdout.lines)
    }
}

/// Sleeps until the monotonic clock reads `deadline` (absolute, so paced loops do not drift).
func sleep(until deadline: Double) { MonotonicClock.sleep(until: deadline) }

/// What the tablet tests need beyond the Xvfb ones.
enum TabletTools {
    static var available: Bool { XorgServer.available && EndToEnd.executable(named: "xdotool") != nil && EndToEnd.executable(named: "xinput") != nil }
}
