// The recording parser as it was before it read bytes (String and Substring throughout), kept
// as the oracle that the byte parser accepts the same language and fails at the same lines.

import FlourishRecording
import FlourishSamples
import Foundation

/// Reads recordings in either format, failing on the first bad line with its number.
/// (The parser of commit 8875423, renamed; its unknown-record message lists the records
/// added since, `y` and `a`, as the byte parser's does.)
enum StringRecordingParser {
    /// Every version this reader understands, by its first line.
    static let flourishVersions = ["flourish-recording 1": 1, "flourish-recording 2": 2]

    /// Picks the format from the first line that is not blank. Lines end in "\n" or "\r\n"
    /// (one Character in Swift, so it must be named to be split on).
    static func parse(_ text: String, file: String) throws(RecordingError) -> Recording {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        let first = lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let magic = first?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if let version = flourishVersions[magic] {
            return try parseFlourish(lines, file: file, version: version)
        }
        if magic.hasPrefix("flourish-recording ") {
            throw RecordingError(
                file: file, line: 1, reason: "'\(magic)' is a version this Flourish cannot read (it reads 1 and 2)")
        }
        return try parseBenchmark(lines, file: file)
    }

    /// libmypaint's benchmark: `time x y pressure`, whitespace-separated. There is no button
    /// column, so a sample with pressure above 0 is a pen touching; the rest are hover.
    static func parseBenchmark(_ lines: [Substring], file: String) throws(RecordingError) -> Recording {
        var events: [RecordedEvent] = []
        events.reserveCapacity(lines.count)
        for (offset, line) in lines.enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if fields.isEmpty || fields[0].hasPrefix("#") { continue }
            let number = offset + 1
            guard fields.count == 4 else {
                throw RecordingError(
                    file: file, line: number,
                    reason: "expected 4 fields 'time x y pressure', found \(fields.count)")
            }
            let names = ["time", "x", "y", "pressure"]
            var values = [Double](repeating: 0, count: 4)
            for i in 0..<4 {
                values[i] = try self.number(fields[i], name: names[i], file: file, line: number)
            }
            let pressure = values[3]
            guard pressure >= 0 && pressure <= 1 else {
                throw RecordingError(
                    file: file, line: number, reason: "pressure \(fields[3]) is outside 0...1")
            }
            let sample = Sample(
                x: values[1], y: values[2], pressure: pressure, time: values[0], tool: .pen,
                buttons: pressure > 0 ? .primary : [])
            events.append(.sample(sample, batch: nil))
        }
        guard !events.isEmpty else {
            throw RecordingError(file: file, line: 0, reason: "no samples")
        }
        return Recording(format: .libmypaintBenchmark, events: events)
    }

    static func number(_ field: Substring, name: String, file: String, line: Int) throws(RecordingError) -> Double {
        guard let value = Double(field), value.isFinite else {
            throw RecordingError(file: file, line: line, reason: "\(name) '\(field)' is not a finite number")
        }
        return value
    }

    static func integer(_ field: Substring, name: String, file: String, line: Int) throws(RecordingError) -> Int {
        guard let value = Int(field), value >= 0 else {
            throw RecordingError(file: file, line: line, reason: "\(name) '\(field)' is not a whole number >= 0")
        }
        return value
    }
}
extension StringRecordingParser {
    /// `#rrggbb`.
    static func isColor(_ field: Substring) -> Bool {
        field.count == 7 && field.first == "#" && field.dropFirst().allSatisfy(\.isHexDigit)
    }

    static func parseFlourish(_ lines: [Substring], file: String, version: Int) throws(RecordingError) -> Recording {
        var settings = RecordingSettings()
        var events: [RecordedEvent] = []
        var inSamples = false
        var sawMagic = false
        var lastBatch = 0
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.isEmpty || fields[0].hasPrefix("#") { continue }
            if !sawMagic {
                sawMagic = true
                continue
            }
            if !inSamples {
                let key = fields[0]
                let value = fields.dropFirst().joined(separator: " ")
                switch key {
                case "samples": inSamples = true
                case "brush": settings.brush = value
                case "color": settings.color = value
                case "eraser_brush": settings.eraserBrush = value
                case "radius", "eraser_radius":
                    guard let r = Double(value), r.isFinite, r > 0 else {
                        throw RecordingError(file: file, line: number, reason: "\(key) '\(value)' is not a positive number")
                    }
                    if key == "radius" { settings.radius = r } else { settings.eraserRadius = r }
                case "canvas":
                    let parts = value.split(separator: "x")
                    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else {
                        throw RecordingError(file: file, line: number, reason: "canvas '\(value)' is not WIDTHxHEIGHT")
                    }
                    settings.canvasWidth = w
                    settings.canvasHeight = h
                default:
                    throw RecordingError(file: file, line: number, reason: "unknown header key '\(key)'")
                }
                continue
            }
            switch fields[0] {
            case "s":
                guard fields.count == 10 else {
                    throw RecordingError(
                        file: file, line: number,
                        reason: "sample needs 9 fields 'batch time x y pressure xtilt ytilt tool buttons', found \(fields.count - 1)")
                }
                let batch = try integer(fields[1], name: "batch", file: file, line: number)
                let time = try self.number(fields[2], name: "time", file: file, line: number)
                let x = try self.number(fields[3], name: "x", file: file, line: number)
                let y = try self.number(fields[4], name: "y", file: file, line: number)
                let pressure = try self.number(fields[5], name: "pressure", file: file, line: number)
                let xtilt = try self.number(fields[6], name: "xtilt", file: file, line: number)
                let ytilt = try self.number(fields[7], name: "ytilt", file: file, line: number)
                guard (0...1).contains(pressure) else {
                    throw RecordingError(file: file, line: number, reason: "pressure \(fields[5]) is outside 0...1")
                }
                guard (-1...1).contains(xtilt), (-1...1).contains(ytilt) else {
                    throw RecordingError(file: file, line: number, reason: "tilt is outside -1...1")
                }
                guard let tool = Tool(rawValue: String(fields[8])) else {
                    throw RecordingError(file: file, line: number, reason: "tool '\(fields[8])' is not pen, eraser or mouse")
                }
                guard let bits = UInt32(fields[9]) else {
                    throw RecordingError(file: file, line: number, reason: "buttons '\(fields[9])' is not a bit mask")
                }
                guard batch >= lastBatch else {
                    throw RecordingError(file: file, line: number, reason: "batch \(batch) comes after batch \(lastBatch)")
                }
                lastBatch = batch
                let sample = Sample(
                    x: x, y: y, pressure: pressure, xtilt: xtilt, ytilt: ytilt, time: time,
                    tool: tool, buttons: Buttons(rawValue: bits))
                events.append(.sample(sample, batch: batch))
            case "c", "u", "r", "l", "b", "p", "k":
                let command: RecordedCommand
                let expectedFields: ClosedRange<Int>
                switch fields[0] {
                case "c": (command, expectedFields) = (.clear, 2...2)
                case "u": (command, expectedFields) = (.undo, 2...2)
                case "r": (command, expectedFields) = (.redo, 2...2)
                case "l": (command, expectedFields) = (.liftTools, 2...2)
                case "k":
                    guard fields.count == 3, Self.isColor(fields[2]) else {
                        throw RecordingError(file: file, line: number, reason: "colour needs 'batch #rrggbb'")
                    }
                    (command, expectedFields) = (.setColor(String(fields[2])), 3...3)
                case "p":
                    guard fields.count >= 5 else {
                        throw RecordingError(
                            file: file, line: number, reason: "brush needs 'batch radius #rrggbb file', found \(fields.count - 1) fields")
                    }
                    var radius: Double?
                    if fields[2] != "-" {
                        let value = try self.number(fields[2], name: "radius", file: file, line: number)
                        guard value > 0 else {
                            throw RecordingError(file: file, line: number, reason: "radius \(fields[2]) is not positive")
                        }
                        radius = value
                    }
                    guard Self.isColor(fields[3]) else {
                        throw RecordingError(file: file, line: number, reason: "colour '\(fields[3])' is not #rrggbb")
                    }
                    let path = fields[4...].joined(separator: " ")
                    (command, expectedFields) = (.useBrush(path: path, radius: radius, color: String(fields[3])), 5...Int.max)
                default:
                    guard fields.count == 3 else {
                        throw RecordingError(file: file, line: number, reason: "brush scale needs two fields 'batch factor'")
                    }
                    let factor = try self.number(fields[2], name: "factor", file: file, line: number)
                    guard factor > 0 else {
                        throw RecordingError(file: file, line: number, reason: "factor \(fields[2]) is not positive")
                    }
                    (command, expectedFields) = (.scaleBrush(factor), 3...3)
                }
                guard version >= 2 || command == .clear else {
                    throw RecordingError(
                        file: file, line: number, reason: "record '\(fields[0])' needs a version 2 recording")
                }
                guard expectedFields.contains(fields.count) else {
                    throw RecordingError(file: file, line: number, reason: "'\(fields[0])' needs one field 'batch'")
                }
                let batch = try integer(fields[1], name: "batch", file: file, line: number)
                guard batch >= lastBatch else {
                    throw RecordingError(file: file, line: number, reason: "batch \(batch) comes after batch \(lastBatch)")
                }
                lastBatch = batch
                events.append(.command(command, batch: batch))
            default:
                throw RecordingError(file: file, line: number, reason: "unknown record '\(fields[0])' (expected s, c, u, r, l, b, p, k, y, a, t, v, e, f, i, g or m)")
            }
        }
        guard inSamples else {
            throw RecordingError(file: file, line: 0, reason: "no 'samples' line: the header never ends")
        }
        return Recording(format: .flourish, settings: settings, events: events)
    }
}
