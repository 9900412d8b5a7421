import FlourishAppCore
import FlourishFrameClock
import FlourishSamples

/// Gestures in the window: the controller decides (`GestureController`), the app carries out
/// what it asks.
extension PaintApp {
    /// Takes this frame's gesture-ink samples, in order.
    func takeGestureInk(_ samples: [Sample]) {
        apply(gestures.takeInk(samples, currentSlot: session.currentSlot))
    }

    /// Every turn of the loop: groups whose wait ran out, answers that arrived, verdicts going.
    func tickGestures(at now: Double) {
        apply(gestures.tick(at: now, currentSlot: session.currentSlot, reduceMotion: drawer.confetti.engine.reduceMotion))
    }

    /// Whether a verdict is fading now (never with reduce motion: it shows, then hides).
    var gestureMarkFades: Bool { gestures.markFades(reduceMotion: drawer.confetti.engine.reduceMotion) }

    /// Key G. Samples before it paint (or write) in the mode they were made in.
    func toggleGestureMode() {
        paintPending()
        apply(gestures.toggleMode(at: MonotonicClock.now(), currentSlot: session.currentSlot))
        updateTitle()
    }

    /// The pen is gone or input is withheld: a stroke being written is dropped, an open group
    /// closes now.
    func endGestureInk(at now: Double = MonotonicClock.now()) {
        apply(gestures.endInk(at: now, currentSlot: session.currentSlot))
    }

    /// Carries out what the gesture controller asked, in order.
    func apply(_ effects: [GestureEffect]) {
        for effect in effects {
            switch effect {
            case .record(let record):
                reflect(session.recordGesture(record))
            case .popConfetti(let x, let y): popConfetti(count: 80, origin: (x, y), at: MonotonicClock.now())
            case .selectSlot(let digit): command(.selectSlot(digit))
            case .say(let line): Console.say(line)
            case .redraw: redraw()
            case .refreshOverlay: drawer.overlay?.refreshText()
            case .animate: loop.isAnimating = true
            }
        }
    }
}
