/// `documents-once`: the documents benchmark's child, one canvas in a fresh process (the
/// recording's own, or `--canvas`; its brush, or `--brush`), saved and opened between callgrind
/// marks; prints one `RESULT` line.
struct DocumentsOnceBenchmark: Benchmark {
    static let name = "documents-once"
    static let inAll = false
    let documents: DocumentsBenchmark
    let canvas: Int?
    let brush: String?

    init(options: BenchmarkOptions) {
        documents = DocumentsBenchmark(options: options)
        canvas = options.canvasGiven ? options.canvasSide : nil
        brush = options.brushGiven ? options.brushes[0] : nil
    }

    func run() throws { try documents.runOnce(canvas: canvas, brush: brush) }
}
