import FlourishStorage
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The virtual input devices `Configs/xorg-inputtest.conf` declares, one socket each.
public enum VirtualDeviceRole: String, CaseIterable, Sendable {
    case stylus
    case eraser
    case keyboard
    /// A touch screen with five touches (see `VirtualPointerDevice.touch`).
    case touch

    /// The device's X name, as `xinput list` shows it.
    public var deviceName: String { "Flourish Virtual \(rawValue)" }
}

/// A private Xorg server on a free display number: the `dummy` video driver (one 1920x1080
/// screen) and only the virtual `inputtest` devices of `Configs/xorg-inputtest.conf`. It owns
/// the device connections, so each socket is connected at most once per server and closed only
/// after the server has gone (see `VirtualPointerDevice`). `stop` leaves nothing behind.
///
/// Verified on Debian 12 (Xorg 21.1.7) as root, with no console:
/// - `-config` takes an absolute path outside /etc/X11: Xorg restricts it only when it runs with
///   raised privileges (the setuid `Xorg.wrap` of xserver-xorg-legacy, not installed here);
///   it worked as root and as `nobody` alike.
/// - `-sharevts -novtswitch` suffice: with /dev/tty0 Xorg shares the active VT (it logs "using
///   VT number 1", never switches and leaves the console's keyboard mode alone); with no
///   /dev/tty0 (a container, or an unprivileged user) it runs with no VT at all. No `vtN` or
///   `-keeptty` needed (`-keeptty` would only turn on logind integration, which needs D-Bus).
/// - Harmless noise in the log: "dbus-core: error connecting to system bus" every 10 s, and
///   missing font folders.
public final class XorgServer {
    public let number: Int
    /// Holds the config, the log and the device sockets.
    public let folder: String
    /// The screen, as `xdpyinfo` reports it.
    public let screenWidth: Int
    public let screenHeight: Int
    private let server: Process
    private var devices: [VirtualDeviceRole: VirtualPointerDevice] = [:]
    /// Connections replaced by `reconnect`, closed with the server.
    private var retired: [VirtualPointerDevice] = []
    private var stopped = false

    public var name: String { ":\(number)" }
    public var configPath: String { "\(folder)/xorg.conf" }
    public var logPath: String { "\(folder)/Xorg.log" }
    /// The X server's process id.
    public var processIdentifier: Int32 { server.processIdentifier }
    public var isRunning: Bool { server.isRunning }

    /// Where the server puts the pen's absolute X/Y.
    public var mapping: TabletScreenMapping { TabletScreenMapping(width: screenWidth, height: screenHeight) }

    /// The environment for X clients of this server.
    public var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = name
        env["SDL_VIDEODRIVER"] = "x11"
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        return env
    }

    public func socketPath(for role: VirtualDeviceRole) -> String { "\(folder)/\(role.rawValue)" }

    private init(number: Int, folder: String, server: Process, screen: (Int, Int)) {
        self.number = number
        self.folder = folder
        self.server = server
        (screenWidth, screenHeight) = screen
    }

    deinit { stop() }

    // MARK: Requirements

    /// The repository's config template, found from this source file
    /// (`Sources/FlourishVirtualPen/`), so the tests and the benchmarks of a checkout use it.
    public static let templatePath: String = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return sources.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Configs/xorg-inputtest.conf").path
    }()

    /// Folders Xorg loads modules from, on Debian and elsewhere.
    public static let moduleFolders = ["/usr/lib/xorg/modules", "/usr/lib64/xorg/modules", "/usr/local/lib/xorg/modules"]

    /// What is missing for these tests: tools not on PATH, driver modules, the template.
    public static let missingRequirements: [String] = {
        var missing = ["Xorg", "xdpyinfo", "xinput", "xdotool"].filter { Executables.path(named: $0) == nil }
        for module in ["drivers/dummy_drv.so", "input/inputtest_drv.so"]
        where !moduleFolders.contains(where: { FileManager.default.fileExists(atPath: "\($0)/\(module)") }) {
            missing.append(module)
        }
        if !FileManager.default.fileExists(atPath: templatePath) { missing.append(templatePath) }
        return missing
    }()

    public static var available: Bool { missingRequirements.isEmpty }

    // MARK: Start and stop

    /// Starts `Xorg :N -config <folder>/xorg.conf -noreset -nolisten tcp -sharevts -novtswitch
    /// -logfile <folder>/Xorg.log` and waits until `xdpyinfo` can talk to it. Tries a few
    /// random display numbers from 90 up; a failure carries the end of each attempt's log.
    /// Blocks the calling thread while it waits (about a second).
    public static func launch(timeout: Double = 20) throws -> XorgServer {
        guard available, let xorg = Executables.path(named: "Xorg"), let xdpyinfo = Executables.path(named: "xdpyinfo")
        else { throw VirtualPenError("cannot run Xorg here; missing: \(missingRequirements)") }
        let template = try String(contentsOfFile: templatePath, encoding: .utf8)
        var failures: [String] = []
        for _ in 0..<6 {
            let number = Int.random(in: 90..<400)
            if !DisplayLock.isFree(number) { continue }
            let folder = try socketFolder()
            let config = "\(folder)/xorg.conf"
            let log = "\(folder)/Xorg.log"
            try template.replacingOccurrences(of: "@SOCKET_DIR@", with: folder)
                .write(toFile: config, atomically: true, encoding: .utf8)
            let arguments = [
                ":\(number)", "-config", config, "-noreset", "-nolisten", "tcp", "-sharevts", "-novtswitch",
                "-logfile", log,
            ]
            let errors = Pipe()
            let child = Process()
            child.executableURL = URL(fileURLWithPath: xorg)
            child.arguments = arguments
            child.standardOutput = FileHandle.nullDevice
            child.standardError = errors
            try SignalMask.withNoneBlocked { try child.run() }
            var info: String?
            let deadline = WaitClock.deadline(after: timeout)
            while child.isRunning, WaitClock.now() < deadline {
                if let text = probe(xdpyinfo, display: ":\(number)") {
                    info = text
                    break
                }
                usleep(50_000)
            }
            // xdpyinfo answering is not enough: another launch may have taken the same number
            // a moment earlier, and then it is that server that answered while this one is
            // still finding out the display is taken. The lock file names the server that has
            // the display.
            let ours = DisplayLock.owner(of: number) == child.processIdentifier
            if let info, child.isRunning, ours, let screen = screenSize(xdpyinfo: info) {
                return XorgServer(number: number, folder: folder, server: child, screen: screen)
            }
            let takenByAnother = info != nil && !ours
            let exited = !child.isRunning
            child.stop()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let status = exited ? "exit status \(child.terminationStatus)" : "no answer in \(timeout) s"
            let logTail = FileManager.default.fileExists(atPath: log) ? tail(ofFile: log, lines: 30) : String(stderr.suffix(2000))
            failures.append("$ \(xorg) \(arguments.joined(separator: " "))\n\(status); the log ends:\n\(logTail)")
            DisplayLock.removeLeftovers(display: number, pid: child.processIdentifier)
            try? FileManager.default.removeItem(atPath: folder)
            // Another server took the number between our check and its start: try another.
            let raced = takenByAnother || stderr.contains("already active") || stderr.contains("in use")
            if !raced { break }
        }
        throw VirtualPenError("could not start Xorg:\n\(failures.joined(separator: "\n\n"))")
    }

    /// xdpyinfo's report of `display`, or nil while the server does not answer.
    private static func probe(_ xdpyinfo: String, display: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdpyinfo)
        process.arguments = ["-display", display]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        // Bounded, not waitUntilExit() (see Process.stop).
        guard process.waitWhileRunning(seconds: 5) else {
            process.stop()
            return nil
        }
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// Stops the server (SIGTERM, then SIGKILL after 2 s), then closes the device connections
    /// and removes the folder, and the display's lock file and socket if a killed server left
    /// them. Safe to call twice.
    public func stop() {
        if stopped { return }
        stopped = true
        server.stop()
        for device in devices.values { device.close() }
        for device in retired { device.close() }
        devices.removeAll()
        retired.removeAll()
        DisplayLock.removeLeftovers(display: number, pid: processIdentifier)
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: Devices and clients

    /// The connection to a virtual device, made on first use and kept for the server's life.
    public func device(_ role: VirtualDeviceRole) throws -> VirtualPointerDevice {
        if let device = devices[role] { return device }
        guard !stopped else { throw VirtualPenError("the server on \(name) is stopped") }
        // The driver makes its socket as the server enables the device, which on a loaded
        // machine came later than the 5 s a connection usually waits (once in the tests).
        let device = try VirtualPointerDevice.connect(socketPath: socketPath(for: role), timeout: 15)
        devices[role] = device
        return device
    }

    /// A fresh connection after the device was disabled and enabled again (`xinput disable`
    /// closes the driver's socket; `enable` opens a new one at the same path). The old
    /// connection is kept open until the server stops, as the driver's caveats ask.
    public func reconnect(_ role: VirtualDeviceRole) throws -> VirtualPointerDevice {
        guard !stopped else { throw VirtualPenError("the server on \(name) is stopped") }
        if let old = devices[role] { retired.append(old) }
        let device = try VirtualPointerDevice.connect(socketPath: socketPath(for: role))
        devices[role] = device
        return device
    }

    /// The last `lines` lines of the server's log, for failure messages.
    public func logTail(lines: Int = 40) -> String { Self.tail(ofFile: logPath, lines: lines) }

    // MARK: Helpers

    /// A new private folder with a short path: a socket path must fit in 108 bytes.
    private static func socketFolder() throws -> String {
        let leaf = "flourish-xorg-\(getpid())-\(UUID().uuidString.prefix(8))"
        var base = NSTemporaryDirectory()
        if !base.hasSuffix("/") { base += "/" }
        if (base + leaf + "/keyboard").utf8.count > 100 { base = "/tmp/" }
        let path = base + leaf
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// "dimensions:    1920x1080 pixels (...)" from xdpyinfo.
    public static func screenSize(xdpyinfo text: String) -> (Int, Int)? {
        for line in text.split(separator: "\n") where line.contains("dimensions:") {
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "dimensions:"), index + 1 < words.count else { continue }
            let size = words[index + 1].split(separator: "x").compactMap { Int($0) }
            if size.count == 2 { return (size[0], size[1]) }
        }
        return nil
    }

    private static func tail(ofFile path: String, lines: Int) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "(no log at \(path))" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
