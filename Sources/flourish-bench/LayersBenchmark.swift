import FlourishPaint
import FlourishRecording
import FlourishSession
import FlourishSessionSetup
import Foundation

/// What a stack of layers costs a stroke: libmypaint's 30-second painting painted on the
/// middle layer of 1, 10 and 50 layers that each hold the painting already (the layers below
/// and above kept flattened while it paints), against the same on one layer; the memory the
/// stack holds against its painted tiles; and a whole recomposite of 20 such layers against
/// copying the same tiles.
struct LayersBenchmark: PaintingBenchmark {
    static let name = "layers"
    let dataPath: String
    let repetitions: Int
    static let brush = "classic/charcoal"
    static let depths = ProcessInfo.processInfo.environment["LAYERS_DEPTHS"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1, 10, 50]

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = options.repetitions
    }

    func run() throws {
        let (recording, frames) = try paintingFrames()
        print("layers: \(recording.samples.count) events in \(frames.count) frames of 120 Hz with \(Self.brush) on 1000x1000, on the middle layer of a stack whose every layer holds the painting, median of \(repetitions) runs, process CPU ms")
        print("    first: the painting on a layer just chosen (the layers below and above flattened as its strokes first reach each tile); again: the same once more, the flattened layers kept")
        print("layers   first ms   ratio to 1 layer   again ms   ratio to 1 layer (goal at 50: <= 1.2)   layer tiles   composite tiles")
        var oneLayer = (first: 0.0, again: 0.0)
        // The deepest stack once more with the middle layer in a group of five: what lies
        // outside the group is kept flattened, the group is composited afresh.
        let rows = Self.depths.map { ($0, false) } + (Self.depths.max().map { [($0, true)] } ?? [])
        for (depth, grouped) in rows {
            var firsts: [Double] = []
            var agains: [Double] = []
            var held = (layers: 0, composite: 0)
            for _ in 0...repetitions {
                let session = try stack(depth: depth, frames: frames, grouped: grouped)
                let times = PaintedStack.paintTwice(session, frames: frames)
                firsts.append(times.first)
                agains.append(times.again)
                held = (session.layers.entries.reduce(0) { $0 + $1.layer.tiles.allocatedTileCount }, session.canvas.allocatedTileCount)
            }
            let first = median(Array(firsts.dropFirst()))
            let again = median(Array(agains.dropFirst()))
            if depth == 1 { oneLayer = (first, again) }
            print(
                String(
                    format: "%6d%@   %8.1f   %16.2f   %8.1f   %5.2f                                   %11d   %d", depth,
                    grouped ? " (in a group of 5)" : "", first, first / oneLayer.first, again, again / oneLayer.again,
                    held.layers, held.composite))
        }
        try bigCanvas()
        // A whole recomposite: what showing or hiding a layer under 19 others costs.
        let session = try stack(depth: 20, frames: frames)
        let tiles = session.layers.paintedTiles
        var recomposites: [Double] = []
        var copies: [Double] = []
        for _ in 0...repetitions {
            var start = cpuMilliseconds()
            session.perform(.layer(.setVisible(false)))
            session.perform(.layer(.setVisible(true)))
            recomposites.append((cpuMilliseconds() - start) / 2)
            let source = session.layers.current.tiles
            start = cpuMilliseconds()
            var kept: [TilePixels] = []
            kept.reserveCapacity(tiles.count * 20)
            for _ in 0..<20 {
                for tile in tiles { if let pixels = source.pixels(of: tile) { kept.append(TilePixels(copying: pixels)) } }
            }
            copies.append(cpuMilliseconds() - start)
        }
        let recomposite = median(Array(recomposites.dropFirst()))
        let copy = median(Array(copies.dropFirst()))
        print(
            String(
                format: "recomposite of 20 layers over %d tiles (a layer shown or hidden): %.1f ms; copying the 20 layers' tiles: %.1f ms; ratio %.2f",
                tiles.count, recomposite, copy, recomposite / copy))
    }

    /// A whole recomposite of 20 layers on a 4096x4096 canvas, each holding the painting at
    /// 16 places (its 1000x1000 strokes tiled over the canvas): what showing or hiding the
    /// bottom layer costs, against copying every layer's tiles once; and the memory the stack
    /// holds against its painted tiles.
    private func bigCanvas() throws {
        let frames = try paintingFrames().frames
        var setup = SessionSetup()
        (setup.brush, setup.canvasWidth, setup.canvasHeight) = (Self.brush, 4096, 4096)
        let session = try PaintSession(setup: setup)
        for (index, offset) in (0..<16).map({ (($0 % 4) * 1024, ($0 / 4) * 1024) }).enumerated() {
            for frame in frames {
                session.paint(frame.samples.map { var s = $0; s.x += Double(offset.0); s.y += Double(offset.1); s.time += Double(index) * 100; return s })
            }
            session.perform(.liftTools)
        }
        for _ in 1..<20 { session.perform(.layer(.duplicate)) }
        session.perform(.layer(.select(0)))
        let layerTiles = session.layers.entries.reduce(0) { $0 + $1.layer.tiles.allocatedTileCount }
        var recomposites: [Double] = []
        var copies: [Double] = []
        for _ in 0...max(repetitions / 2, 1) {
            var start = cpuMilliseconds()
            session.perform(.layer(.setVisible(false)))
            session.perform(.layer(.setVisible(true)))
            recomposites.append((cpuMilliseconds() - start) / 2)
            start = cpuMilliseconds()
            var kept: [TilePixels] = []
            kept.reserveCapacity(layerTiles)
            for entry in session.layers.entries {
                for tile in entry.layer.tiles.allocatedTiles {
                    if let pixels = entry.layer.tiles.pixels(of: tile) { kept.append(TilePixels(copying: pixels)) }
                }
            }
            copies.append(cpuMilliseconds() - start)
        }
        let recomposite = median(Array(recomposites.dropFirst()))
        let copy = median(Array(copies.dropFirst()))
        let tileMB = Double(TilePixels.byteCount) / 1_048_576
        print(
            String(
                format: "4096x4096, 20 layers of %d painted tiles each: recomposite (the bottom layer shown or hidden) %.1f ms; copying every layer's tiles %.1f ms; ratio %.2f",
                layerTiles / 20, recomposite, copy, recomposite / copy))
        print(
            String(
                format: "    memory: layers %.1f MB + composite %.1f MB for %d painted tiles per layer (%.2f MB of tiles per layer, %.0f%% more for the composite)",
                Double(layerTiles) * tileMB, Double(session.canvas.allocatedTileCount) * tileMB, layerTiles / 20,
                Double(layerTiles / 20) * tileMB, 100 * Double(session.canvas.allocatedTileCount) / Double(layerTiles)))
    }

    /// A session of `depth` layers, each holding the painting, with the middle one current
    /// (`PaintedStack`); `grouped`: it and the four below it in a group.
    private func stack(depth: Int, frames: [ReplayFrame], grouped: Bool = false) throws -> PaintSession {
        let session = try PaintedStack.session(depth: depth, frames: frames, brush: Self.brush)
        if grouped, depth >= 5 {
            session.perform(.layer(.group))
            for below in stride(from: depth / 2 - 1, through: depth / 2 - 4, by: -1) {
                session.perform(.layer(.select(below)))
                session.perform(.layer(.moveUp))
            }
            session.perform(.layer(.select(depth / 2)))
            precondition(session.layers.arrangement.span(of: depth / 2 + 1).count == 6, "a group of five layers")
        }
        return session
    }
}
