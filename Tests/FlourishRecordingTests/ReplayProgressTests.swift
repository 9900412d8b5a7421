import FlourishRecording
import FlourishReplay
import FlourishTestSupport
import Testing

/// The replay's progress line, driven by a clock the test sets: nothing here waits.
@Suite("ReplayProgress")
struct ReplayProgressTests {
    /// The text, failing the test where there is none (`#require` cannot take a mutating call).
    func shown(_ text: String?) throws -> String { try #require(text) }

    @Test("nothing is shown in the first second, then a line, then at most one every quarter second")
    func pacing() throws {
        var progress = ReplayProgress(start: 100)
        #expect(progress.update(done: 10, total: 1000, now: 100.2) == nil)
        #expect(progress.update(done: 50, total: 1000, now: 100.99) == nil)
        let first = try shown(progress.update(done: 60, total: 1000, now: 101.0))
        #expect(first.hasPrefix("\r"))
        #expect(!first.contains("\n"))
        #expect(progress.update(done: 70, total: 1000, now: 101.2) == nil)
        #expect(progress.update(done: 80, total: 1000, now: 101.25) != nil)
    }

    @Test("the time left comes from the rate since the first report, not since the start")
    func timeLeft() throws {
        // 2 s went on reading the file; then 100 samples a second from the first report.
        var progress = ReplayProgress(start: 0)
        #expect(progress.update(done: 100, total: 10_100, now: 2)?.contains("estimating") == true)
        let line = try shown(progress.update(done: 1100, total: 10_100, now: 12))
        // Spaces cover the rest of the longer "estimating" line before it.
        #expect(line.hasPrefix("\rflourish: replaying 1100 of 10100 samples (10%), 1:30 left"))
        #expect(line.dropFirst(59).allSatisfy { $0 == " " })
    }

    @Test("before a rate is known the line says it is estimating")
    func noRateYet() throws {
        var progress = ReplayProgress(start: 0)
        let line = try shown(progress.update(done: 0, total: 500, now: 5))
        #expect(line.contains("0 of 500 samples (0%)"))
        #expect(line.contains("estimating"))
    }

    @Test("a shorter line covers the longer one before it; finish clears the line it drew")
    func covering() throws {
        var progress = ReplayProgress(start: 0)
        let long = try shown(progress.update(done: 0, total: 500, now: 1))
        let short = try shown(progress.update(done: 400, total: 500, now: 2))
        #expect(short.count == long.count, "\(short.debugDescription) \(long.debugDescription)")
        #expect(short.hasSuffix(" "))
        let clear = try shown(progress.finish())
        #expect(clear == "\r" + String(repeating: " ", count: long.count - 1) + "\r")
        #expect(progress.finish() == nil)
    }

    @Test("a replay that ends within its first second shows and clears nothing")
    func quickReplay() {
        var progress = ReplayProgress(start: 0)
        for step in 0..<10 { #expect(progress.update(done: step * 10, total: 100, now: Double(step) * 0.09) == nil) }
        #expect(progress.finish() == nil)
    }

    @Test("time reads m:ss or h:mm:ss, rounded up; nonsense is capped", arguments: [
        (0.0, "0:00"), (0.2, "0:01"), (59.0, "0:59"), (60.0, "1:00"), (90.5, "1:31"), (3599.0, "59:59"),
        (3600.0, "1:00:00"), (7322.0, "2:02:02"), (-5.0, "0:00"), (Double.infinity, "99:59:59"), (1e12, "99:59:59"),
    ])
    func clock(seconds: Double, text: String) {
        #expect(ReplayProgress.clock(seconds) == text)
    }

    @Test("a replay reports every frame's samples, ending at the total",
          .enabled(if: exists(pencil), "skipped: \(pencil) is not installed"))
    func replayReports() throws {
        let folder = try TemporaryFolder()
        var settings = RecordingSettings()
        (settings.canvasWidth, settings.canvasHeight) = (64, 64)
        let path = folder.file("dots.rec")
        let writer = try RecordingWriter(path: path, settings: settings)
        for batch in 0..<8 {
            let samples = (0..<(batch % 3 + 1)).map { pen(time: Double(batch) + Double($0) / 10, x: 5, y: 5) }
            try writer.append(samples, batch: batch)
        }
        try writer.finish()
        var reports: [(done: Int, total: Int)] = []
        let (report, _) = try Replay.run(ReplayRequest(recordingPath: path)) { reports.append(($0, $1)) }
        #expect(reports.count == report.frames)
        #expect(reports.map(\.done) == [1, 3, 6, 7, 9, 12, 13, 15])
        #expect(reports.allSatisfy { $0.total == 15 })
        #expect(report.samples == 15)
    }
}
