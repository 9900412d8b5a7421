import Foundation

/// A tablet recording in `evtest`'s text format, cut into the frames the kernel delivered
/// (one per SYN_REPORT), with the state of the pen after each.
struct EvtestLog {
    struct Frame: Equatable {
        var time: Double
        /// The tool in proximity after this frame: pen, eraser or none.
        var tool: Tool?
        var touching: Bool
        var x: Int
        var y: Int
        var pressure: Int
        /// Whether this frame changed position or pressure.
        var moved: Bool
        /// Whether this frame changed `touching`.
        var touchChanged: Bool
    }

    enum Tool: Equatable { case pen, eraser }

    var frames: [Frame] = []
    var maxX = 0
    var maxY = 0
    var maxPressure = 0

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var tool: Tool?
        var touching = false
        var x = 0
        var y = 0
        var pressure = 0
        var moved = false
        var touchChanged = false
        var currentAxis = ""
        for line in text.split(separator: "\n") {
            // Header: "    Event code 0 (ABS_X)" then "      Max    26312".
            if line.hasPrefix("    Event code") {
                currentAxis = line.contains("(ABS_X)") ? "x" : line.contains("(ABS_Y)") ? "y" : line.contains("(ABS_PRESSURE)") ? "p" : ""
                continue
            }
            if line.hasPrefix("      Max"), let value = Int(line.split(separator: " ").last ?? "") {
                switch currentAxis {
                case "x": maxX = value
                case "y": maxY = value
                case "p": maxPressure = value
                default: break
                }
                continue
            }
            guard line.hasPrefix("Event: time ") else { continue }
            let fields = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let time = Double(fields[0].dropFirst("Event: time ".count)) else { continue }
            if line.contains("SYN_REPORT") {
                frames.append(
                    Frame(
                        time: time, tool: tool, touching: touching, x: x, y: y, pressure: pressure,
                        moved: moved, touchChanged: touchChanged))
                moved = false
                touchChanged = false
                continue
            }
            guard fields.count >= 4, let value = Int(fields[3].split(separator: " ").last ?? "") else { continue }
            let code = fields[2]
            if code.contains("(ABS_X)") {
                x = value
                moved = true
            } else if code.contains("(ABS_Y)") {
                y = value
                moved = true
            } else if code.contains("(ABS_PRESSURE)") {
                pressure = value
                moved = true
            } else if code.contains("(BTN_TOOL_PEN)") {
                tool = value == 1 ? .pen : (tool == .pen ? nil : tool)
            } else if code.contains("(BTN_TOOL_RUBBER)") {
                tool = value == 1 ? .eraser : (tool == .eraser ? nil : tool)
            } else if code.contains("(BTN_TOUCH)") {
                touching = value == 1
                touchChanged = true
            }
        }
    }
}
