/// `parse-once`: one parse of a 20,000-sample recording and of the painting between callgrind
/// marks, for `scripts/bench` to count instructions per line; prints the files' line counts.
struct ParseOnceBenchmark: Benchmark {
    static let name = "parse-once"
    static let inAll = false
    let parse: ParseBenchmark

    init(options: BenchmarkOptions) { parse = ParseBenchmark(options: options) }

    func run() throws { try parse.runOnce() }
}
