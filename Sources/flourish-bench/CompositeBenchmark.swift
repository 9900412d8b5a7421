import FlourishCompositing
import Foundation

/// Layer blending (issue 18): the time to composite one 64x64 layer tile onto its backdrop in
/// each blend mode, beside a plain copy of the tile (the least any pass over it must do) and
/// src-over at full opacity (what a normal layer costs), as ratios. The layer tile is a soft
/// painted stroke, every pixel of it painted with some alpha (the fast path for transparent
/// pixels does not flatter the figures); the backdrop is opaque paint. CPU time, median of
/// the runs after one warm-up; the modes and references alternate within each run, so drift
/// hits them alike.
struct CompositeBenchmark: Benchmark {
    static let name = "composite"
    let repetitions: Int
    /// Tiles composited per timed run of one mode: about 1 ms for the slowest.
    let tilesPerRun = 64

    init(options: BenchmarkOptions) { repetitions = options.repetitions }

    func run() {
        let source = UnsafeMutablePointer<UInt16>.allocate(capacity: Fix15Tile.valuesPerTile)
        let backdrop = UnsafeMutablePointer<UInt16>.allocate(capacity: Fix15Tile.valuesPerTile)
        let destination = UnsafeMutablePointer<UInt16>.allocate(capacity: Fix15Tile.valuesPerTile)
        defer {
            source.deallocate()
            backdrop.deallocate()
            destination.deallocate()
        }
        Self.paintStroke(into: source)
        Self.paintBackdrop(into: backdrop)

        // Each run starts from the same backdrop; the composites then go on in place.
        func time(_ work: () -> Void) -> Double {
            TileCompositor.copy(backdrop, to: destination)
            let start = cpuMilliseconds()
            for _ in 0..<tilesPerRun { work() }
            let elapsed = cpuMilliseconds() - start
            blackHole(destination)
            return elapsed * 1e6 / Double(tilesPerRun)
        }
        var copyNs: [Double] = []
        var modeNs: [BlendMode: [Double]] = [:]
        for run in 0...repetitions {
            let copy = time { destination.update(from: source, count: Fix15Tile.valuesPerTile) }
            var modes: [BlendMode: Double] = [:]
            for mode in BlendMode.allCases {
                modes[mode] = time { TileCompositor.composite(source, onto: destination, mode: mode, opacity: 1) }
            }
            guard run > 0 else { continue }
            copyNs.append(copy)
            for (mode, ns) in modes { modeNs[mode, default: []].append(ns) }
        }
        let copy = median(copyNs)
        let sourceOver = median(modeNs[.normal] ?? [])
        print(
            "composite: one 64x64 fix15 tile (a painted stroke onto opaque paint) at opacity 1; "
                + "median CPU of \(repetitions) runs of \(tilesPerRun) tiles")
        let pad = { (text: String) in text.padding(toLength: 38, withPad: " ", startingAt: 0) }
        print("    " + pad("memcpy of the tile") + String(format: "%9.2f us", copy / 1000))
        for mode in BlendMode.allCases {
            let ns = median(modeNs[mode] ?? [])
            print(
                "    " + pad("\(mode.compositeOp) (\(mode.displayName))")
                    + String(
                        format: "%9.2f us   ratio to memcpy %6.1f   to src-over %6.2f", ns / 1000, ns / copy,
                        ns / sourceOver))
        }
    }

    /// A soft diagonal stroke of changing colour: alpha 1 along its middle, falling to a
    /// thousandth at the tile's far corners, so every pixel is painted.
    static func paintStroke(into tile: UnsafeMutablePointer<UInt16>) {
        for y in 0..<Fix15Tile.side {
            for x in 0..<Fix15Tile.side {
                let distance = abs(Double(x - y) + 8 * sin(Double(y) / 7)) / 64
                let alpha = max(0.001, 1 - distance * 1.6)
                let pixel = Fix15Pixel(
                    straightRed: 0.2 + 0.6 * Double(x) / 63, green: 0.7 - 0.5 * Double(y) / 63, blue: 0.45,
                    alpha: alpha)
                let index = (y * Fix15Tile.side + x) * 4
                (tile[index], tile[index + 1], tile[index + 2], tile[index + 3]) =
                    (pixel.red, pixel.green, pixel.blue, pixel.alpha)
            }
        }
    }

    /// Opaque paint in a gradient, as the layers below a stroke usually are.
    static func paintBackdrop(into tile: UnsafeMutablePointer<UInt16>) {
        for y in 0..<Fix15Tile.side {
            for x in 0..<Fix15Tile.side {
                let pixel = Fix15Pixel(
                    straightRed: 0.9 - 0.4 * Double(y) / 63, green: 0.85, blue: 0.3 + 0.5 * Double(x) / 63)
                let index = (y * Fix15Tile.side + x) * 4
                (tile[index], tile[index + 1], tile[index + 2], tile[index + 3]) =
                    (pixel.red, pixel.green, pixel.blue, pixel.alpha)
            }
        }
    }
}
