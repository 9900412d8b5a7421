import FlourishVirtualPen
import Foundation

/// One device from `xinput list --long`.
struct XInputDevice: Equatable {
    var name: String
    var id: Int
    /// "master pointer", "slave pointer", "slave keyboard", ...
    var use: String
    /// The master it is attached to (for a slave) or paired with (for a master).
    var attachment: Int
    var valuators: [XInputValuator]

    func valuator(labelled label: String) -> XInputValuator? { valuators.first { $0.label == label } }
}

/// One valuator class of a device ("Detail for Valuator N").
struct XInputValuator: Equatable {
    var number: Int
    var label: String
    var min: Double
    var max: Double
    var mode: String
}

extension XInputDevice {
    /// Parses `xinput list --long` (xinput 1.6): a device line "<tree glyphs> Name <tab>id=N<tab>
    /// [slave  pointer  (2)]", then its classes, tab-indented.
    static func parseList(_ text: String) -> [XInputDevice] {
        var devices: [XInputDevice] = []
        var valuator: XInputValuator?
        func flushValuator() {
            if let v = valuator, !devices.isEmpty { devices[devices.count - 1].valuators.append(v) }
            valuator = nil
        }
        for raw in text.split(separator: "\n") {
            let line = String(raw)
            if !line.hasPrefix("\t"), let device = parseDeviceLine(line) {
                flushValuator()
                devices.append(device)
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("Detail for Valuator "), let n = Int(trimmed.dropFirst(20).dropLast()) {
                flushValuator()
                valuator = XInputValuator(number: n, label: "", min: 0, max: 0, mode: "")
            } else if trimmed.hasPrefix("Label: "), valuator != nil {
                valuator?.label = String(trimmed.dropFirst(7))
            } else if trimmed.hasPrefix("Range: "), valuator != nil {
                let bounds = trimmed.dropFirst(7).components(separatedBy: " - ").compactMap { Double($0) }
                if bounds.count == 2 { (valuator!.min, valuator!.max) = (bounds[0], bounds[1]) }
            } else if trimmed.hasPrefix("Mode: "), valuator != nil {
                valuator?.mode = String(trimmed.dropFirst(6))
            } else if trimmed.hasPrefix("Class originated from") {
                flushValuator()
            }
        }
        flushValuator()
        return devices
    }

    private static func parseDeviceLine(_ line: String) -> XInputDevice? {
        let fields = line.split(separator: "\t").map(String.init)
        guard fields.count >= 3, fields[1].hasPrefix("id="), let id = Int(fields[1].dropFirst(3)) else { return nil }
        // The name follows the tree glyphs (⎡ ⎜ ↳ ⎣) and is padded with spaces.
        let name = fields[0].drop { !$0.isLetter && !$0.isNumber }.trimmingCharacters(in: .whitespaces)
        // "[slave  pointer  (2)]"
        let words = fields[2].trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: " ")
        guard words.count == 3, let attachment = Int(words[2].trimmingCharacters(in: CharacterSet(charactersIn: "()")))
        else { return nil }
        return XInputDevice(name: name, id: id, use: "\(words[0]) \(words[1])", attachment: attachment, valuators: [])
    }
}

/// One event as `xinput test-xi2` prints it.
struct XI2Event: Equatable {
    /// The XI2 event type: 2 KeyPress, 3 KeyRelease, 4 ButtonPress, 5 ButtonRelease, 6 Motion,
    /// 13-17 the raw forms.
    var type: Int
    var name: String
    /// The device the event is reported for, and the physical (slave) device it came from.
    var device: Int
    var source: Int
    var detail: Int
    /// Root-window position, for non-raw device events. **For a slave device's events this is
    /// stale** (Xorg 21.1): the server fills it from the sprite before the master's event has
    /// moved it, so it holds the previous whole-pixel position plus the new fraction. The same
    /// holds for event_x/event_y, and the slave event goes to the window under the old position
    /// (checked with a client selecting one slave device on its own window). The master's copy
    /// of the same event is right; so are the valuators.
    var root: (x: Double, y: Double)?
    /// Valuator number -> value, as sent (raw events: the first number).
    var valuators: [Int: Double]

    static func == (a: XI2Event, b: XI2Event) -> Bool {
        a.type == b.type && a.name == b.name && a.device == b.device && a.source == b.source
            && a.detail == b.detail && a.root?.x == b.root?.x && a.root?.y == b.root?.y && a.valuators == b.valuators
    }

    static let keyPress = 2
    static let buttonPress = 4
    static let buttonRelease = 5
    static let motion = 6

    /// Parses complete events from `xinput test-xi2` output; a last event still being written
    /// (not followed by another "EVENT" line nor ended by its "windows:" line) is left out.
    static func parse(_ text: String) -> [XI2Event] {
        var events: [XI2Event] = []
        var current: XI2Event?
        var inValuators = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for raw in lines {
            let line = String(raw)
            if line.hasPrefix("EVENT type ") {
                if let event = current { events.append(event) }
                // "EVENT type 6 (Motion)"
                let rest = line.dropFirst(11)
                let number = Int(rest.prefix { $0.isNumber }) ?? -1
                let name = rest.split(separator: "(").last.map { String($0.dropLast()) } ?? ""
                current = XI2Event(
                    type: number, name: name, device: -1, source: -1, detail: 0, root: nil, valuators: [:])
                inValuators = false
                continue
            }
            guard current != nil else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("device: ") {
                // "device: 6 (6)"
                let numbers = trimmed.dropFirst(8).split(separator: " ").compactMap {
                    Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "()")))
                }
                if numbers.count == 2 { (current!.device, current!.source) = (numbers[0], numbers[1]) }
                inValuators = false
            } else if trimmed.hasPrefix("detail: ") {
                current!.detail = Int(trimmed.dropFirst(8)) ?? 0
            } else if trimmed.hasPrefix("root: ") {
                let xy = trimmed.dropFirst(6).split(separator: "/").compactMap { Double($0) }
                if xy.count == 2 { current!.root = (xy[0], xy[1]) }
            } else if trimmed == "valuators:" {
                inValuators = true
            } else if inValuators, let colon = trimmed.firstIndex(of: ":"), let n = Int(trimmed[..<colon]) {
                // "0: 13000.00" or, for raw events, "0: 13000.00 (13000.00)"
                let value = trimmed[trimmed.index(after: colon)...].split(separator: " ").first.flatMap { Double($0) }
                if let value { current!.valuators[n] = value }
            } else if !trimmed.isEmpty {
                inValuators = false
            }
        }
        // The last event is whole once its "windows:" line (device events) or the blank line
        // that ends a raw event has arrived.
        if let event = current, text.hasSuffix("\n") {
            let last = lines.dropLast().last.map(String.init) ?? ""
            if last.hasPrefix("    windows:") || last.isEmpty { events.append(event) }
        }
        return events
    }
}

/// `xinput test-xi2 --root` running in the background against one server: it selects every
/// XI2 event of every device on the root window and prints each with its valuators (and
/// flushes after each). Note: a root selection on all devices takes the implicit grab of a
/// button press, so do not run it beside an app whose clicks matter.
final class XI2Monitor {
    private let child: Child

    init(server: XorgServer) throws {
        guard let xinput = EndToEnd.executable(named: "xinput") else { throw HarnessError("xinput is not installed") }
        child = try Child(xinput, ["test-xi2", "--root"], environment: server.environment)
    }

    deinit { child.stop() }

    var events: [XI2Event] { XI2Event.parse(child.stdout.text) }
    var transcript: String { child.transcript }

    /// Waits until it is listening: it prints the device list before it selects events, so
    /// `probe` (which should post an event) is repeated until some event shows up.
    func waitUntilListening(timeout: Double = 10, probe: () throws -> Void) async throws {
        let deadline = scaledDeadline(after: timeout)
        while monotonicNow() < deadline {
            guard child.isRunning else { throw HarnessError("xinput test-xi2 exited\n\(child.transcript)") }
            try probe()
            if await waitUntil(timeout: 0.3, { !events.isEmpty }) { return }
        }
        throw HarnessError("xinput test-xi2 printed no event within \(timeout) s\n\(child.transcript)")
    }

    /// Waits until `condition` holds for the events so far; returns them either way.
    @discardableResult
    func waitFor(timeout: Double = 5, _ condition: ([XI2Event]) -> Bool) async -> [XI2Event] {
        var seen: [XI2Event] = []
        _ = await waitUntil(timeout: timeout) {
            seen = events
            return condition(seen)
        }
        return seen
    }

    func stop() { child.stop() }
}
