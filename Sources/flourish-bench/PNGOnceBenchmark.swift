/// `png-once`: the PNG benchmark's child, one canvas (`--canvas`) and export (`--export`) in a
/// fresh process, so its peak resident size is the save's; prints one `RESULT` line.
struct PNGOnceBenchmark: Benchmark {
    static let name = "png-once"
    static let inAll = false
    let png: PNGExportBenchmark
    let canvas: Int
    let export: String

    init(options: BenchmarkOptions) {
        png = PNGExportBenchmark(options: options)
        canvas = options.canvasSide
        export = options.export
    }

    func run() throws { try png.runOnce(canvas: canvas, export: export) }
}
