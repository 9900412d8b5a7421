import FlourishPaint
import FlourishTransform

/// Transform (Ctrl+T) on a 4096² layer painted edge to edge: each preview frame's cost while a
/// drag turns and scales it (the draft, half the resolution), computed where a 1920x1080
/// window shows the canvas at 1:1 (p95 within 8.33 ms, a 120 Hz frame), the full picture of
/// the same map that follows once the drag holds still, a whole-pixel move's preview beside
/// them (and the same through a selection: `TransformSelectionBenchmark`), the time to apply a turn to the whole layer, and the peak resident growth over the
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
        let times = PreviewFrameTimes(measuring: preview, frames: 60 * repetitions)
        _ = preview.restore()
        let previewPeak = PeakResident.kiB("VmHWM") - base
        print("transform: 4096² painted layer (\(Int(layerBytes / 1_048_576)) MiB), preview in a 1920x1080 window at 1:1, \(times.turning.count) frames each")
        times.printLines()
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
        TransformSelectionBenchmark.run(layer: layer, frames: 60 * repetitions)
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
