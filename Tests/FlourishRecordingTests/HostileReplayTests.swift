import FlourishReplay
import FlourishTestSupport
import Foundation
import Testing

/// The mutation fuzz's crashing inputs, as `flourish replay` reads them. Before the limits
/// each of these killed the process (checked with the previous build under `ulimit -v 3000000`):
/// x = ±1e8 aborted on libmypaint's assertion, y = 1e7 and three samples at x = 1e6 segfaulted
/// (the latter after taking gigabytes without the limit), and the demo recording painted with
/// a `radius_logarithmic` of 50 or 1e308 segfaulted.
@Suite("Replay of the fuzz's crashing recordings", .serialized, .enabled(if: exists(pencil), "skipped: \(pencil) is not installed"))
struct HostileReplayTests {
    /// A version 1 recording on an 800x480 canvas with classic/pencil and these sample lines.
    func recording(_ samples: [String], brush: String = "classic/pencil", in folder: TemporaryFolder) throws -> String {
        let text = "flourish-recording 1\nbrush \(brush)\ncanvas 800x480\nsamples\n" + samples.joined(separator: "\n") + "\n"
        return try folder.write(text, to: "fuzz.flourish")
    }

    @Test(
        "coordinates of 1e8, -1e8, 1e7 and 1e6 replay, clamped to the margin and counted",
        arguments: [
            (["s 0 1.0 100 100 0.5 0 0 pen 1", "s 1 1.01 100000000 100 0.5 0 0 pen 1", "s 2 1.02 120 100 0.5 0 0 pen 0"], 1),
            (["s 0 1.0 100 100 0.5 0 0 pen 1", "s 1 1.01 -100000000 100 0.5 0 0 pen 1", "s 2 1.02 120 100 0.5 0 0 pen 0"], 1),
            (["s 0 1.0 100 100 0.5 0 0 pen 1", "s 1 1.01 100 10000000 0.5 0 0 pen 1", "s 2 1.02 120 100 0.5 0 0 pen 0"], 1),
            (["s 0 1.0 1000000 100 0.5 0 0 pen 1", "s 1 1.01 1000000 200 0.5 0 0 pen 1", "s 2 1.02 1000000 300 0.5 0 0 pen 1"], 3),
        ] as [([String], UInt64)])
    func wildCoordinates(samples: [String], clamped: UInt64) throws {
        let folder = try TemporaryFolder()
        var request = ReplayRequest(recordingPath: try recording(samples, in: folder))
        request.outputPath = folder.file("out.png")
        let (report, _) = try Replay.run(request)
        #expect(report.clampedSamples == clamped)
        #expect(report.dabs < 20_000)
        #expect(report.brushClamps.isEmpty)
        #expect(exists(folder.file("out.png")))
    }

    @Test("the demo painted with radius_logarithmic 50 or 1e308 (no radius in the header) replays with the brush clamped, reported once",
          arguments: ["50", "1e308"])
    func wildBrush(value: String) throws {
        let folder = try TemporaryFolder()
        let pencilText = try String(contentsOfFile: pencil, encoding: .utf8)
        let range = try #require(pencilText.range(of: #""radius_logarithmic": \{\s*"base_value": [^,]*,"#, options: .regularExpression))
        let brush = try folder.write(
            pencilText.replacingCharacters(in: range, with: "\"radius_logarithmic\": {\"base_value\": \(value),"), to: "wild.myb")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let demo = try String(contentsOf: root.appendingPathComponent("Assets/demo.flourish"), encoding: .utf8)
        let lines = demo.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if line.hasPrefix("radius ") { return nil }
            return line.hasPrefix("brush ") ? "brush \(brush)" : String(line)
        }
        let path = try folder.write(lines.joined(separator: "\n"), to: "demo.flourish")
        let (report, _) = try Replay.run(ReplayRequest(recordingPath: path))
        #expect(report.brushClamps.map(\.description).count == 1)
        let clamp = try #require(report.brushClamps.first)
        #expect(clamp.file == brush && clamp.setting == "radius_logarithmic")
        #expect(report.samples > 500 && report.dabs < 10_000)
    }
}
