import Foundation
import FlourishPaint
import FlourishSamples
import FlourishTransform

/// Transform through a selection, the second half of `flourish-bench transform`: the same
/// 4096² painted layer with a large selection inside the 1920x1080 window (a 1600x1000
/// rectangle, and a lasso of about the same size with a soft edge), turned and scaled while
/// a drag changes the map (the draft, where the preview gives one), held still (the full
/// picture, what apply gives), and moved by whole pixels (exact). Goal: p95 within 8.33 ms,
/// a 120 Hz frame, as for the whole layer.
enum TransformSelectionBenchmark {
    /// The selections measured: what their lines are called and their coverage.
    static func selections(width: Int, height: Int) -> [(name: String, mask: SelectionMask)] {
        let window = TransformBenchmark.window
        let rectangle = SelectionShape.rectangle(x: Double(window.x + 160), y: Double(window.y + 40), width: 1600, height: 1000)
        // An ellipse-like outline of 400 points, 1600x1000 across, centred in the window.
        let (cx, cy) = (Double(window.x + window.width / 2), Double(window.y + window.height / 2))
        let lasso = SelectionShape.polygon(
            (0..<400).flatMap { i -> [Double] in
                let t = Double(i) / 400 * 2 * .pi
                let wobble = 1 + 0.04 * sin(9 * t)
                return [cx + 800 * wobble * cos(t), cy + 500 * wobble * sin(t)]
            })
        return [
            ("1600x1000 rectangle", rectangle.mask(width: width, height: height)),
            ("1600x1000 lasso", lasso.mask(width: width, height: height)),
        ]
    }

    /// Measures each selection's preview frames on `layer` and prints their lines.
    static func run(layer: TileStore, frames: Int) {
        for (name, mask) in selections(width: layer.width, height: layer.height) {
            let preview = TransformPreview(layer: layer, selection: mask)
            let times = PreviewFrameTimes(measuring: preview, frames: frames)
            _ = preview.restore()
            print("  through a \(name) selection:")
            times.printLines()
        }
    }
}
