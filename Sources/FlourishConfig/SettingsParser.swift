import FlourishPaint
import FlourishSession
import FlourishTablet

/// One line of a settings file that was not understood; the setting keeps its default.
public struct SettingsProblem: Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { "\(file):\(line): \(message)" }
}

/// Reads `key = value` settings files; lines starting with `#` are comments. A bad line is reported and skipped, never fatal: a
/// typo in one setting must not keep a painter from painting.
public enum SettingsParser {
    public static let keys = [
        "frame_cap_hz", "canvas", "window", "brush", "brush_radius", "color", "paper",
        "mouse_pressure", "vsync", "eraser_brush", "eraser_radius", "pressure_curve", "reduce_motion", "overlay",
        "undo_memory_mb", "start_zoom", "slot1", "slot2", "slot3", "slot4", "slot5", "slot6", "slot7", "slot8",
        "slot9", "max_canvas", "autosave_seconds",
    ]

    public static func parse(
        _ text: String, file: String, into settings: inout Settings
    ) -> [SettingsProblem] {
        var problems: [SettingsProblem] = []
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let number = offset + 1
            func problem(_ message: String) {
                problems.append(SettingsProblem(file: file, line: number, message: message))
            }
            // Only whole lines are comments: `#` also starts colour values.
            let line = raw.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                problem("expected 'key = value', found '\(line)'")
                continue
            }
            let key = String(line[..<equals]).trimmingSpaces
            let value = String(line[line.index(after: equals)...]).trimmingSpaces
            func bad(_ expected: String) {
                problem("\(key): '\(value)' is not \(expected); keeping the default")
            }
            switch key {
            case "frame_cap_hz":
                if let v = Double(value), v.isFinite, v >= 1, v <= 1000 {
                    settings.frameCapHz = v
                } else { bad("a rate in 1...1000 Hz") }
            case "canvas":
                let limit = (settings.session.maxCanvasWidth, settings.session.maxCanvasHeight)
                if let (w, h) = size(value) {
                    if let why = SessionSetup.canvasProblem(width: w, height: h, limit: limit) {
                        problem("canvas: \(why); keeping \(settings.session.canvasWidth)x\(settings.session.canvasHeight)")
                    } else {
                        (settings.session.canvasWidth, settings.session.canvasHeight) = (w, h)
                    }
                } else { bad("WIDTHxHEIGHT") }
            case "max_canvas":
                if let (w, h) = size(value), w <= 65536, h <= 65536 {
                    (settings.session.maxCanvasWidth, settings.session.maxCanvasHeight) = (w, h)
                } else { bad("WIDTHxHEIGHT up to 65536x65536") }
            case "autosave_seconds":
                if let v = Double(value), v.isFinite, v >= 1, v <= 86400 {
                    settings.autosaveSeconds = v
                } else { bad("seconds in 1...86400") }
            case "window":
                if let (w, h) = size(value) {
                    (settings.windowWidth, settings.windowHeight) = (w, h)
                } else { bad("WIDTHxHEIGHT") }
            case "brush":
                if value.isEmpty { bad("a brush path or group/name") } else { settings.session.brush = value }
            case let slot where slot.hasPrefix("slot") && slot.count == 5 && ("1"..."9").contains(slot.suffix(1)):
                let index = Int(slot.suffix(1)).map { $0 - 1 } ?? 0
                if value.isEmpty {
                    bad("a brush path or group/name")
                } else if let error = Brush.loadProblem(value) {
                    problem("\(key): '\(value)' cannot be loaded (\(error.reason): \(error.path)); keeping \(settings.session.slotBrushes[index])")
                } else {
                    settings.session.slotBrushes[index] = value
                }
            case "brush_radius":
                if let v = Double(value), v.isFinite, v > 0, v <= 1000 {
                    settings.session.brushRadius = v
                } else { bad("a radius in pixels (0...1000]") }
            case "color":
                if let c = Color(hex: value) { settings.session.color = c } else { bad("a colour #rrggbb") }
            case "paper":
                if let c = Color(hex: value) { settings.session.paper = c } else { bad("a colour #rrggbb") }
            case "mouse_pressure":
                if let v = Double(value), v > 0, v <= 1 {
                    settings.mousePressure = v
                } else { bad("a pressure in (0, 1]") }
            case "eraser_brush":
                if value.isEmpty { bad("a brush path or group/name") } else { settings.session.eraserBrush = value }
            case "eraser_radius":
                if let v = Double(value), v.isFinite, v > 0, v <= 1000 {
                    settings.session.eraserRadius = v
                } else { bad("a radius in pixels (0...1000]") }
            case "undo_memory_mb":
                if let v = Int(value), v >= 1, v <= 1 << 20 {
                    settings.session.undoMemoryBytes = v << 20
                } else { bad("a whole number of megabytes in 1...1048576") }
            case "start_zoom":
                if value == "fit" {
                    settings.session.startZoom = .fit
                } else if let v = Double(value), v >= ViewTransform.minimumZoom, v <= ViewTransform.maximumZoom {
                    settings.session.startZoom = .scale(v)
                } else { bad("fit, or a zoom from 0.0625 to 32") }
            case "pressure_curve":
                do { settings.pressureCurve = try PressureCurve(parsing: value) } catch {
                    bad("a curve 'x,y x,y …' from 0,… to 1,… (\(error))")
                }
            case "vsync", "reduce_motion", "overlay":
                let flag: Bool
                switch value {
                case "true", "on", "yes": flag = true
                case "false", "off", "no": flag = false
                default:
                    bad("true or false")
                    continue
                }
                switch key {
                case "vsync": settings.vsync = flag
                case "overlay": settings.overlay = flag
                default: settings.reduceMotion = flag
                }
            default:
                problem("unknown key '\(key)' (known: \(keys.joined(separator: ", ")))")
            }
        }
        return problems
    }

    /// `WIDTHxHEIGHT`, both positive.
    public static func size(_ text: some StringProtocol) -> (Int, Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else {
            return nil
        }
        return (w, h)
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
