/// A benchmark with a single run that another process counts or measures: `scripts/bench`
/// under callgrind, or the benchmark's own parent process reading its `RESULT` line.
protocol RunsOnce: Benchmark {
    /// The single run, with what it needs of `options`, and nothing else.
    func runOnce(options: BenchmarkOptions) throws
}

/// `NAME-once`: the single run of the benchmark `NAME` (`Parent`) in a fresh process, so its
/// instructions or its peak resident size are that run's alone; not in `all`.
struct OnceBenchmark<Parent: RunsOnce>: Benchmark {
    static var name: String { Parent.name + "-once" }
    static var inAll: Bool { false }
    let options: BenchmarkOptions

    init(options: BenchmarkOptions) { self.options = options }

    func run() throws { try Parent(options: options).runOnce(options: options) }
}
