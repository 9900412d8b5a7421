/// `undo-once`: one replay of the painting through the session or the bare engine (`--path`)
/// with `--brush`, and nothing else, for `scripts/bench` to count its instructions with
/// callgrind. Prints no figures.
struct UndoOnceBenchmark: Benchmark {
    static let name = "undo-once"
    static let inAll = false
    let undo: UndoBenchmark
    let path: String
    let brush: String

    init(options: BenchmarkOptions) {
        undo = UndoBenchmark(options: options)
        path = options.path
        brush = options.brushes[0]
    }

    func run() throws { try undo.runOnce(path: path, brush: brush) }
}
