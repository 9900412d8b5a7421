import FlourishFrameStats
import Testing

@testable import flourish

@Suite("Per-frame figures")
@MainActor
struct FrameFiguresTests {
    @Test("without --stats the report keeps no frames however many are drawn; with it, every one")
    func framesKeptOnlyForStats() throws {
        let without = try FrameFigures(launchTime: 100, frameLogPath: nil, statsPath: nil)
        let with = try FrameFigures(launchTime: 100, frameLogPath: nil, statsPath: "/nonexistent/stats.json")
        for i in 0..<5000 {
            let frame = FrameRecord(start: 100 + Double(i) / 120, samples: i % 3)
            without.record(frame)
            with.record(frame)
        }
        #expect(without.report.frames.isEmpty)
        #expect(with.report.frames.count == 5000)
        #expect(with.report.frames.last?.start == 4999.0 / 120, "frame times are kept relative to launch")
        // The overlay's statistics see every frame either way.
        #expect(without.statistics.lastBatch == 4999 % 3)
    }
}
