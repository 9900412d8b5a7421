import FlourishSamples
import FlourishTransform

/// A transform preview's frame times in `flourish-bench transform`, the whole layer's and
/// through a selection alike: for each frame, a map that turns and scales about the canvas's
/// centre shown as a drag shows it (the draft), the same held still (the full picture), and a
/// whole-pixel move, each computed where the benchmark's window shows the canvas.
struct PreviewFrameTimes {
    private(set) var turning: [Double] = []
    private(set) var settled: [Double] = []
    private(set) var moving: [Double] = []

    init(measuring preview: TransformPreview, frames: Int) {
        for frame in 0..<frames {
            let t = Double(frame) / 60
            let turn = Affine.rotation(radians: 0.5 * t, aboutX: 2048, y: 2048)
                .after(.scaling(sx: 1 + 0.3 * t, sy: 1 + 0.3 * t, aboutX: 2048, y: 2048))
            var start = wallMilliseconds()
            _ = preview.show(turn, limit: TransformBenchmark.window, draft: true)
            turning.append(wallMilliseconds() - start)
            start = wallMilliseconds()
            _ = preview.show(turn, limit: TransformBenchmark.window)
            settled.append(wallMilliseconds() - start)
            start = wallMilliseconds()
            _ = preview.show(.translation(dx: Double(frame % 50), dy: Double(frame % 30)), limit: TransformBenchmark.window)
            moving.append(wallMilliseconds() - start)
        }
    }

    /// The three lines of percentiles.
    func printLines() {
        print(String(format: "    preview, turn and scale while dragging (draft): p50 %.2f ms  p95 %.2f ms  (goal p95 <= 8.33 ms)", percentile(turning, 0.5), percentile(turning, 0.95)))
        print(String(format: "    preview, the same held still (bilinear, full):  p50 %.2f ms  p95 %.2f ms", percentile(settled, 0.5), percentile(settled, 0.95)))
        print(String(format: "    preview, whole-pixel move (exact):              p50 %.2f ms  p95 %.2f ms", percentile(moving, 0.5), percentile(moving, 0.95)))
    }
}
