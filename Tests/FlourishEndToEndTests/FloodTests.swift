import FlourishFrameStats
import FlourishImage
import FlourishRecording
import FlourishVirtualPen
import Foundation
import Testing

/// The `--flood` producer in the running app: a thread of the app's own pushes pen samples
/// into the feeder while the frame loop drains and paints them, and an autosave is written on
/// the save thread while the painting goes on. These are the hand-offs between threads that
/// `scripts/test --sanitize thread` must see in the real app, not only in unit tests.
@Suite(
    "The flood producer in the running app",
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct FloodTests {
    @Test(
        "every flooded sample is received, delivered, painted and recorded once, in order, and the stroke is on the canvas; an autosave is written meanwhile"
    )
    func everySampleOnce() async throws {
        let count = 4_000
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 4,000 samples at 2 kHz take two seconds, and an autosave falls due a second after
        // the first of them changed the canvas: it is written while the flood paints. Once
        // the app says the last sample was pushed and the autosave was written, it is asked to
        // quit (SIGTERM), and it paints what is left and saves the canvas on the way out:
        // waiting on what it reports, not on a clock a loaded machine can outrun. (The last
        // --config wins over the harness's empty one.)
        let config = "\(folder)/autosave.conf"
        try "autosave_seconds = 1\n".write(toFile: config, atomically: true, encoding: .utf8)
        let app = try FlourishApp(
            on: display, folder: folder, extra: ["--config", config, "--flood", "\(count)@2000"])
        defer { app.stop() }
        try await app.waitForLine(startingWith: "flourish: flood: \(count) of \(count) samples pushed", timeout: 40)
        try await app.waitForLine(startingWith: "flourish: autosaved ", timeout: 40)
        kill(app.child.process.processIdentifier, SIGTERM)
        try await app.waitForExit(timeout: 40)
        #expect(
            app.child.stdout.lines.contains { $0.hasPrefix("flourish: autosaved ") },
            "no autosave while flooding\n\(app.child.transcript)")
        #expect(app.child.stdout.lines.contains("flourish: saved \(app.canvasPath)"), "\(app.child.transcript)")

        let report = try RunReport.read(from: app.statsPath)
        #expect(report.floodStart != nil && report.floodEnd != nil, "the producer's run was not reported")
        #expect(report.samplesReceived == UInt64(count), "\(report.samplesReceived) of \(count) samples reached the feeder")
        #expect(report.samplesDelivered == UInt64(count), "\(report.samplesDelivered) of \(count) samples left the feeder")
        #expect(report.samplesPainted["pen"] == count, "painted: \(report.samplesPainted)")

        let samples = try RecordingParser.read(path: app.recordingPath).samples
        #expect(samples.count == count, "\(samples.count) of \(count) samples recorded")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.time <= $1.time }, "samples out of order")
        #expect(samples.first?.isDown == true && samples.last?.isDown == false, "the stroke does not start down and end up")

        // The producer sweeps from 10% to 90% of the 400 px window's width.
        let painted = StrokeCheck.paintedPixels(try PNGFile.read(app.canvasPath))
        let xs = painted.map(\.x)
        #expect((xs.min() ?? 400) < 60 && (xs.max() ?? 0) > 340, "the stroke spans x \(xs.min() ?? -1)...\(xs.max() ?? -1)")
    }
}
