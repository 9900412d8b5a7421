import FlourishRecording
import FlourishSamples
import FlourishStorage
import Foundation

/// Recordings parsed from their bytes (issue 11): a 200,000-sample Flourish recording (about
/// 20 MB, written by `RecordingWriter` as `--record` writes a session) and libmypaint's
/// painting30sec.dat, each parsed whole by `RecordingParser.read(path:)` (the read included)
/// beside a plain read of the same file (`FileBytes.read`, the least any parse must do). The
/// goal is at least 100 MB/s of Flourish recording text. Wall time, median of the runs after
/// one warm-up; the files stay in the page cache, so the read is memory speed, not the disk's.
///
/// `parse-once` parses a 20,000-sample recording and the painting once each between
/// `callgrindMark` calls, so `scripts/bench` can count instructions per line.
struct ParseBenchmark: RunsOnce {
    static let name = "parse"
    let dataPath: String
    let repetitions: Int

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = options.repetitions
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Writes `count` samples of a pen moving in loops over a 4096 canvas, four a frame, with
    /// the full-precision coordinates, pressures and tilts a tablet gives.
    static func writeRecording(samples count: Int, to path: String) throws {
        var settings = RecordingSettings()
        settings.brush = "classic/pencil"
        settings.radius = 2.5
        settings.color = "#1d2340"
        (settings.canvasWidth, settings.canvasHeight) = (4096, 4096)
        let writer = try RecordingWriter(path: path, settings: settings)
        var frame: [Sample] = []
        for i in 0..<count {
            let t = Double(i) * 0.005
            let pressure = max(0, 0.5 + 0.45 * sin(t * 3.1))
            frame.append(
                Sample(
                    x: 2048 + 1500 * sin(t * 0.7) + 40 * sin(t * 9), y: 2048 + 1400 * cos(t * 0.53),
                    pressure: pressure, xtilt: 0.3 * cos(t), ytilt: -0.2 * sin(t * 1.3), time: 1000 + t,
                    tool: .pen, buttons: pressure > 0.1 ? .primary : []))
            if frame.count == 4 || i == count - 1 {
                try writer.append(frame, batch: i / 4)
                frame.removeAll(keepingCapacity: true)
            }
        }
        try writer.finish()
    }

    static func lineCount(_ path: String) throws -> Int {
        try FileBytes.read(path: path, limit: RecordingParser.maxFileBytes).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// Runs `body` on a recording of `count` samples (`writeRecording`) in a scratch folder,
    /// removed afterwards.
    static func withRecording(samples count: Int, _ body: (_ path: String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "flourish-parse-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = folder + "/loops.flourish"
        try writeRecording(samples: count, to: recording)
        try body(recording)
    }

    func run() throws {
        try Self.withRecording(samples: 200_000) { recording in
            print("parse: RecordingParser.read(path:) (read + parse) beside FileBytes.read (plain read) of the same file; wall time, median of \(repetitions) after one warm-up")
            try measure(recording, name: "flourish recording, 200000 samples", goal: " (goal: at least 100 MB/s)")
            if FileManager.default.fileExists(atPath: dataPath) {
                try measure(dataPath, name: "painting30sec.dat", goal: "")
            } else {
                print("  painting30sec.dat: skipped, \(dataPath) is absent")
            }
        }
    }

    func measure(_ path: String, name: String, goal: String) throws {
        let lines = try Self.lineCount(path)
        let timed = try LoadBesideRead(path, limit: RecordingParser.maxFileBytes, runs: repetitions) {
            let parsed = try RecordingParser.read(path: path)
            guard parsed.events.count > 0 else { throw Failure(description: "\(path): no events") }
            return parsed
        }
        let (parse, read) = (timed.loadMilliseconds, timed.readMilliseconds)
        let megabytes = Double(timed.bytes) / 1e6
        print(
            String(
                format: "  %@ (%.1f MB, %d lines): read + parse %.1f ms = %.0f MB/s (%.0f ns/line); plain read %.2f ms = %.0f MB/s; ratio %.1f%@",
                name, megabytes, lines, parse, megabytes / (parse / 1e3), parse * 1e6 / Double(lines), read,
                megabytes / (read / 1e3), parse / read, goal))
    }

    /// One parse of each file between callgrind marks (`parse-once`, see `scripts/bench`);
    /// prints the lines.
    func runOnce(options: BenchmarkOptions) throws {
        try Self.withRecording(samples: 20_000) { recording in
            let paths = [recording] + (FileManager.default.fileExists(atPath: dataPath) ? [dataPath] : [])
            let counts = try paths.map(Self.lineCount)
            for path in paths {
                callgrindMark()
                blackHole(try RecordingParser.read(path: path))
            }
            callgrindMark()
            print("lines \(counts.map(String.init).joined(separator: " "))")
        }
    }
}
