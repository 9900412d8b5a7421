import FlourishPaint
import FlourishRecording
import FlourishSession
import FlourishSessionSetup
import Foundation

/// What the undo history costs on libmypaint's 30-second painting: the same frames through a
/// session (every stroke an undo step, tiles copied before their first write) and through the
/// bare engine (no history), in one run; the copies' own cost, timed alone; and, as the
/// reference the history avoids, a whole-canvas copy per stroke.
struct UndoBenchmark: PaintingBenchmark, RunsOnce {
    static let name = "undo"
    let dataPath: String
    let repetitions: Int
    /// A thin brush, a wide one, a smudge one (`BenchmarkOptions.undoBrushes`; not `--brush`).
    let brushes = BenchmarkOptions.undoBrushes

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = options.repetitions
    }

    func run() throws {
        let (recording, frames) = try paintingFrames()
        print("undo: \(recording.samples.count) events in \(frames.count) frames on 1000x1000, median of \(repetitions) runs, process CPU ms")
        print("brush                       strokes  tiles touched  tiles copied  history MB   session ms  engine ms  ratio   µs/touched tile  µs/copied tile (alone)  whole-canvas copies ms  ratio")
        for name in brushes {
            var sessionTimes: [Double] = []
            var engineTimes: [Double] = []
            var figures = Figures()
            for run in 0...repetitions {
                let sessionFirst = run % 2 == 0
                var engineMs = 0.0
                if !sessionFirst { engineMs = try engineOnly(frames, brush: name) }
                let (ms, measured) = try throughSession(frames, brush: name)
                if sessionFirst { engineMs = try engineOnly(frames, brush: name) }
                if run == 0 { continue }
                sessionTimes.append(ms)
                engineTimes.append(engineMs)
                figures = measured
            }
            let session = median(sessionTimes)
            let engine = median(engineTimes)
            let copyAlone = copyCost(tiles: max(figures.copied, 256))
            let wholeCanvas = wholeCanvasCopies(strokes: figures.strokes)
            let pad = { (s: String, n: Int) in s.padding(toLength: n, withPad: " ", startingAt: 0) }
            print(
                pad(name, 28) + pad(String(figures.strokes), 9) + pad(String(figures.touched), 15)
                    + pad(String(figures.copied), 14) + pad(String(format: "%.2f", Double(figures.historyBytes) / 1_048_576), 11)
                    + pad(String(format: "%10.1f", session), 13) + pad(String(format: "%9.1f", engine), 11)
                    + pad(String(format: "%5.3f", session / engine), 8)
                    + pad(String(format: "%15.2f", (session - engine) * 1000 / Double(max(figures.touched, 1))), 17)
                    + pad(String(format: "%22.2f", copyAlone * 1000), 24)
                    + pad(String(format: "%22.1f", wholeCanvas), 24)
                    + String(format: "%5.1f", wholeCanvas / max(Double(figures.copied) * copyAlone, 0.001)))
        }
        print("    (µs/touched tile: the session's extra CPU over the bare engine per tile a stroke wrote; µs/copied tile: one 32 KiB copy timed alone; the last ratio: a whole-canvas copy per stroke over the history's copies)")
    }

    struct Figures {
        var strokes = 0
        var touched = 0
        var copied = 0
        var historyBytes = 0
    }

    private func setup(_ brush: String) -> SessionSetup {
        var setup = SessionSetup()
        setup.brush = brush
        setup.canvasWidth = 1000
        setup.canvasHeight = 1000
        return setup
    }

    /// One replay of the painting with `--brush`, through the session (`throughSession`) or
    /// the bare engine (`--path`), and nothing else (`undo-once`): what `scripts/bench` counts
    /// instructions of with callgrind, where the CPU-time difference is within the noise.
    /// Prints no figures.
    func runOnce(options: BenchmarkOptions) throws {
        let frames = try paintingFrames().frames
        let brush = options.brushes[0]
        switch options.path {
        case "session": _ = try throughSession(frames, brush: brush)
        default: _ = try engineOnly(frames, brush: brush)
        }
    }

    /// Every frame through a session; counts each stroke's tiles.
    private func throughSession(_ frames: [ReplayFrame], brush: String) throws -> (Double, Figures) {
        let session = try PaintSession(setup: setup(brush))
        var figures = Figures()
        var strokeTiles = Set<TileCoordinate>()
        var wasDown = false
        let start = cpuMilliseconds()
        for frame in frames {
            let changes = session.paint(frame.samples)
            for region in changes.canvas { strokeTiles.formUnion(region.tiles) }
            let down = frame.samples.last?.isDown ?? wasDown
            if wasDown && !down {
                figures.touched += strokeTiles.count
                strokeTiles.removeAll(keepingCapacity: true)
            }
            wasDown = down
        }
        let elapsed = cpuMilliseconds() - start
        figures.strokes = session.undoableSteps
        figures.historyBytes = session.historyBytes
        figures.copied = session.historyBytes / TilePixels.byteCount
        return (elapsed, figures)
    }

    /// The same frames straight into the engine, as before the session existed.
    private func engineOnly(_ frames: [ReplayFrame], brush: String) throws -> Double {
        let engine = PaintEngine(width: 1000, height: 1000, brush: try Brush(named: brush))
        let start = cpuMilliseconds()
        for frame in frames { engine.continueStroke(frame.samples) }
        return cpuMilliseconds() - start
    }

    /// CPU ms per tile to copy `tiles` tiles, as the journal does on a tile's first write.
    private func copyCost(tiles: Int) -> Double {
        let source = TilePixels()
        for i in 0..<TileStore.valuesPerTile { source.values[i] = UInt16(truncatingIfNeeded: i &* 2_654_435_761) }
        var kept: [TilePixels] = []
        kept.reserveCapacity(tiles)
        let start = cpuMilliseconds()
        for _ in 0..<tiles { kept.append(TilePixels(copying: source.values)) }
        let elapsed = cpuMilliseconds() - start
        return elapsed / Double(tiles)
    }

    /// CPU ms for a copy of every tile of a painted 1000x1000 canvas, once per stroke: what a
    /// history of whole-canvas snapshots would pay.
    private func wholeCanvasCopies(strokes: Int) -> Double {
        let store = TileStore(width: 1000, height: 1000)
        for ty in 0..<store.tilesDown {
            for tx in 0..<store.tilesAcross {
                store.debugWritablePixels(of: TileCoordinate(x: tx, y: ty)).initialize(repeating: 0x1234, count: TileStore.valuesPerTile)
            }
        }
        let start = cpuMilliseconds()
        var kept: [TilePixels] = []
        for _ in 0..<strokes {
            kept.removeAll(keepingCapacity: true)
            for tile in store.allocatedTiles {
                if let pixels = store.pixels(of: tile) { kept.append(TilePixels(copying: pixels)) }
            }
        }
        return cpuMilliseconds() - start
    }
}
