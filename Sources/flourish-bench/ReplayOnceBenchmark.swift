import FlourishReplay

/// `replay-once`: the painting replayed through the library into `--file` (the request
/// `flourish replay DATA --out FILE` makes) between callgrind marks: the engine's work without
/// an app's start, which `scripts/bench` sets the whole `flourish replay` process against.
/// Prints no figures.
struct ReplayOnceBenchmark: Benchmark {
    static let name = "replay-once"
    static let inAll = false
    let dataPath: String
    let outputPath: String?

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        outputPath = options.filePath
    }

    func run() throws {
        var request = ReplayRequest(recordingPath: dataPath)
        request.outputPath = outputPath
        callgrindMark()
        blackHole(try Replay.run(request))
        callgrindMark()
    }
}
