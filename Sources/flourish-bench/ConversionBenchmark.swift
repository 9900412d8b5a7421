import FlourishPaint
import FlourishSessionSetup
import Foundation

/// The screen's 8-bit conversion of whole tiles, next to a plain copy of the same 16-bit
/// tile (the least any conversion must touch), in one run.
struct ConversionBenchmark: Benchmark {
    static let name = "conversion"
    let tiles = 4000

    init(options: BenchmarkOptions) {}

    func run() {
        let store = TileStore(width: 64, height: 64)
        let tile = TileCoordinate(x: 0, y: 0)
        // Paint a gradient of valid premultiplied values straight into the store.
        let pixels = UnsafeMutablePointer(mutating: store.debugWritablePixels(of: tile))
        for i in 0..<(TileStore.valuesPerTile / 4) {
            let a = UInt16(i * 8 % 32769)
            pixels[i * 4] = a / 2
            pixels[i * 4 + 1] = a / 3
            pixels[i * 4 + 2] = a
            pixels[i * 4 + 3] = a
        }
        let display = DisplayTile()
        let paper = SessionSetup().paper
        let whole = PixelRect.of(tile)
        let copy = UnsafeMutablePointer<UInt16>.allocate(capacity: TileStore.valuesPerTile)
        defer { copy.deallocate() }
        var convertNs: [Double] = []
        var copyNs: [Double] = []
        for _ in 0..<7 {
            var start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<tiles { display.convert(tile, area: whole, of: store, paper: paper) }
            convertNs.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<tiles {
                copy.update(from: pixels, count: TileStore.valuesPerTile)
                blackHole(copy)
            }
            copyNs.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        blackHole(display.bytes)
        let perPixel = Double(tiles * 64 * 64)
        let a = median(convertNs) / perPixel
        let b = median(copyNs) / perPixel
        print(String(format: "conversion: fix15 tile -> 8-bit over paper %.3f ns/px; copy of the 16-bit tile %.3f ns/px; ratio %.2f", a, b, a / b))
    }
}
