import FlourishSamples

/// Flourish's recording format: text, one record a line, so a recording can be read, diffed
/// and cut by hand.
///
///     flourish-recording 2
///     brush /usr/share/mypaint-data/2.0/brushes/classic/pencil.myb
///     radius 2.5
///     color #202020
///     eraser_brush /usr/share/mypaint-data/2.0/brushes/classic/pencil.myb
///     eraser_radius 8
///     canvas 800x600
///     samples
///     s <batch> <time> <x> <y> <pressure> <xtilt> <ytilt> <tool> <buttons>
///     c <batch>
///     u <batch>
///     r <batch>
///     l <batch>
///     b <batch> <factor>
///     p <batch> <radius|-> <#rrggbb> <brush file>
///     k <batch> <#rrggbb>
///
/// Header keys are optional. `s` is a sample with the frame it was delivered in, the device's
/// time in seconds, tool `pen|eraser|mouse` and the button bits; the other records are
/// commands given before that frame's samples: `c` clears the canvas, `u` undoes, `r` redoes,
/// `l` lifts every tool, `b` scales every brush's radius, `p` gives the pen and mouse a fresh
/// brush (radius `-`: the file's own), `k` their colour. Version 1 files (written before
/// undo existed) hold only `s` and `c` records and still read. Numbers are written in the shortest form that reads back to the same
/// Double, so a replay feeds the engine bit-identical input. `#` starts a comment line.
public enum FlourishFormat {
    public static func header(_ settings: RecordingSettings) -> String {
        var text = RecordingParser.flourishMagic + "\n"
        if let brush = settings.brush { text += "brush \(brush)\n" }
        if let radius = settings.radius { text += "radius \(radius)\n" }
        if let color = settings.color { text += "color \(color)\n" }
        if let eraser = settings.eraserBrush { text += "eraser_brush \(eraser)\n" }
        if let radius = settings.eraserRadius { text += "eraser_radius \(radius)\n" }
        if let w = settings.canvasWidth, let h = settings.canvasHeight { text += "canvas \(w)x\(h)\n" }
        text += "samples\n"
        return text
    }

    public static func line(for sample: Sample, batch: Int) -> String {
        "s \(batch) \(sample.time) \(sample.x) \(sample.y) \(sample.pressure) \(sample.xtilt) \(sample.ytilt) \(sample.tool.rawValue) \(sample.buttons.rawValue)\n"
    }

    public static func line(for command: RecordedCommand, batch: Int) -> String {
        switch command {
        case .scaleBrush(let factor): "b \(batch) \(factor)\n"
        case .useBrush(let path, let radius, let color): "p \(batch) \(radius.map { "\($0)" } ?? "-") \(color) \(path)\n"
        case .setColor(let color): "k \(batch) \(color)\n"
        default: "\(command.letter) \(batch)\n"
        }
    }
}

extension RecordingParser {
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
                throw RecordingError(file: file, line: number, reason: "unknown record '\(fields[0])' (expected s, c, u, r, l, b, p or k)")
            }
        }
        guard inSamples else {
            throw RecordingError(file: file, line: 0, reason: "no 'samples' line: the header never ends")
        }
        return Recording(format: .flourish, settings: settings, events: events)
    }
}
