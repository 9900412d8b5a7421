import FlourishFrameClock
import FlourishFrameStats
import Testing

@Suite("FrameStatistics")
struct FrameStatisticsTests {
    @Test("before the first frame every figure is empty or zero")
    func empty() {
        let statistics = FrameStatistics()
        #expect(statistics.graph.isEmpty)
        #expect(statistics.frameTimeSummary == nil)
        #expect(statistics.framesPerSecond(now: 10) == 0)
        #expect(statistics.samplesPerSecond(now: 10) == 0)
        #expect(statistics.lastBatch == 0)
        #expect(statistics.largestBatch == 0)
        #expect(statistics.dabsPerFrame == 0)
        #expect(statistics.newestAgeP50 == nil)
        #expect(statistics.oldestAgeP95 == nil)
        #expect(statistics.stageMeans == FrameStages())
        #expect(statistics.overlayMean == 0)
    }

    @Test("a frame's time is its work time: every stage and the overlay, in ms")
    func frameTimeIsWorkTime() {
        let statistics = FrameStatistics()
        statistics.record(FrameRecord(start: 0, stages: stages([0.5, 1, 2, 0.25, 0.125, 4]), overlay: 0.002))
        // 0.5 + 1 + 2 + 0.25 + 0.125 + 4 + 2 (overlay)
        #expect(statistics.graph.count == 1)
        #expect(abs(statistics.graph[0] - 9.875) < epsilon)
    }

    /// An on-demand app: frames 10 s apart that each took 2 ms are 2 ms frames, not 10 s ones.
    @Test("idle gaps between frames are not frame times")
    func idleGapsAreNotFrameTimes() throws {
        let statistics = FrameStatistics()
        for index in 0..<5 { statistics.record(frame(start: Double(index) * 10, ms: 2)) }
        let summary = try #require(statistics.frameTimeSummary)
        #expect(abs(summary.max - 2) < epsilon)
        #expect(abs(summary.p50 - 2) < epsilon)
    }

    @Test("the graph is the last graphFrames frame times, oldest first, unsmoothed")
    func graph() {
        let statistics = FrameStatistics(graphFrames: 4)
        for ms in [1.0, 2, 3, 4, 5, 6] { statistics.record(frame(ms: ms)) }
        #expect(statistics.graph.count == 4)
        for (value, expected) in zip(statistics.graph, [3.0, 4, 5, 6]) { #expect(abs(value - expected) < epsilon) }

        let spiky = FrameStatistics(graphFrames: 8)
        for ms in [1.0, 1, 1, 50, 1, 1] { spiky.record(frame(ms: ms)) }
        // The spike is there at full height, and its neighbours are not raised by it.
        #expect(spiky.graph.map { ($0 * 1e6).rounded() / 1e6 } == [1, 1, 1, 50, 1, 1])
    }

    @Test("the summary over 1...100 ms: min 1, p50 50, p95 95, p99 99, max 100")
    func summary() throws {
        let statistics = FrameStatistics(graphFrames: 10, windowFrames: 100)
        // Recorded out of order of size, as frames come: the summary sorts, not the caller.
        for ms in (1...100).map({ Double(($0 * 37) % 100 + 1) }) { statistics.record(frame(ms: ms)) }
        let summary = try #require(statistics.frameTimeSummary)
        #expect(summary.count == 100)
        #expect(abs(summary.min - 1) < epsilon)
        #expect(abs(summary.p50 - 50) < epsilon)
        #expect(abs(summary.p95 - 95) < epsilon)
        #expect(abs(summary.p99 - 99) < epsilon)
        #expect(abs(summary.max - 100) < epsilon)
    }

    @Test("older frames drop out of the summary's window")
    func summaryWindowSlides() throws {
        let statistics = FrameStatistics(graphFrames: 10, windowFrames: 100)
        for ms in 1...150 { statistics.record(frame(ms: Double(ms))) }
        // The window holds 51...150: rank 50 is 100, rank 95 is 145, rank 99 is 149.
        let summary = try #require(statistics.frameTimeSummary)
        #expect(summary.count == 100)
        #expect(abs(summary.min - 51) < epsilon)
        #expect(abs(summary.p50 - 100) < epsilon)
        #expect(abs(summary.p95 - 145) < epsilon)
        #expect(abs(summary.p99 - 149) < epsilon)
        #expect(abs(summary.max - 150) < epsilon)
    }

    @Test("equal frame times leave the window one by one")
    func duplicatesLeave() throws {
        let statistics = FrameStatistics(windowFrames: 3)
        for ms in [5.0, 5, 5, 7] { statistics.record(frame(ms: ms)) }
        var summary = try #require(statistics.frameTimeSummary)
        #expect(summary.count == 3)
        #expect(abs(summary.min - 5) < epsilon)
        #expect(abs(summary.max - 7) < epsilon)
        for ms in [7.0, 7] { statistics.record(frame(ms: ms)) }
        summary = try #require(statistics.frameTimeSummary)
        #expect(abs(summary.min - 7) < epsilon)
        #expect(summary.count == 3)
    }

    /// Frames every 1/64 s (exact in binary, so no start sits on the window's edge by rounding).
    @Test("fps counts the frames started in the last 500 ms, over 0.5 s")
    func framesPerSecond() {
        let statistics = FrameStatistics()
        for index in 0..<128 { statistics.record(frame(start: Double(index) / 64, ms: 1)) }
        let newest = 127.0 / 64
        #expect(statistics.framesPerSecond(now: newest) == 64)
        #expect(statistics.framesPerSecond(now: newest + 0.01) == 64)
        // Idle afterwards: no frames in the last 500 ms, and the overlay reads that from `now`.
        #expect(statistics.framesPerSecond(now: newest + 1) == 0)
        // Half the window idle: 16 frames in it.
        #expect(statistics.framesPerSecond(now: newest + 0.25) == 32)
        // Frames that start after `now` are not counted.
        #expect(statistics.framesPerSecond(now: 100.0 / 64) == 64)
    }

    @Test("a frame exactly 500 ms old is outside the window")
    func framesPerSecondEdge() {
        let statistics = FrameStatistics()
        statistics.record(frame(start: 0, ms: 1))
        statistics.record(frame(start: 0.5, ms: 1))
        #expect(statistics.framesPerSecond(now: 0.5) == 2)
        #expect(statistics.framesPerSecond(now: 0.25) == 2)
    }

    @Test("a burst of frames is averaged over the whole 500 ms")
    func burst() {
        let statistics = FrameStatistics()
        for index in 0..<30 { statistics.record(frame(start: 10 + Double(index) / 128, ms: 1)) }
        #expect(statistics.framesPerSecond(now: 10.375) == 60)
    }

    @Test("samples per second: samples of the frames started in the last second")
    func samplesPerSecond() {
        let statistics = FrameStatistics()
        for index in 0..<128 {
            // Every other frame carries 6 samples, the rest none (confetti-only frames).
            statistics.record(frame(start: Double(index) / 64, ms: 1, samples: index.isMultiple(of: 2) ? 6 : 0))
        }
        // The last second holds frames 64...127: 32 with samples.
        #expect(statistics.samplesPerSecond(now: 127.0 / 64) == 192)
        #expect(statistics.samplesPerSecond(now: 127.0 / 64 + 2) == 0)
    }

    @Test("last and largest batch")
    func batches() {
        let statistics = FrameStatistics(graphFrames: 3)
        statistics.record(frame(ms: 1, samples: 9))
        #expect(statistics.lastBatch == 9)
        #expect(statistics.largestBatch == 9)
        for samples in [3, 12, 2] { statistics.record(frame(ms: 1, samples: samples)) }
        #expect(statistics.lastBatch == 2)
        #expect(statistics.largestBatch == 12)
        // The largest batch covers the graph window: 12 leaves with three more frames.
        for samples in [0, 1, 0] { statistics.record(frame(ms: 1, samples: samples)) }
        #expect(statistics.lastBatch == 0)
        #expect(statistics.largestBatch == 1)
    }

    @Test("dabs per frame is the mean over the graph window")
    func dabsPerFrame() {
        let statistics = FrameStatistics(graphFrames: 3)
        for dabs in [2, 4, 6] { statistics.record(frame(ms: 1, dabs: dabs)) }
        #expect(abs(statistics.dabsPerFrame - 4) < epsilon)
        statistics.record(frame(ms: 1, dabs: 11))
        #expect(abs(statistics.dabsPerFrame - 7) < epsilon)
    }

    @Test("input latency percentiles skip frames that carried no samples")
    func latencySkipsEmptyFrames() throws {
        let statistics = FrameStatistics()
        for age in 1...20 {
            statistics.record(
                frame(ms: 1, samples: 4, newestAgeMs: Double(age), oldestAgeMs: Double(age) + 100))
            statistics.record(frame(ms: 1))  // carried nothing; counted as 0 it would halve p50
        }
        #expect(abs(try #require(statistics.newestAgeP50) - 10) < epsilon)
        #expect(abs(try #require(statistics.newestAgeP95) - 19) < epsilon)
        #expect(abs(try #require(statistics.oldestAgeP50) - 110) < epsilon)
        #expect(abs(try #require(statistics.oldestAgeP95) - 119) < epsilon)
    }

    @Test("no latency without a frame that carried samples; old ones leave with the window")
    func latencyWindow() throws {
        let statistics = FrameStatistics(windowFrames: 4)
        for _ in 0..<3 { statistics.record(frame(ms: 1)) }
        #expect(statistics.newestAgeP50 == nil)
        statistics.record(frame(ms: 1, samples: 1, newestAgeMs: 40, oldestAgeMs: 50))
        #expect(abs(try #require(statistics.newestAgeP50) - 40) < epsilon)
        for _ in 0..<4 { statistics.record(frame(ms: 1)) }
        #expect(statistics.newestAgeP50 == nil)
        #expect(statistics.oldestAgeP95 == nil)
    }

    @Test("stage means and the overlay mean cover the graph window")
    func stageMeans() {
        let statistics = FrameStatistics(graphFrames: 2)
        statistics.record(FrameRecord(stages: stages([9, 9, 9, 9, 9, 9]), overlay: 0.009))
        statistics.record(FrameRecord(stages: stages([1, 2, 3, 4, 5, 6]), overlay: 0.001))
        statistics.record(FrameRecord(stages: stages([3, 4, 5, 6, 7, 8]), overlay: 0.003))
        // The first frame has left; the means are of the last two.
        let means = statistics.stageMeans
        let expected = [2.0, 3, 4, 5, 6, 7].map { $0 / 1000 }
        let actual = [means.drain, means.paint, means.confetti, means.upload, means.render, means.present]
        for (value, wanted) in zip(actual, expected) { #expect(abs(value - wanted) < epsilon) }
        #expect(abs(statistics.overlayMean - 0.002) < epsilon)
    }

    @Test("reset forgets every frame")
    func reset() {
        let statistics = FrameStatistics()
        statistics.record(frame(start: 1, ms: 3, samples: 2, newestAgeMs: 5, oldestAgeMs: 6))
        statistics.reset()
        #expect(statistics.graph.isEmpty)
        #expect(statistics.frameTimeSummary == nil)
        #expect(statistics.newestAgeP50 == nil)
        #expect(statistics.framesPerSecond(now: 1) == 0)
        #expect(statistics.framesRecorded == 0)
    }
}
