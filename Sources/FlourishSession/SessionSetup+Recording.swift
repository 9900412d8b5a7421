import FlourishRecording
import FlourishSamples
import FlourishSessionSetup

/// A recording's header is not valid for a session.
public struct SetupError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

extension SessionSetup {
    /// The setup a recording's header describes, over `base` for whatever it leaves out.
    /// `lines` (a parsed recording's `headerLines`) puts the line of the key at fault into
    /// an error, after the file's name.
    public init(
        recording header: RecordingSettings, file: String, lines: [String: Int] = [:],
        over base: SessionSetup = SessionSetup()
    ) throws(SetupError) {
        func place(_ key: String) -> String { lines[key].map { "\(file):\($0)" } ?? file }
        self = base
        if let brush = header.brush { self.brush = brush }
        if let radius = header.radius { brushRadius = radius }
        if let hex = header.color {
            guard let color = Color(hex: hex) else {
                throw SetupError(description: "\(place("color")): color '\(hex)' is not #rrggbb")
            }
            self.color = color
        }
        if let strength = header.stabilizer { slotStabilizers[min(max(startSlot, 1), slotStabilizers.count) - 1] = strength }
        // A recording made before the line existed was painted in the legacy space.
        colorSpace = header.colorSpace ?? .legacy
        if let eraser = header.eraserBrush { eraserBrush = eraser }
        if let radius = header.eraserRadius { eraserRadius = radius }
        if let width = header.canvasWidth, let height = header.canvasHeight {
            // Checked here, before the canvas is made: a header may ask for anything.
            let limit = (maxCanvasWidth, maxCanvasHeight)
            if let why = Self.canvasProblem(width: width, height: height, limit: limit) {
                throw SetupError(description: "\(place("canvas")): canvas \(why)")
            }
            canvasWidth = width
            canvasHeight = height
        }
    }
}
