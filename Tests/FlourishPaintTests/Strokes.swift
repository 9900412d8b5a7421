import FlourishSamples
import Foundation

/// Input and data for the engine tests besides the stroke itself (`WaveStroke.curve`).
enum Strokes {
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
