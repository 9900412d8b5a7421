import FlourishRecording
import FlourishReplay
import FlourishSession
import FlourishSessionSetup
import Foundation

/// `history`: what keeping every painting's history costs. painting30sec's samples, in the
/// frames a 120 Hz loop would have drained, are painted into a session (history on, as
/// always) and, apart, appended to a `HistoryLog` alone: the CPU time of the appends beside
/// the painting's, and the history's bytes per sample and per hour of such painting.
struct HistoryBenchmark: Benchmark {
    static let name = "history"
    static let inAll = true
    let dataPath: String
    static let runs = 5

    init(options: BenchmarkOptions) { dataPath = options.dataPath }

    func setUp() throws {
        guard FileManager.default.fileExists(atPath: dataPath) else {
            throw BenchmarkUnavailable("SKIP history: \(dataPath) is absent (libmypaint's painting30sec.dat; --data FILE)")
        }
    }

    func run() throws {
        let recording = try RecordingParser.read(path: dataPath)
        let frames = Replay.frames(of: recording, hz: 120)
        let samples = frames.reduce(0) { $0 + $1.samples.count }
        let seconds = (recording.samples.last?.time ?? 0) - (recording.samples.first?.time ?? 0)
        var setup = SessionSetup()
        (setup.canvasWidth, setup.canvasHeight) = Replay.benchmarkCanvas
        setup.brush = Replay.benchmarkBrush
        var paintTimes: [Double] = []
        var offTimes: [Double] = []
        var appendTimes: [Double] = []
        // History off, for the reference: a session whose history may hold nothing stops
        // appending at once.
        var off = setup
        off.historyLimitBytes = 0
        var bytes = 0
        for _ in 0..<Self.runs {
            let session = try PaintSession(setup: setup)
            let start = cpuMilliseconds()
            Replay.paint(frames, with: session)
            paintTimes.append(cpuMilliseconds() - start)
            blackHole(session.historyLog.byteCount)
            let without = try PaintSession(setup: off)
            let offStart = cpuMilliseconds()
            Replay.paint(frames, with: without)
            offTimes.append(cpuMilliseconds() - offStart)

            var log = HistoryLog(settings: session.recordingHeader)
            let before = cpuMilliseconds()
            for (batch, frame) in frames.enumerated() { log.append(.samples(frame.samples, batch: batch)) }
            appendTimes.append(cpuMilliseconds() - before)
            bytes = log.byteCount
            blackHole(log.text.chunks.count)
        }
        let paint = median(paintTimes)
        let append = median(appendTimes)
        let perSample = Double(bytes) / Double(max(samples, 1))
        let perHour = seconds > 0 ? Double(bytes) / seconds * 3600 : 0
        print("history: \(samples) samples in \(frames.count) frames, \(String(format: "%.1f", seconds)) s of painting")
        print(String(format: "history: %.1f bytes a sample, %.1f MB an hour of such painting (before deflate)", perSample, perHour / 1e6))
        print(
            String(
                format: "history: appending %.2f ms CPU (%.3f us a frame) beside painting %.1f ms (%.2f%% of it; the painting includes the appends)",
                append, append * 1000 / Double(max(frames.count, 1)), paint, 100 * append / max(paint, 1e-9)))
        let withoutHistory = median(offTimes)
        print(
            String(
                format: "history: painting with the history on %.1f ms, off %.1f ms (the reference): ratio %.3f", paint,
                withoutHistory, paint / max(withoutHistory, 1e-9)))
    }
}
