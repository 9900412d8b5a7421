/// One mode of `flourish-bench`, in the shape of swift-nio's NIOPerformanceTester: a named
/// benchmark made from the command line's options that sets up what it measures, runs, and
/// tears down what it set up. `BenchmarkRegistry.all` lists every one, once.
///
/// `run` prints each figure beside its reference as soon as it has it, rather than handing
/// its lines back at the end: several modes run for minutes (documents, the soak, pen to
/// ink), and their lines have always come as each measurement ends.
protocol Benchmark {
    /// The mode's name on the command line.
    static var name: String { get }
    /// Whether `all` runs it: false for the `-once` modes, single runs for callgrind
    /// (`scripts/bench`) and children of other modes, which print no figures of their own.
    static var inAll: Bool { get }

    /// Takes what it needs of the command line's options; measures nothing yet.
    init(options: BenchmarkOptions)

    /// Makes what the runs need (an X display, a scratch folder), untimed. Throws
    /// `BenchmarkUnavailable` where the machine lacks something the benchmark cannot do
    /// without; then neither `run` nor `tearDown` is called.
    mutating func setUp() throws

    /// Measures, and prints the figures.
    func run() throws

    /// Removes what `setUp` made, whether `run` returned or threw.
    mutating func tearDown()
}

extension Benchmark {
    static var inAll: Bool { true }
    mutating func setUp() throws {}
    mutating func tearDown() {}

    /// Sets up, runs and tears down one benchmark made from `options`; where it is
    /// unavailable here, prints why (the SKIP line) instead.
    static func perform(with options: BenchmarkOptions) throws {
        var benchmark = Self(options: options)
        do {
            try benchmark.setUp()
        } catch let unavailable as BenchmarkUnavailable {
            print(unavailable.line)
            return
        }
        defer { benchmark.tearDown() }
        try benchmark.run()
    }
}
