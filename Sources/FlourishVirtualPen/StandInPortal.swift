import Foundation

/// The stand-in file chooser portal (`scripts/stand-in-portal`, Python with python3-dbus and
/// python3-gi) running on a private session bus: it owns org.freedesktop.portal.Desktop and
/// answers OpenFile and SaveFile as it is told, request by request. The tests and the
/// benchmark give it the answers and read back what each request asked.
public final class StandInPortal: Sendable {
    /// One request as the portal received it.
    public struct Request: Sendable {
        public var number: Int
        public var method: String
        public var parentWindow: String
        public var title: String
        /// The options, as JSON values (filters as nested lists, the folder as text).
        public var options: [String: JSONValue]
    }

    public let bus: PrivateSessionBus
    /// Where its answers are written and its requests logged.
    public let folder: String
    private let process: Process

    /// The script, beside this package's sources.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/stand-in-portal").path

    /// Why the stand-in cannot run here (no dbus-daemon, no Python with its D-Bus modules), or
    /// nil; found once.
    public static let unavailability: String? = {
        guard PrivateSessionBus.available else { return "dbus-daemon is not installed (apt: dbus)" }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = ["-c", "import dbus, dbus.mainloop.glib; from gi.repository import GLib"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return "/usr/bin/python3 is not installed" }
        _ = check.waitWhileRunning(seconds: 20)
        return check.terminationStatus == 0 ? nil : "Python's D-Bus modules are missing (apt: python3-dbus python3-gi)"
    }()

    private init(bus: PrivateSessionBus, folder: String, process: Process) {
        self.bus = bus
        self.folder = folder
        self.process = process
    }

    deinit { stop() }

    /// Starts a bus and the portal on it, and waits until the portal owns its name.
    public static func start(timeout: Double = 20) throws -> StandInPortal {
        let bus = try PrivateSessionBus.start()
        let folder = NSTemporaryDirectory() + "flourish-portal-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, folder]
        process.environment = bus.environment(ProcessInfo.processInfo.environment)
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: "\(folder)/stderr.log", contents: nil)
        process.standardError = FileHandle(forWritingAtPath: "\(folder)/stderr.log")
        try SignalMask.withNoneBlocked { try process.run() }
        try? output.fileHandleForWriting.close()
        guard LineReader(output.fileHandleForReading).firstLine(timeout: timeout * WaitClock.timeoutScale) == "ready" else {
            process.stop()
            let errors = (try? String(contentsOfFile: "\(folder)/stderr.log", encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: folder)
            bus.stop()
            throw VirtualPenError("the stand-in portal did not start: \(errors.suffix(2000))")
        }
        return StandInPortal(bus: bus, folder: folder, process: process)
    }

    /// Answers request `number` (from 1) with `line` (see the script: `chosen PATH`, `cancel`,
    /// `other`, `refuse NAME`, `leave`); nil answers every request without an answer of its own.
    public func answer(_ number: Int?, _ line: String) throws {
        let name = number.map { "answer-\($0)" } ?? "answer-default"
        // Written beside and renamed, so the portal never reads half a line.
        let temporary = "\(folder)/.\(name)"
        try (line + "\n").write(toFile: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary, "\(folder)/\(name)") == 0 else { throw VirtualPenError("cannot write \(name)") }
    }

    /// The requests received so far, in order.
    public var requests: [Request] {
        log.compactMap { entry in
            guard case .number(let n) = entry["n"], case .string(let method) = entry["method"] else { return nil }
            return Request(
                number: Int(n), method: method, parentWindow: entry["parent"]?.text ?? "", title: entry["title"]?.text ?? "",
                options: entry["options"]?.object ?? [:])
        }
    }

    /// The numbers of the requests the app closed (`Request.Close`).
    public var closed: [Int] {
        log.compactMap { entry in
            guard case .bool(true) = entry["closed"], case .number(let n) = entry["n"] else { return nil }
            return Int(n)
        }
    }

    private var log: [[String: JSONValue]] {
        guard let text = try? String(contentsOfFile: "\(folder)/requests.jsonl", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { JSONValue.parse(String($0))?.object }
    }

    /// What the portal wrote to stderr (a traceback, where it failed).
    public var errors: String { (try? String(contentsOfFile: "\(folder)/stderr.log", encoding: .utf8)) ?? "" }

    public func stop() {
        process.stop()
        bus.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
