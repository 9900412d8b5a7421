import FlourishGestures
import FlourishSamples

/// Pen gestures in the window: gesture ink from each frame's batch goes to the grouper, a tap
/// pops confetti where it was, a closed group goes to be recognised off the loop, and its
/// verdict comes back through the gate, which drops a stale one. It owns all of that state;
/// what the app must do comes back as `GestureEffect`s.
@MainActor
package final class GestureController {
    /// Which samples are gesture ink (the pen with its side button, or in gesture mode).
    package private(set) var route = GestureInkRoute()
    private var ink = GestureInk()
    /// The verdicts counted and the one shown.
    package private(set) var feedback = GestureFeedback()
    /// Its threshold is `gesture_confidence`.
    private let gate: ConfidenceGate
    private let recognitions: RecognitionMailbox
    private var lastRecognitionID: UInt64 = 0

    /// - Parameters:
    ///   - confidence: the least confidence a digit needs (`gesture_confidence`).
    ///   - recognize: the recogniser (the shipped model, or a rejecting stand-in).
    ///   - wake: wakes the loop when an answer is ready (on the recogniser's thread).
    package init(confidence: Double, recognize: @escaping RecognizeDigit, wake: @escaping @Sendable () -> Void) {
        gate = ConfidenceGate(threshold: Float(confidence))
        recognitions = RecognitionMailbox(recognize: recognize, wake: wake)
    }

    /// Whether gesture mode is on (key G).
    package var modeOn: Bool { route.gestureModeOn }
    /// Whether a stroke of gesture ink is being written now.
    package var isWriting: Bool { ink.isWriting }

    /// Splits a frame's batch into the canvas's samples and gesture ink, in order. Done even
    /// while input is withheld, so a pen stroke keeps its route until it lifts.
    package func split(_ batch: [Sample], canvas: inout [Sample], ink samples: inout [Sample]) {
        route.split(batch, canvas: &canvas, ink: &samples)
    }

    /// Takes this frame's gesture-ink samples, in order, asked in the context of slot
    /// `currentSlot`.
    package func takeInk(_ samples: [Sample], currentSlot: Int) -> [GestureEffect] {
        var effects: [GestureEffect] = []
        for sample in samples {
            // Recorded as it is taken, so `flourish gestures` reaches the same decisions.
            effects.append(.record(.ink(sample)))
            effects += act(on: ink.take(sample), currentSlot: currentSlot)
        }
        effects.append(.redraw)
        return effects
    }

    /// Every turn of the loop: a group whose wait ran out closes, answers that arrived are
    /// judged and shown, a verdict whose time is up goes.
    package func tick(at now: Double, currentSlot: Int, reduceMotion: Bool) -> [GestureEffect] {
        var effects: [GestureEffect] = []
        var slot = currentSlot
        if let closed = ink.poll(at: now) {
            effects += act(on: [closed], currentSlot: slot)
            effects.append(.redraw)
        }
        for answer in recognitions.takeFinished() {
            let verdict = gate.verdict(for: answer.outcome, requestedIn: answer.context, now: context(slot: slot))
            feedback.decided(id: answer.id, verdict: verdict, box: answer.box, at: now)
            let box = answer.box
            effects.append(
                .say("gesture: \(verdict.summary) box \(Int(box.minX)) \(Int(box.minY)) \(Int(box.maxX)) \(Int(box.maxY))"))
            if case .accepted(let digit, _) = verdict {
                effects.append(.selectSlot(digit))
                // The next answer is judged against the slot this one selected.
                slot = digit
            }
            effects += [.refreshOverlay, .redraw]
        }
        if feedback.expire(at: now) { effects.append(.redraw) }
        if markFades(reduceMotion: reduceMotion) { effects += [.animate, .redraw] }
        return effects
    }

    /// Key G at `now`. A group still open is closed and asked about in the mode being left,
    /// so its answer arrives stale and is dropped: the painter changed their mind.
    package func toggleMode(at now: Double, currentSlot: Int) -> [GestureEffect] {
        var effects: [GestureEffect] = []
        if route.gestureModeOn { effects += endInk(at: now, currentSlot: currentSlot) }
        route.gestureModeOn.toggle()
        effects.append(.record(.mode(on: route.gestureModeOn, time: now)))
        effects += [.say("gesture mode: \(route.gestureModeOn ? "on" : "off")"), .refreshOverlay, .redraw]
        return effects
    }

    /// The pen is gone, a panel opened or gesture mode ends: a stroke being written is
    /// dropped, an open group closes now.
    package func endInk(at now: Double, currentSlot: Int) -> [GestureEffect] {
        route.liftAll()
        var effects: [GestureEffect] = []
        if let closed = ink.closeNow(at: now) { effects += act(on: [closed], currentSlot: currentSlot) }
        effects.append(.redraw)
        return effects
    }

    /// Whether a verdict is fading now (never with reduce motion: it shows, then hides).
    package func markFades(reduceMotion: Bool) -> Bool {
        feedback.mark != nil && !reduceMotion
    }

    /// When the loop must wake for gestures: an open group's wait ends, a verdict goes.
    package var wakeAt: Double? {
        [ink.wakeAt, feedback.markEndsAt].compactMap { $0 }.min()
    }

    /// What the gesture layer draws at `now`.
    package func scene(at now: Double, reduceMotion: Bool) -> GestureScene {
        let deciding = feedback.deciding.sorted { $0.key < $1.key }.flatMap(\.value)
        let opacity = feedback.markOpacity(at: now, reduceMotion: reduceMotion)
        return GestureScene(
            strokes: deciding + ink.strokesToDraw, mark: opacity == nil ? nil : feedback.mark,
            markOpacity: opacity ?? 0)
    }

    /// The overlay's gesture line.
    package var overlayLine: String { feedback.overlayLine(gestureModeOn: route.gestureModeOn) }

    /// The context a recognition asked now is asked in, and the one an answer is judged in.
    private func context(slot: Int) -> GestureContext {
        GestureContext(inputRevision: ink.revision, targetSlot: slot, mode: route.mode)
    }

    private func act(on decisions: [GestureDecision], currentSlot: Int) -> [GestureEffect] {
        var effects: [GestureEffect] = []
        for decision in decisions {
            switch decision {
            case .tap(let x, let y):
                effects.append(.say("gesture: tap at \(Int(x.rounded())) \(Int(y.rounded()))"))
                effects.append(.popConfetti(x: x, y: y))
            case .groupClosed(let group):
                lastRecognitionID &+= 1
                feedback.startDeciding(id: lastRecognitionID, strokes: group.strokes)
                recognitions.request(group, id: lastRecognitionID, context: context(slot: currentSlot))
            }
        }
        return effects
    }
}
