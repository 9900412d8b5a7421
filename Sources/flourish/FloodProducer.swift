import FlourishFeeder
import FlourishFrameClock
import FlourishSamples
import Foundation
import Synchronization

/// When the flood ran, in seconds on the monotonic clock; set by the producer thread.
final class FloodWindow: Sendable {
    private let window = Mutex<(start: Double, end: Double)?>(nil)
    func finish(start: Double, end: Double) { window.withLock { $0 = (start, end) } }
    var value: (start: Double, end: Double)? { window.withLock { $0 } }
}

/// A producer thread for the flood benchmark: pushes `count` pen samples at `hz`, as a tablet
/// would from an input thread, and wakes the frame loop the way a real input thread does.
///
/// The app stops and joins it before SDL shuts down: a wake-up pushed into SDL's queue after
/// SDL_Quit would touch a subsystem that is gone.
final class FloodProducer: Sendable {
    let window = FloodWindow()
    private let cancelled = Atomic(false)
    private let finished = DispatchSemaphore(value: 0)
    private let joined = Mutex(false)

    private init() {}

    static func start(
        count: Int, hz: Double, feeder: SampleFeeder, waker: LoopWaker, width: Int, height: Int
    ) -> FloodProducer {
        let producer = FloodProducer()
        let thread = Thread { [producer] in
            defer { producer.finished.signal() }
            let start = MonotonicClock.now() + 0.05
            for i in 0..<count {
                if producer.cancelled.load(ordering: .relaxed) { break }
                let due = start + Double(i) / hz
                MonotonicClock.sleep(until: due)
                let phase = Double(i) / Double(max(count - 1, 1))
                let down = i < count - 1
                let sample = Sample(
                    x: Double(width) * (0.1 + 0.8 * phase),
                    y: Double(height) * (0.5 + 0.3 * sin(phase * 12 * .pi)),
                    pressure: down ? 0.3 + 0.5 * phase : 0, time: MonotonicClock.now(),
                    tool: .pen, buttons: down ? .primary : [])
                if feeder.push(sample) { waker.wake() }
            }
            producer.window.finish(start: start, end: MonotonicClock.now())
            waker.wake()
        }
        thread.name = "flourish-flood"
        thread.start()
        return producer
    }

    /// Asks the thread to stop and waits until it has; later calls return at once.
    func stopAndJoin() {
        cancelled.store(true, ordering: .relaxed)
        let first = joined.withLock { joined in
            defer { joined = true }
            return !joined
        }
        if first { finished.wait() }
    }
}
