import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The clock the virtual pen's waits run on: CLOCK_MONOTONIC, the one the X server stamps
/// input with, and deadlines stretched by `FLOURISH_TEST_TIMEOUT_SCALE` (which
/// `scripts/test --sanitize` sets: everything runs several times slower under a sanitizer).
public enum WaitClock {
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// How many times longer than written every wait is: the number in
    /// `FLOURISH_TEST_TIMEOUT_SCALE`, or 1 where it is unset or not a number of at least 1.
    public static let timeoutScale: Double = {
        guard let text = ProcessInfo.processInfo.environment["FLOURISH_TEST_TIMEOUT_SCALE"],
            let scale = Double(text), scale >= 1, scale.isFinite
        else { return 1 }
        return scale
    }()

    /// `seconds` (scaled) from now.
    public static func deadline(after seconds: Double) -> Double { now() + seconds * timeoutScale }

    /// Sleeps until the clock reads `deadline` (absolute, so paced loops do not drift).
    public static func sleep(until deadline: Double) {
        var ts = timespec(tv_sec: Int(deadline.rounded(.down)), tv_nsec: Int((deadline - deadline.rounded(.down)) * 1e9))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }
}
