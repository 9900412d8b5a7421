import FlourishStorage
import Foundation

/// A D-Bus session bus of a test's own (`dbus-daemon` with a configuration that activates no
/// service, so a name nobody owns stays unknown, as on a bare X session), for the stand-in
/// portal and the app under test. `stop`, or the last reference going, ends it and removes
/// its folder.
public final class PrivateSessionBus: Sendable {
    /// What clients connect to (`unix:path=…`): the app's DBUS_SESSION_BUS_ADDRESS.
    public let address: String
    private let daemon: Process
    private let folder: String

    /// dbus-daemon on PATH, or nil.
    public static var available: Bool { Executables.path(named: "dbus-daemon") != nil }

    private init(address: String, daemon: Process, folder: String) {
        self.address = address
        self.daemon = daemon
        self.folder = folder
    }

    deinit { stop() }

    /// Starts the bus and waits (up to `timeout` seconds, scaled) for it to say its address.
    public static func start(timeout: Double = 10) throws -> PrivateSessionBus {
        guard let program = Executables.path(named: "dbus-daemon") else {
            throw VirtualPenError("dbus-daemon is not installed (apt: dbus)")
        }
        let folder = NSTemporaryDirectory() + "flourish-bus-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let configuration = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:path=\(folder)/bus</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
        try configuration.write(toFile: "\(folder)/bus.conf", atomically: true, encoding: .utf8)
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: program)
        daemon.arguments = ["--config-file=\(folder)/bus.conf", "--nofork", "--nopidfile", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardInput = FileHandle.nullDevice
        // It warns that it may not raise its file limit when not root; nothing a test needs.
        daemon.standardError = FileHandle.nullDevice
        try SignalMask.withNoneBlocked { try daemon.run() }
        try? output.fileHandleForWriting.close()
        let reader = LineReader(output.fileHandleForReading)
        guard let address = reader.firstLine(timeout: timeout * WaitClock.timeoutScale), address.hasPrefix("unix:") else {
            daemon.stop()
            try? FileManager.default.removeItem(atPath: folder)
            throw VirtualPenError("dbus-daemon did not start a bus")
        }
        return PrivateSessionBus(address: address, daemon: daemon, folder: folder)
    }

    /// `environment` with this bus as the session bus.
    public func environment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        return environment
    }

    public func stop() {
        daemon.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
