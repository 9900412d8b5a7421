import FlourishGestures
import Testing

@Suite("The stale guard")
struct StaleGuardTests {
    let asked = GestureContext(inputRevision: 41, targetSlot: 2, mode: .gestureMode)
    let sure = RecognitionOutcome.predicted(DigitPrediction(digit: 6, confidence: 0.97))

    @Test("an unchanged context lets the result through")
    func unchanged() {
        #expect(!asked.isStale(now: asked))
        #expect(ConfidenceGate().verdict(for: sure, requestedIn: asked, now: asked) == .accepted(digit: 6, confidence: 0.97))
    }

    @Test("more ink, another slot or another mode makes even a sure result stale")
    func anyChangeIsStale() {
        var moreInk = asked
        moreInk.inputRevision += 1
        var otherSlot = asked
        otherSlot.targetSlot = 5
        var modeLeft = asked
        modeLeft.mode = .sideButton
        for current in [moreInk, otherSlot, modeLeft] {
            #expect(asked.isStale(now: current))
            #expect(
                ConfidenceGate().verdict(for: sure, requestedIn: asked, now: current)
                    == .rejected(.stale, confidence: 0.97))
        }
    }

    @Test("stale comes before every other reason")
    func staleFirst() {
        var current = asked
        current.inputRevision = 42
        let gate = ConfidenceGate()
        #expect(gate.verdict(for: .modelNotLoaded, requestedIn: asked, now: current) == .rejected(.stale, confidence: nil))
        #expect(
            gate.verdict(for: .preprocessingFailed(.emptyInk), requestedIn: asked, now: current)
                == .rejected(.stale, confidence: nil))
        #expect(
            gate.verdict(for: .predicted(DigitPrediction(digit: 0, confidence: 0.4)), requestedIn: asked, now: current)
                == .rejected(.stale, confidence: 0.4))
        // And without a change the same outcomes keep their own reasons.
        #expect(gate.verdict(for: .modelNotLoaded, requestedIn: asked, now: asked).rejectReason == .modelNotLoaded)
    }
}
