import FlourishStorage
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A private Xvfb server (a framebuffer in memory, no input devices of its own) on a free
/// display number: what the end-to-end tests, the app's XInput2 tests and the window
/// benchmarks run the real app and its X clients on. It starts with no signal blocked
/// (`SignalMask`), so the SIGTERM of `stop` reaches it from any thread; it counts as started
/// only once its display answers and the display's lock names it (`DisplayLock`). `stop`, or
/// the last reference going, ends it and leaves no lock, socket or log behind.
public final class XvfbServer: Sendable {
    /// The server's one screen.
    public struct Screen: Sendable, Equatable {
        public var width: Int
        public var height: Int
        /// Bits per pixel.
        public var depth: Int

        public init(width: Int, height: Int, depth: Int = 24) {
            self.width = width
            self.height = height
            self.depth = depth
        }

        /// 1024x768 at 24 bits: the screen the end-to-end tests and the window benchmarks
        /// place their windows on.
        public static let standard = Screen(width: 1024, height: 768)

        /// Xvfb's `-screen 0` argument.
        var argument: String { "\(width)x\(height)x\(depth)" }
    }

    public let number: Int
    public let screen: Screen
    private let server: Process
    /// Where the server's stderr goes: read back when a start fails, removed with the server.
    private let logPath: String
    private let stopped = Mutex(false)

    public var name: String { ":\(number)" }
    /// The X server's process id.
    public var processIdentifier: Int32 { server.processIdentifier }
    public var isRunning: Bool { server.isRunning }

    /// The environment for X clients of this server: its DISPLAY, SDL on X11, no Wayland, and
    /// no XDG_STATE_HOME or XDG_DATA_HOME, so an app on a private display keeps its autosaves
    /// and its recent-files list where its caller puts them and never recovers one of the
    /// user's or adds to the user's recent files.
    public var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = name
        env["SDL_VIDEODRIVER"] = "x11"
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "XDG_STATE_HOME")
        env.removeValue(forKey: "XDG_DATA_HOME")
        return env
    }

    /// Xvfb on PATH, or nil.
    public static var executable: String? { Executables.path(named: "Xvfb") }
    public static var available: Bool { executable != nil }

    private init(number: Int, screen: Screen, server: Process, logPath: String) {
        self.number = number
        self.screen = screen
        self.server = server
        self.logPath = logPath
    }

    deinit { stop() }

    /// Starts `Xvfb :N -screen 0 WxHxD -nolisten tcp -noreset` (no reset when the last client
    /// leaves, which would also put the pointer back in the middle of the screen) and waits,
    /// up to `timeout` seconds (scaled, see `WaitClock`), until a client can connect. Tries up
    /// to 8 random display numbers from 90 up; a failure carries the end of each attempt's
    /// stderr. Blocks the calling thread while it waits (a fraction of a second when idle).
    public static func launch(screen: Screen = .standard, timeout: Double = 15) throws -> XvfbServer {
        guard let xvfb = executable else { throw VirtualPenError("Xvfb is not installed (apt: xvfb)") }
        var failures: [String] = []
        for _ in 0..<8 {
            let number = Int.random(in: 90..<400)
            if !DisplayLock.isFree(number) { continue }
            let logPath = NSTemporaryDirectory() + "flourish-xvfb-\(getpid())-\(UUID().uuidString.prefix(8)).log"
            guard FileManager.default.createFile(atPath: logPath, contents: nil),
                let log = FileHandle(forWritingAtPath: logPath)
            else { throw VirtualPenError("cannot create \(logPath)") }
            let child = Process()
            child.executableURL = URL(fileURLWithPath: xvfb)
            child.arguments = [":\(number)", "-screen", "0", screen.argument, "-nolisten", "tcp", "-noreset"]
            child.standardInput = FileHandle.nullDevice
            child.standardOutput = FileHandle.nullDevice
            child.standardError = log
            defer { try? log.close() }
            try SignalMask.withNoneBlocked { try child.run() }
            var answered = false
            let deadline = WaitClock.deadline(after: timeout)
            while child.isRunning, WaitClock.now() < deadline {
                if DisplayProbe.screenSize(of: ":\(number)") != nil {
                    answered = true
                    break
                }
                usleep(50_000)
            }
            // An answer is not enough: another launch may have taken the number a moment
            // earlier, and then its server answered while ours was finding out.
            let owner = DisplayLock.owner(of: number)
            if answered, child.isRunning, owner == child.processIdentifier {
                return XvfbServer(number: number, screen: screen, server: child, logPath: logPath)
            }
            let outcome =
                !child.isRunning
                ? "exit status \(child.terminationStatus)"
                : answered ? "the display is held by process \(owner.map(String.init) ?? "none")" : "no answer in \(timeout) s"
            child.stop()
            DisplayLock.removeLeftovers(display: number, pid: child.processIdentifier)
            let stderr = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            failures.append(":\(number): \(outcome)\n\(stderr.suffix(2000))")
            try? FileManager.default.removeItem(atPath: logPath)
        }
        throw VirtualPenError("could not start Xvfb:\n\(failures.joined(separator: "\n"))")
    }

    /// Stops the server (SIGTERM, then SIGKILL after 2 s), removes the display's lock file
    /// and socket if a killed server left them, and its log. Safe to call twice.
    public func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        server.stop()
        DisplayLock.removeLeftovers(display: number, pid: server.processIdentifier)
        try? FileManager.default.removeItem(atPath: logPath)
    }
}
