import FlourishSamples
import Foundation

/// Synthetic but realistic input for engine tests: a pen stroke sampled at 200 Hz.
enum Strokes {
    /// A curve from (x0, y0) with pressure rising then falling, stamped 5 ms apart.
    static func curve(
        from x0: Double, _ y0: Double, length: Double = 200, samples: Int = 60,
        startTime: Double = 1.0, tool: Tool = .pen
    ) -> [Sample] {
        (0..<samples).map { i in
            let u = Double(i) / Double(samples - 1)
            let down = i > 0 && i < samples - 1
            return Sample(
                x: x0 + length * u, y: y0 + 30 * sin(u * .pi * 2),
                pressure: down ? 0.2 + 0.7 * sin(u * .pi) : 0, xtilt: 0.3 * u, ytilt: -0.2,
                time: startTime + Double(i) * 0.005, tool: tool, buttons: down ? .primary : [])
        }
    }

    /// `samples` split into batches of `size`.
    static func batches(_ samples: [Sample], size: Int) -> [[Sample]] {
        stride(from: 0, to: samples.count, by: size).map {
            Array(samples[$0..<min($0 + size, samples.count)])
        }
    }

    /// ../shared/data relative to the package root, or nil when the shared folder is absent.
    static func sharedData(_ relative: String) -> String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = root.deletingLastPathComponent().appendingPathComponent("shared/data/\(relative)").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
