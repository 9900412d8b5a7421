import FlourishAppCore
import FlourishSamples
import FlourishTouch

/// Fingers: each frame's touch events, with the pen's events of the same frame for palm
/// rejection, carried out before the frame's samples paint (a finger's view move came before
/// any pen sample it could be painted with: the pen's coming ends the fingers' gesture).
extension PaintApp {
    /// What the fingers and the pen's proximity did since the last frame. Taken before the
    /// frame's samples: the reader pushes in the server's order, so every pen sample from
    /// before the last finger event taken here is in the samples drained after.
    func takeFingers() -> (touches: [TouchEvent], proximity: [(isIn: Bool, time: Double)]) {
        guard touch.mode != .off else { return ([], []) }
        return (inputs.touches.drain(), inputs.takePenProximity())
    }

    /// Carries out what `fingers` ask, with the batch's pen samples for palm rejection: view
    /// moves and taps go to the session now, a painting finger's samples join `batch`.
    func carryOut(_ fingers: (touches: [TouchEvent], proximity: [(isIn: Bool, time: Double)]), alongside batch: inout [Sample]) {
        guard touch.mode != .off else { return }
        let effects = touch.take(fingers.touches, pens: batch, proximity: fingers.proximity, view: session.view)
        for effect in effects {
            switch effect {
            case .view(let command):
                reflect(session.perform(command))
            case .tap(let command, let action):
                // Not `perform`: that would paint samples that came after this frame's batch
                // before the batch. An open transform or selection tool goes first, as for the keys.
                putToolAway(before: action, paintingPending: false)
                figures.noteAction(action)
                reflect(session.perform(command))
            case .paint(let sample):
                batch.append(sample)
            case .say(let line):
                Console.say(line)
            }
        }
        // The overlay shows the fingers and the taps: its text follows what they did.
        if !effects.isEmpty, drawer.overlayVisible { redraw() }
    }
}
