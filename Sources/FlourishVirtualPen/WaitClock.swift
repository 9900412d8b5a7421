import FlourishFrameClock
import Foundation

/// The deadlines the virtual pen's waits run to: on the monotonic clock (the one the X server
/// stamps input with), stretched by `FLOURISH_TEST_TIMEOUT_SCALE` (which `scripts/test
/// --sanitize` sets: everything runs several times slower under a sanitizer).
public enum WaitClock {
    public static func now() -> Double { MonotonicClock.now() }

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
}
