import FlourishFrameClock
import Testing

@Suite("MonotonicClock")
struct MonotonicClockTests {
    @Test("now() never goes backwards")
    func nowIsMonotonic() {
        var previous = MonotonicClock.now()
        #expect(previous > 0)
        for _ in 0..<10_000 {
            let next = MonotonicClock.now()
            #expect(next >= previous)
            previous = next
        }
    }

    @Test("processCPU() is non-negative and does not go backwards")
    func processCPU() {
        let first = MonotonicClock.processCPU()
        var x = 0.0
        for i in 0..<100_000 { x += Double(i).squareRoot() }
        #expect(x > 0)
        let second = MonotonicClock.processCPU()
        #expect(first >= 0)
        #expect(second >= first)
    }

    @Test("sleep(until:) returns at once for a past deadline and not before a near-future one")
    func sleepUntil() {
        MonotonicClock.sleep(until: MonotonicClock.now() - 1)
        let deadline = MonotonicClock.now() + 0.002
        MonotonicClock.sleep(until: deadline)
        // The deadline is truncated to whole nanoseconds before sleeping.
        #expect(MonotonicClock.now() >= deadline - 1e-6)
    }
}
