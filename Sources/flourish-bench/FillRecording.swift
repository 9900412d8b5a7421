import FlourishRecording
import FlourishSamples
import Foundation

/// A recording whose strokes cover every tile of a canvas: what the view, documents, frames
/// during saves and soak benchmarks preload (or save, or open) to measure a canvas with every
/// tile painted rather than a sparse one.
enum FillRecording {
    /// Writes at `path` strokes covering every tile of a `width` x `height` canvas (4096x4096
    /// unless told) `passes` times over: rows 48 px apart of a wide brush, left to right.
    /// Returns the samples written.
    static func write(to path: String, width: Int = 4096, height: Int = 4096, passes: Int = 1) throws -> Int {
        var header = RecordingSettings()
        header.brush = "classic/pen"
        header.radius = 30
        header.color = "#3a5a8c"
        header.canvasWidth = width
        header.canvasHeight = height
        let writer = try RecordingWriter(path: path, settings: header)
        var time = 1.0
        var batch = 0
        var count = 0
        let rows = (0..<passes).flatMap { _ in stride(from: 24, to: height, by: 48) }
        for row in rows {
            var samples: [Sample] = []
            for x in stride(from: -16, through: width + 16, by: 8) {
                let down = x > -16 && x < width + 16
                let wave = 12 * sin(Double(x) / 90 + Double(row))
                samples.append(
                    Sample(x: Double(x), y: Double(row) + wave, pressure: down ? 0.8 : 0, time: time, tool: .pen, buttons: down ? .primary : []))
                time += 0.004
            }
            try writer.append(samples, batch: batch)
            batch += 1
            count += samples.count
        }
        try writer.finish()
        return count
    }
}
