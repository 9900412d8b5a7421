import FlourishPaint
import FlourishSamples
import FlourishTransform

/// Transform (Ctrl+T) on a 4096² layer painted edge to edge: each preview frame's cost while a
/// drag turns and scales it (the draft, half the resolution), computed where a 1920x1080
/// window shows the canvas at 1:1 (p95 within 8.33 ms, a 120 Hz frame), the full picture of
/// the same map that follows once the drag holds still, a whole-pixel move's preview beside
/// them, the time to apply a turn to the whole layer, and the peak resident growth over the
/// layer's own bytes (goal: at most 2x, the layer and one transformed copy).
struct TransformBenchmark: Benchmark {
    static let name = "transform"
    static let side = 4096
    static let window = PixelRect(x: 1088, y: 1508, width: 1920, height: 1080)
    let repetitions: Int

    init(options: BenchmarkOptions) { repetitions = max(options.repetitions, 1) }

    func run() throws {
        let layer = Self.paintedLayer()
        let layerBytes = Double(layer.allocatedTileCount * TilePixels.byteCount)
        let base = try PeakResident.reset()
        let preview = TransformPreview(layer: layer)
        var turning: [Double] = []
        var settled: [Double] = []
        var moving: [Double] = []
        for frame in 0..<(60 * repetitions) {
            let t = Double(frame) / 60
            let turn = Affine.rotation(radians: 0.5 * t, aboutX: 2048, y: 2048)
                .after(.scaling(sx: 1 + 0.3 * t, sy: 1 + 0.3 * t, aboutX: 2048, y: 2048))
            var start = wallMilliseconds()
            _ = preview.show(turn, limit: Self.window, draft: true)
            turning.append(wallMilliseconds() - start)
            start = wallMilliseconds()
            _ = preview.show(turn, limit: Self.window)
            settled.append(wallMilliseconds() - start)
            start = wallMilliseconds()
            _ = preview.show(.translation(dx: Double(frame % 50), dy: Double(frame % 30)), limit: Self.window)
            moving.append(wallMilliseconds() - start)
        }
        _ = preview.restore()
        let previewPeak = PeakResident.kiB("VmHWM") - base
        print("transform: 4096² painted layer (\(Int(layerBytes / 1_048_576)) MiB), preview in a 1920x1080 window at 1:1, \(turning.count) frames each")
        print(String(format: "    preview, turn and scale while dragging (draft): p50 %.2f ms  p95 %.2f ms  (goal p95 <= 8.33 ms)", percentile(turning, 0.5), percentile(turning, 0.95)))
        print(String(format: "    preview, the same held still (bilinear, full):  p50 %.2f ms  p95 %.2f ms", percentile(settled, 0.5), percentile(settled, 0.95)))
        print(String(format: "    preview, whole-pixel move (exact):              p50 %.2f ms  p95 %.2f ms", percentile(moving, 0.5), percentile(moving, 0.95)))
        var applies: [Double] = []
        var applyPeak = 0
        for _ in 0..<repetitions {
            let before = try PeakResident.reset()
            let start = wallMilliseconds()
            var tiles = LayerResampler.transformed(layer, by: .rotation(radians: 0.3, aboutX: 2048, y: 2048)) ?? [:]
            applies.append(wallMilliseconds() - start)
            applyPeak = max(applyPeak, PeakResident.kiB("VmHWM") - before)
            tiles.removeAll()
        }
        print(String(format: "    apply a turn to the whole layer: median %.0f ms", median(applies)))
        print(String(format: "    peak resident growth over the layer's bytes: preview %.2fx, apply %.2fx  (goal <= 2x with the layer itself)",
            Double(previewPeak) * 1024 / layerBytes + 1, Double(applyPeak) * 1024 / layerBytes + 1))
    }

    /// Every pixel painted, with varied premultiplied values.
    static func paintedLayer() -> TileStore {
        let store = TileStore(width: side, height: side)
        let tiles = side / TileStore.tileSize
        for ty in 0..<tiles {
            for tx in 0..<tiles {
                let pixels = store.debugWritablePixels(of: TileCoordinate(x: tx, y: ty))
                for i in 0..<(TileStore.tileSize * TileStore.tileSize) {
                    let alpha = UInt16(16384 + (i * 7 + tx * 13) % 16384)
                    pixels[i * 4] = alpha / 2
                    pixels[i * 4 + 1] = UInt16((i + ty) % Int(alpha))
                    pixels[i * 4 + 2] = alpha / 3
                    pixels[i * 4 + 3] = alpha
                }
            }
        }
        return store
    }
}
