import Testing

@testable import FlourishPaint

@Suite("dtime from device timestamps")
struct StrokeTimelineTests {
    func dtimes(_ batches: [[Double]]) -> [[Double]] {
        var timeline = StrokeTimeline()
        var out: [Double] = []
        return batches.map {
            timeline.dtimes(for: $0, into: &out)
            return out
        }
    }

    @Test("distinct times give their differences; the first sample gets 0")
    func plainDifferences() {
        #expect(dtimes([[1.0, 1.005, 1.013]]) == [[0, 1.005 - 1.0, 1.013 - 1.005]])
    }

    @Test("a run of equal times is spread evenly over the interval before it")
    func equalTimesSpread() {
        // Three samples stamped 1.006 after one at 1.0: each gets 2 ms.
        let result = dtimes([[1.0, 1.006, 1.006, 1.006, 1.010]])[0]
        #expect(result.count == 5)
        #expect(abs(result[1] - 0.002) < 1e-12 && abs(result[2] - 0.002) < 1e-12 && abs(result[3] - 0.002) < 1e-12)
        #expect(abs(result[4] - 0.004) < 1e-12)
        // The spread keeps the total: the run ends exactly at its stamp.
        #expect(abs(result.reduce(0, +) - 0.010) < 1e-12)
    }

    @Test("time stepping backwards is clamped, never negative")
    func backwardsClamped() {
        let result = dtimes([[2.0, 2.010, 2.004, 2.020]])[0]
        #expect(result.allSatisfy { $0 >= 0 })
        // 2.004 is clamped into the run stamped 2.010, which shares the 10 ms.
        #expect(abs(result[1] - 0.005) < 1e-12 && abs(result[2] - 0.005) < 1e-12)
        #expect(abs(result[3] - 0.010) < 1e-12)
    }

    @Test("a run continuing from an earlier batch is not revised: its new members get 0")
    func runAcrossBatches() {
        let result = dtimes([[1.0, 1.008], [1.008, 1.016]])
        #expect(result[0] == [0, 1.008 - 1.0])
        #expect(result[1][0] == 0)
        #expect(abs(result[1][1] - 0.008) < 1e-12)
    }

    @Test("non-finite times do not poison later ones")
    func nonFinite() {
        let result = dtimes([[1.0, .nan, 1.01]])[0]
        #expect(result[1] == 0)
        #expect(abs(result[2] - 0.01) < 1e-12)
    }
}
