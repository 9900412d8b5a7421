import FlourishGestures
import Synchronization

/// A clock the test sets by hand: time moves only when told, so no test sleeps.
final class ManualClock: GestureClock {
    private let time: Mutex<Double>

    init(_ start: Double = 0) {
        time = Mutex(start)
    }

    func now() -> Double {
        time.withLock { $0 }
    }

    func set(_ seconds: Double) {
        time.withLock { $0 = seconds }
    }
}
