import FlourishSamples
import Testing

@testable import FlourishAppCore

/// The frame loop as `PaintApp` runs it for a pen read through XInput2, on a clock the test
/// turns: a device sample is pushed and wakes the loop (a change is noted), SDL's copy of the
/// same motion goes to `CanvasInput.corePointerMoved`, each turn first takes a core motion
/// whose grace ran out, and a frame is drawn where `FrameLoop.next` says so and something
/// visible changed (samples came, or the ring moved); else it is skipped. Nothing is read from
/// a clock and nothing sleeps.
@MainActor
struct PenLoop {
    enum Event {
        /// The reader thread pushed a device sample.
        case sample(Sample)
        /// SDL reported the core pointer at this window point.
        case core(x: Double, y: Double)
    }

    /// A drawn frame: when, and how many samples it carried.
    struct Frame: Equatable, CustomStringConvertible {
        var time: Double
        var samples: Int
        var description: String { "\(samples)@\(time)" }
    }

    private var loop = FrameLoop(capHz: 120)
    private var input = CanvasInput()
    private let gestures = GestureController(confidence: 0.8, recognize: DigitRecognizers.modelNotLoaded) {}
    /// Whether XInput2 reads the devices (else SDL's own mouse events are the input).
    private let byXInput2: Bool
    private var pending: [Sample] = []
    private var ringShown: CursorPlacement?
    private(set) var frames: [Frame] = []
    private var now = 0.0
    /// When the waiting loop wakes by itself next; nil while only an event can wake it.
    private var wakeAt: Double? = 0

    /// A window opened at time 0 under the pointer at (100, 100): SDL's first motion places
    /// the ring, and the first frame is drawn whole.
    init(byXInput2: Bool = true) {
        self.byXInput2 = byXInput2
        run([(0, .core(x: 100, y: 100))])
    }

    /// Takes `events` in time order, turning the loop between them as the app does, until it
    /// idles with nothing left to take.
    mutating func run(_ events: [(time: Double, event: Event)]) {
        var queue = events.sorted { $0.time < $1.time }[...]
        for _ in 0..<100_000 {
            guard let next = [queue.first?.time, wakeAt].compactMap({ $0 }).min() else { return }
            now = max(now, next)
            while let first = queue.first, first.time <= now {
                queue.removeFirst()
                take(first.event, at: first.time)
            }
            turn()
        }
        Issue.record("the loop never came to rest")
    }

    private mutating func take(_ event: Event, at time: Double) {
        switch event {
        case .sample(let sample):
            pending.append(sample)
            loop.noteChange()
        case .core(let x, let y):
            if input.corePointerMoved(to: (x, y), at: time, byXInput2: byXInput2, serverSaysOver: { true }) {
                loop.noteChange()
            }
        }
    }

    /// One turn of the loop at `now`: draw, or wait until the time `FrameLoop.next` gives.
    private mutating func turn() {
        if input.pointer.takeUnmatchedCoreMotion(now: now) { loop.noteChange() }
        switch loop.next(now: now, wakeBy: [input.pointer.coreMotionDeadline]) {
        case .drawFrame:
            drawFrame()
            wakeAt = now
        case .sleep(let until):
            wakeAt = until
        case .waitForEvent(let milliseconds):
            wakeAt = milliseconds < 0 ? nil : now + Double(milliseconds) / 1000
        case .quit:
            wakeAt = nil
        }
    }

    private mutating func drawFrame() {
        let batch = pending
        pending.removeAll()
        if !batch.isEmpty { _ = input.route(batch, panelOpen: false, gestures: gestures) }
        let ring = input.ring(radius: 4, panelOpen: false)
        guard loop.needsWholeFrame || !batch.isEmpty || ring != ringShown else {
            loop.frameSkipped(at: now)
            return
        }
        _ = loop.frameStarted(at: now)
        ringShown = ring
        frames.append(Frame(time: now, samples: batch.count))
    }
}
