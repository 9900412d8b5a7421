import FlourishFeeder
import FlourishFrameClock
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
enum FloodProducer {
    static func start(
        count: Int, hz: Double, feeder: SampleFeeder, waker: LoopWaker,
        width: Int, height: Int, report: FloodWindow
    ) {
        let thread = Thread {
            let start = MonotonicClock.now() + 0.05
            for i in 0..<count {
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
            report.finish(start: start, end: MonotonicClock.now())
            waker.wake()
        }
        thread.name = "flourish-flood"
        thread.start()
    }
}
