import FlourishFrameClock
import FlourishReplay
import FlourishTimelapse
import Foundation

/// `timelapse`: seconds to render a 30 s 1080p H.264 timelapse of painting30sec.dat, against
/// the plain replay of the same recording (the ratio is what the video costs on top).
struct TimelapseBenchmark: Benchmark {
    static let name = "timelapse"
    let dataPath: String
    let repetitions: Int
    private var folder = ""

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = max(1, min(options.repetitions, 3))
    }

    mutating func setUp() throws {
        guard FileManager.default.fileExists(atPath: dataPath) else {
            throw BenchmarkUnavailable("SKIP timelapse: \(dataPath) is absent")
        }
        folder = FileManager.default.temporaryDirectory.path + "/flourish-bench-timelapse-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func run() throws {
        var replays: [Double] = []
        var renders: [Double] = []
        for _ in 0..<repetitions {
            let start = MonotonicClock.now()
            _ = try Replay.run(ReplayRequest(recordingPath: dataPath))
            replays.append(MonotonicClock.now() - start)
            let request = TimelapseRequest(recordingPath: dataPath, outputPath: folder + "/timelapse.mp4")
            let renderStart = MonotonicClock.now()
            _ = try Timelapse.render(request)
            renders.append(MonotonicClock.now() - renderStart)
        }
        let (replay, render) = (replays.min() ?? 0, renders.min() ?? 0)
        print(
            "timelapse: painting30sec.dat, 30 s of 1920x1080 at 30 fps in H.264, best of \(repetitions): "
                + String(format: "render %.2f s, plain replay %.2f s, ratio %.1f", render, replay, render / max(replay, 1e-9)))
    }

    mutating func tearDown() {
        if !folder.isEmpty { try? FileManager.default.removeItem(atPath: folder) }
    }
}
