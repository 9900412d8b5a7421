import FlourishAppCore
import FlourishFrameClock
import FlourishGestures
import FlourishRecording
import FlourishSamples

/// Gestures in the window: gesture ink from the frame's batch goes to the grouper, a tap pops
/// confetti where it was, a closed group goes to be recognised off the loop, and its verdict
/// comes back through the gate, which drops a stale one.
extension PaintApp {
    /// The context a recognition asked now is asked in, and the one an answer is judged in.
    var gestureContext: GestureContext {
        GestureContext(inputRevision: gestureInk.revision, targetSlot: session.currentSlot, mode: gestureRoute.mode)
    }

    /// Takes this frame's gesture-ink samples, in order.
    func takeGestureInk(_ samples: [Sample]) {
        for sample in samples {
            // Recorded as it is taken, so `flourish gestures` reaches the same decisions.
            if let problem = session.recordGesture(.ink(sample)) { Console.warn(problem) }
            act(on: gestureInk.take(sample))
        }
        redraw()
    }

    func act(on decisions: [GestureDecision]) {
        for decision in decisions {
            switch decision {
            case .tap(let x, let y):
                Console.say("gesture: tap at \(Int(x.rounded())) \(Int(y.rounded()))")
                popConfetti(count: 80, origin: (x, y), at: MonotonicClock.now())
            case .groupClosed(let group):
                nextRecognitionID &+= 1
                gestureFeedback.startDeciding(id: nextRecognitionID, strokes: group.strokes)
                recognitions.request(group, id: nextRecognitionID, context: gestureContext)
            }
        }
    }

    /// Every turn of the loop: a group whose wait ran out closes, answers that arrived are
    /// judged and shown, a verdict whose time is up goes.
    func tickGestures(at now: Double) {
        if let closed = gestureInk.poll(at: now) {
            act(on: [closed])
            redraw()
        }
        for answer in recognitions.takeFinished() {
            let verdict = gestureGate.verdict(for: answer.outcome, requestedIn: answer.context, now: gestureContext)
            gestureFeedback.decided(id: answer.id, verdict: verdict, box: answer.box, at: now)
            let box = answer.box
            Console.say(
                "gesture: \(verdict.summary) box \(Int(box.minX)) \(Int(box.minY)) \(Int(box.maxX)) \(Int(box.maxY))")
            if case .accepted(let digit, _) = verdict { command(.selectSlot(digit)) }
            drawer.overlay?.refreshText()
            redraw()
        }
        if gestureFeedback.expire(at: now) { redraw() }
        if gestureMarkFades {
            // A fade draws a frame at the cap until it is over, as confetti does.
            pacer.isAnimating = true
            redraw()
        }
    }

    /// Whether a verdict is fading now (never with reduce motion: it shows, then hides).
    var gestureMarkFades: Bool {
        gestureFeedback.mark != nil && !drawer.confetti.engine.reduceMotion
    }

    /// When the loop must wake for gestures: an open group's wait ends, a verdict goes.
    var gestureWakeAt: Double? {
        [gestureInk.wakeAt, gestureFeedback.markEndsAt].compactMap { $0 }.min()
    }

    /// What the gesture layer draws at `now`.
    func gestureScene(at now: Double) -> GestureScene {
        let reduceMotion = drawer.confetti.engine.reduceMotion
        let deciding = gestureFeedback.deciding.sorted { $0.key < $1.key }.flatMap(\.value)
        let opacity = gestureFeedback.markOpacity(at: now, reduceMotion: reduceMotion)
        return GestureScene(
            strokes: deciding + gestureInk.strokesToDraw, mark: opacity == nil ? nil : gestureFeedback.mark,
            markOpacity: opacity ?? 0)
    }

    /// Key G. A group still open is closed and asked about in the mode being left, so its
    /// answer arrives stale and is dropped: the painter changed their mind.
    func toggleGestureMode() {
        paintPending()
        let now = MonotonicClock.now()
        if gestureRoute.gestureModeOn { endGestureInk(at: now) }
        gestureRoute.gestureModeOn.toggle()
        if let problem = session.recordGesture(.mode(on: gestureRoute.gestureModeOn, time: now)) {
            Console.warn(problem)
        }
        Console.say("gesture mode: \(gestureRoute.gestureModeOn ? "on" : "off")")
        updateTitle()
        drawer.overlay?.refreshText()
        redraw()
    }

    /// The pen is gone or gesture mode ends: a stroke being written is dropped, an open group
    /// closes now.
    func endGestureInk(at now: Double = MonotonicClock.now()) {
        gestureRoute.liftAll()
        if let closed = gestureInk.closeNow(at: now) { act(on: [closed]) }
        redraw()
    }
}
