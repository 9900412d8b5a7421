import FlourishRecording
import Foundation

/// A benchmark over libmypaint's 30-second painting (`--data`, kept in ../shared/data):
/// unavailable, with the SKIP line, where the file is absent; its runs read the painting and
/// group its events into the frames a 120 Hz display draws, as the app would.
protocol PaintingBenchmark: Benchmark {
    /// The painting's recording: `BenchmarkOptions.dataPath`.
    var dataPath: String { get }
}

extension PaintingBenchmark {
    func setUp() throws {
        guard FileManager.default.fileExists(atPath: dataPath) else {
            throw BenchmarkUnavailable("SKIP \(Self.name) benchmark: \(dataPath) is absent (it lives in ../shared/data).")
        }
    }

    /// The painting as read, and its events in frames of 120 Hz.
    func paintingFrames() throws -> (recording: Recording, frames: [ReplayFrame]) {
        let recording = try RecordingParser.read(path: dataPath)
        return (recording, FrameGrouping.byTime(recording.events, hz: 120))
    }
}
