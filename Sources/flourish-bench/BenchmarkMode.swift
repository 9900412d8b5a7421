/// One mode of `flourish-bench`: its name on the command line, whether `all` runs it, and
/// what it runs. `all` lists every mode once, in the order `all` runs them.
struct BenchmarkMode: Sendable {
    let name: String
    /// False for the `-once` modes: single runs for callgrind (`scripts/bench`), not figures.
    let inAll: Bool
    let run: @Sendable (BenchmarkOptions) throws -> Void

    init(_ name: String, inAll: Bool = true, _ run: @escaping @Sendable (BenchmarkOptions) throws -> Void) {
        self.name = name
        self.inAll = inAll
        self.run = run
    }

    static let all: [BenchmarkMode] = [
        BenchmarkMode("paint") { try PaintBenchmark(dataPath: $0.dataPath, repetitions: $0.repetitions).run(brushes: $0.brushes) },
        BenchmarkMode("undo") {
            try UndoBenchmark(dataPath: $0.dataPath, repetitions: $0.repetitions).run(brushes: BenchmarkOptions.undoBrushes)
        },
        BenchmarkMode("undo-once", inAll: false) {
            try UndoBenchmark(dataPath: $0.dataPath, repetitions: 1).runOnce(path: $0.path, brush: $0.brushes[0])
        },
        BenchmarkMode("conversion") { _ in ConversionBenchmark().run() },
        BenchmarkMode("pyramid") { PyramidBenchmark(repetitions: $0.repetitions).run() },
        BenchmarkMode("window") { _ in try WindowBenchmark().run() },
        BenchmarkMode("pen-to-ink") { try PenToInkBenchmark(app: $0.appPath, renderers: $0.renderers).run() },
        BenchmarkMode("view") { _ in try WindowBenchmark().runView() },
        BenchmarkMode("chooser") { _ in try WindowBenchmark().runChooser() },
        BenchmarkMode("confetti") { _ in
            ConfettiBenchmark().run()
            try WindowBenchmark().runConfetti()
        },
        BenchmarkMode("overlay") { _ in try WindowBenchmark().runOverlay() },
        BenchmarkMode("png") { try PNGExportBenchmark(dataPath: $0.dataPath, repetitions: $0.repetitions).run() },
        BenchmarkMode("png-once", inAll: false) {
            try PNGExportBenchmark(dataPath: $0.dataPath, repetitions: $0.repetitions).runOnce(
                canvas: $0.canvasSide, export: $0.export)
        },
        BenchmarkMode("documents") { try DocumentsBenchmark(dataPath: $0.dataPath, repetitions: $0.repetitions).run() },
        BenchmarkMode("documents-once", inAll: false) {
            try DocumentsBenchmark(dataPath: $0.dataPath, repetitions: $0.repetitions).runOnce(
                canvas: $0.canvasGiven ? $0.canvasSide : nil, brush: $0.brushGiven ? $0.brushes[0] : nil)
        },
        BenchmarkMode("parse") { try ParseBenchmark(dataPath: $0.dataPath, repetitions: $0.repetitions).run() },
        BenchmarkMode("parse-once", inAll: false) { try ParseBenchmark(dataPath: $0.dataPath, repetitions: 1).runOnce() },
        BenchmarkMode("gestures") {
            try GesturesBenchmark(repetitions: $0.repetitions, mnistCache: $0.mnistCache, mnistTest: $0.mnistTest).run()
        },
        BenchmarkMode("soak") { _ in try WindowBenchmark().runSoak() },
    ]

    /// The usage line, from the modes and the options themselves.
    static var usage: String {
        let modes = (["all"] + all.map(\.name)).joined(separator: "|")
        let flags = BenchmarkOptions.valued.map { "[\($0.flag) \($0.value)]" }.joined(separator: " ")
        return "usage: flourish-bench [\(modes)] \(flags)"
    }
}
