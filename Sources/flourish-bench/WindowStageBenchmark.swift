/// A benchmark of the real app in a window under Xvfb: `setUp` opens its `WindowStage`
/// (unavailable, with the SKIP line, where Xvfb or a tool it asks for is missing), `tearDown`
/// closes it, and `run` hands the open stage to `run(on:)`. What every window benchmark did
/// around its own runs, said once.
protocol WindowStageBenchmark: Benchmark {
    /// What the SKIP line calls the benchmark: "chooser benchmark" unless said.
    static var stageTitle: String { get }
    /// The X clients the runs need beside Xvfb (xdotool); none unless said.
    static var stageTools: [String] { get }
    /// The stage, from `setUp` to `tearDown`.
    var stage: WindowStage? { get set }

    /// Made with no stage yet: a window benchmark takes nothing from the command line.
    init()

    /// Measures on the open stage, and prints the figures.
    func run(on stage: WindowStage) throws
}

extension WindowStageBenchmark {
    static var stageTitle: String { "\(name) benchmark" }
    static var stageTools: [String] { [] }

    init(options: BenchmarkOptions) { self.init() }

    mutating func setUp() throws { stage = try WindowStage(for: Self.stageTitle, needing: Self.stageTools) }

    mutating func tearDown() {
        stage?.close()
        stage = nil
    }

    func run() throws {
        guard let stage else { throw BenchmarkFailure(description: "\(Self.name): run before its set-up") }
        try run(on: stage)
    }
}
