import FlourishPaint
import FlourishSessionSetup
import Foundation

/// The zoomed-out display pyramid on a 4096x4096 canvas painted in every tile: a rebuild,
/// updates of 1 and 16 tiles, and drawing a fit view from level 2, each next to the plain
/// level-0 conversion of as many canvas tiles (what the screen does at 1:1), in one run.
struct PyramidBenchmark: Benchmark {
    static let name = "pyramid"
    let side = 4096
    let repetitions: Int
    let paper = SessionSetup().paper

    init(options: BenchmarkOptions) { repetitions = options.repetitions }

    func run() {
        let store = TileStore(width: side, height: side)
        paint(store)
        let pyramid = DisplayPyramid(store: store, paper: paper)
        let display = DisplayTile()
        let everyTile = (0..<store.tilesDown).flatMap { y in
            (0..<store.tilesAcross).map { TileCoordinate(x: $0, y: y) }
        }
        func convert(_ tiles: [TileCoordinate]) {
            for tile in tiles {
                TileConversion.compositeOverPaper(
                    store.pixels(of: tile), paper: paper, into: display.bytes,
                    rowStride: DisplayTile.bytesPerRow)
            }
        }
        print(
            "pyramid: \(side)x\(side) canvas, \(store.allocatedTileCount) tiles painted, "
                + "levels 1...\(DisplayPyramid.maxLevel); median of \(repetitions) runs, wall ms")

        let (rebuild, rebuildReference) = timed { pyramid.rebuild() } against: { convert(everyTile) }
        report("rebuild, all levels", rebuild, "convert \(everyTile.count) tiles", rebuildReference)

        // Updates spread over the canvas, so no run finds its level tiles already in cache.
        let singles = (0..<64).map { [TileCoordinate(x: $0 * 7 % 64, y: $0 * 13 % 64)] }
        let (one, oneReference) = timed { for tiles in singles { pyramid.update(tiles) } } against: {
            for tiles in singles { convert(tiles) }
        }
        report("update 1 tile", one / 64, "convert 1 tile", oneReference / 64)

        // A stroke's worth: 4x4 neighbouring tiles at once, at 16 places.
        let blocks = (0..<16).map { block in
            (0..<16).map { TileCoordinate(x: block % 4 * 16 + 5 + $0 % 4, y: block / 4 * 16 + 3 + $0 / 4) }
        }
        let (sixteen, sixteenReference) = timed { for tiles in blocks { pyramid.update(tiles) } } against: {
            for tiles in blocks { convert(tiles) }
        }
        report("update 16 tiles", sixteen / 16, "convert 16 tiles", sixteenReference / 16)

        // Fit view: the whole canvas at 1/4 is 1024 px square, 16x16 level-2 tiles.
        let fit = side / 4
        let destination = UnsafeMutablePointer<UInt8>.allocate(capacity: fit * fit * 4)
        destination.initialize(repeating: 0, count: fit * fit * 4)
        defer { destination.deallocate() }
        let grid = fit / TileStore.tileSize
        let (render, renderReference) = timed {
            for ty in 0..<grid {
                for tx in 0..<grid {
                    pyramid.render(
                        level: 2, tile: TileCoordinate(x: tx, y: ty),
                        into: destination + (ty * 64 * fit + tx * 64) * 4, rowStride: fit * 4)
                }
            }
        } against: {
            for ty in 0..<grid {
                for tx in 0..<grid {
                    TileConversion.compositeOverPaper(
                        store.pixels(of: TileCoordinate(x: tx, y: ty)), paper: paper,
                        into: destination + (ty * 64 * fit + tx * 64) * 4, rowStride: fit * 4)
                }
            }
        }
        let fitTiles = grid * grid
        report(
            "render fit view (\(fitTiles) level-2 tiles)", render, "convert \(fitTiles) tiles", renderReference)
        blackHole(destination)
        let canvasBytes = store.allocatedTileCount * TileStore.valuesPerTile * 2
        print(
            String(
                format: "    held: %d level tiles, %.1f MiB (the canvas: %.1f MiB)", pyramid.cachedTileCount,
                Double(pyramid.byteCount) / 1_048_576, Double(canvasBytes) / 1_048_576))
    }

    /// Median wall milliseconds of `body` and of `reference` over `repetitions` runs, after
    /// one discarded warm-up of each; the two alternate so drift hits both alike.
    func timed(_ body: () -> Void, against reference: () -> Void) -> (Double, Double) {
        func milliseconds(_ work: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        var ours: [Double] = []
        var theirs: [Double] = []
        for run in 0...repetitions {
            let a = milliseconds(body)
            let b = milliseconds(reference)
            if run > 0 {
                ours.append(a)
                theirs.append(b)
            }
        }
        return (median(ours), median(theirs))
    }

    func report(_ what: String, _ ms: Double, _ referenceWhat: String, _ referenceMs: Double) {
        let pad = { (s: String, n: Int) in s.padding(toLength: n, withPad: " ", startingAt: 0) }
        print(
            "    " + pad(what, 38) + String(format: "%9.3f ms", ms) + "   " + pad(referenceWhat, 18)
                + String(format: "%9.3f ms", referenceMs) + String(format: "   ratio %.2f", ms / referenceMs))
    }

    /// Every tile painted with valid premultiplied pixels that differ from pixel to pixel and
    /// tile to tile (a cheap LCG), so nothing is uniform and no tile is plain paper.
    func paint(_ store: TileStore) {
        var state: UInt32 = 12345
        for y in 0..<store.tilesDown {
            for x in 0..<store.tilesAcross {
                let pixels = store.debugWritablePixels(of: TileCoordinate(x: x, y: y))
                for i in 0..<(TileStore.valuesPerTile / 4) {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    let a = UInt16(state >> 17)  // 0...32767
                    pixels[i * 4] = a / 2
                    pixels[i * 4 + 1] = UInt16(UInt32(a) * UInt32(i & 63) / 64)
                    pixels[i * 4 + 2] = UInt16(UInt32(a) * UInt32((x + y) & 15) / 16)
                    pixels[i * 4 + 3] = a
                }
            }
        }
        _ = store.takeDirtyTiles()
    }
}
