import FlourishFeeder
import FlourishFrameClock
import FlourishSamples
import Foundation
import Synchronization

/// A producer thread for the flood benchmark: pushes `count` pen samples at `hz`, as a tablet
/// would from an input thread, and wakes the frame loop the way a real input thread does
/// (through `wake`, which the app makes from SDL's wake-up event; no SDL here). The
/// samples run along a wave across the window, in strokes of `stroke` samples whose last is
/// up (one stroke unless told): a long session needs pen lifts, since undo and redo given
/// mid-stroke wait for its end and each stroke is a step of the history.
///
/// The app stops and joins it before SDL shuts down: a wake-up pushed into SDL's queue after
/// SDL_Quit would touch a subsystem that is gone.
package final class FloodProducer: Sendable {
    package let window = FloodWindow()
    private let cancelled = Atomic(false)
    private let finished = DispatchSemaphore(value: 0)
    private let joined = Mutex(false)

    private init() {}

    /// `wake` is called on the producer thread when a push asks for it (the first sample since
    /// the loop last drained) and once at the end. `progress` is told each of
    /// `milestones(count:)` as it is reached, on the producer thread, right after that sample
    /// was pushed.
    package static func start(
        count: Int, hz: Double, stroke: Int = .max, feeder: SampleFeeder, width: Int, height: Int,
        wake: @escaping @Sendable () -> Void, progress: (@Sendable (_ pushed: Int) -> Void)? = nil
    ) -> FloodProducer {
        let producer = FloodProducer()
        let thread = Thread { [producer] in
            defer { producer.finished.signal() }
            let marks = progress == nil ? [] : FloodProducer.milestones(count: count)
            var next = 0
            let start = MonotonicClock.now() + 0.05
            for i in 0..<count {
                if producer.cancelled.load(ordering: .relaxed) { break }
                let due = start + Double(i) / hz
                MonotonicClock.sleep(until: due)
                let phase = Double(i) / Double(max(count - 1, 1))
                let down = FloodProducer.isPenDown(at: i, count: count, stroke: stroke)
                let sample = Sample(
                    x: Double(width) * (0.1 + 0.8 * phase),
                    y: Double(height) * (0.5 + 0.3 * sin(phase * 12 * .pi)),
                    pressure: down ? 0.3 + 0.5 * phase : 0, time: MonotonicClock.now(),
                    tool: .pen, buttons: down ? .primary : [])
                if feeder.push(sample) { wake() }
                if next < marks.count, marks[next] == i + 1 {
                    progress?(i + 1)
                    next += 1
                }
            }
            producer.window.finish(start: start, end: MonotonicClock.now())
            wake()
        }
        thread.name = "flourish-flood"
        thread.start()
        return producer
    }

    /// Whether sample `i` of `count` has the pen down: all but the last of each `stroke`
    /// samples, and all but the very last.
    package static func isPenDown(at i: Int, count: Int, stroke: Int) -> Bool {
        i < count - 1 && (i + 1) % stroke != 0
    }

    /// The counts of samples pushed at which the flood reports its progress: each power of
    /// ten below `count`, each tenth of it, and `count`; in order, without repeats. A soak
    /// run reads the process's memory at each, so that memory maps to samples pushed rather
    /// than to a clock the producer may lag behind. Any count is accepted (`--flood` takes
    /// what it is given), so the arithmetic cannot overflow.
    package static func milestones(count: Int) -> [Int] {
        guard count > 0 else { return [] }
        // count * k / 10, without forming count * k.
        var marks = Set((1...10).map { count / 10 * $0 + count % 10 * $0 / 10 }.filter { $0 > 0 })
        var power = 10
        while power < count {
            marks.insert(power)
            guard power <= Int.max / 10 else { break }
            power *= 10
        }
        return marks.sorted()
    }

    /// Asks the thread to stop and waits until it has; later calls return at once.
    package func stopAndJoin() {
        cancelled.store(true, ordering: .relaxed)
        let first = joined.withLock { joined in
            defer { joined = true }
            return !joined
        }
        if first { finished.wait() }
    }
}
