import FlourishFrameClock
import FlourishRecording
import FlourishReplay
import FlourishTimelapse
import Foundation

/// `timelapse`: seconds to render a 30 s 1080p H.264 timelapse of painting30sec.dat, and of a
/// long session (painting30sec painted over and over to the soak's 10^6 samples), each against
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
        try longSession()
    }

    /// The long session, once: painting30sec again and again, each pass later than the last,
    /// to 10^6 samples.
    private func longSession() throws {
        let painting = try RecordingParser.read(path: dataPath)
        let samples = painting.samples
        guard let first = samples.first?.time, let last = samples.last?.time, !samples.isEmpty else { return }
        let span = last - first + 1
        let passes = (Self.longSamples + samples.count - 1) / samples.count
        var text = RecordingParser.flourishMagic + "\ncanvas \(Replay.benchmarkCanvas.width)x\(Replay.benchmarkCanvas.height)\nsamples\n"
        text.reserveCapacity(passes * samples.count * 64)
        var batch = 0
        for pass in 0..<passes {
            for (index, sample) in samples.enumerated() {
                var moved = sample
                moved.time = sample.time - first + Double(pass) * span
                text += FlourishFormat.line(for: moved, batch: batch)
                if index % 4 == 3 { batch += 1 }
            }
        }
        let path = folder + "/long.flourish"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let start = MonotonicClock.now()
        _ = try Replay.run(ReplayRequest(recordingPath: path))
        let replay = MonotonicClock.now() - start
        let renderStart = MonotonicClock.now()
        _ = try Timelapse.render(TimelapseRequest(recordingPath: path, outputPath: folder + "/long.mp4"))
        let render = MonotonicClock.now() - renderStart
        print(
            "timelapse: a long session (\(passes * samples.count) samples, painting30sec \(passes) times), 30 s of 1920x1080: "
                + String(format: "render %.2f s, plain replay %.2f s, ratio %.2f", render, replay, render / max(replay, 1e-9)))
    }

    /// The soak's sample count.
    static let longSamples = 1_000_000

    mutating func tearDown() {
        if !folder.isEmpty { try? FileManager.default.removeItem(atPath: folder) }
    }
}
