import FlourishGestures
import Testing

@Suite("The confidence gate and reject reasons")
struct ConfidenceGateTests {
    let gate = ConfidenceGate()

    func verdict(_ digit: Int, _ confidence: Float, gate: ConfidenceGate = ConfidenceGate()) -> GestureVerdict {
        gate.verdict(for: .predicted(DigitPrediction(digit: digit, confidence: confidence)))
    }

    @Test("digits 1–9 at 0.8 or more are applied", arguments: 1...9)
    func accepted(digit: Int) {
        #expect(verdict(digit, 0.93) == .accepted(digit: digit, confidence: 0.93))
        #expect(verdict(digit, 0.8) == .accepted(digit: digit, confidence: 0.8))
        #expect(verdict(digit, 1) == .accepted(digit: digit, confidence: 1))
    }

    @Test("under the threshold is low confidence, by as little as one step of a Float")
    func lowConfidence() {
        #expect(verdict(3, Float(0.8).nextDown) == .rejected(.lowConfidence, confidence: Float(0.8).nextDown))
        #expect(verdict(3, 0.55) == .rejected(.lowConfidence, confidence: 0.55))
        #expect(verdict(3, 0) == .rejected(.lowConfidence, confidence: 0))
    }

    @Test("the threshold is a setting: 0.7 applies 0.75")
    func threshold() {
        let lenient = ConfidenceGate(threshold: 0.7)
        #expect(verdict(4, 0.75, gate: lenient) == .accepted(digit: 4, confidence: 0.75))
        #expect(verdict(4, 0.75) == .rejected(.lowConfidence, confidence: 0.75))
        #expect(verdict(4, 0.69, gate: lenient).rejectReason == .lowConfidence)
    }

    @Test("class 0 is a reject of its own, however confident")
    func classZero() {
        #expect(verdict(0, 0.99) == .rejected(.classZero, confidence: 0.99))
        #expect(verdict(0, 0.3) == .rejected(.classZero, confidence: 0.3))
    }

    @Test("a class the model does not have, or a confidence that is not a probability, is out of range")
    func outOfRange() {
        #expect(verdict(10, 0.99) == .rejected(.outOfRange, confidence: 0.99))
        #expect(verdict(-1, 0.99) == .rejected(.outOfRange, confidence: 0.99))
        #expect(verdict(5, 1.5).rejectReason == .outOfRange)
        #expect(verdict(5, -0.1).rejectReason == .outOfRange)
        #expect(verdict(5, .nan).rejectReason == .outOfRange)
        #expect(verdict(0, .nan).rejectReason == .outOfRange)
    }

    @Test("a digit outside the digits that can be acted on is out of range")
    func notAcceptedDigit() {
        var fiveSlots = ConfidenceGate()
        fiveSlots.acceptedDigits = 1...5
        #expect(verdict(7, 0.95, gate: fiveSlots) == .rejected(.outOfRange, confidence: 0.95))
        #expect(verdict(5, 0.95, gate: fiveSlots) == .accepted(digit: 5, confidence: 0.95))
        #expect(verdict(0, 0.95, gate: fiveSlots).rejectReason == .classZero)
    }

    @Test("no model and failed preprocessing are rejects with no confidence")
    func noPrediction() {
        #expect(gate.verdict(for: .modelNotLoaded) == .rejected(.modelNotLoaded, confidence: nil))
        #expect(gate.verdict(for: .preprocessingFailed(.emptyInk)) == .rejected(.preprocessingFailed, confidence: nil))
        #expect(
            gate.verdict(for: .preprocessingFailed(.degenerateInk)) == .rejected(.preprocessingFailed, confidence: nil))
    }

    @Test("the most likely class of ten probabilities; the first on a tie; NaN never wins")
    func predictionFromProbabilities() throws {
        var probabilities: [Float] = [0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.62, 0.05, 0.05]
        #expect(DigitPrediction(probabilities: probabilities) == DigitPrediction(digit: 7, confidence: 0.62))
        probabilities[2] = 0.62
        #expect(DigitPrediction(probabilities: probabilities)?.digit == 2)
        probabilities[0] = .nan
        #expect(DigitPrediction(probabilities: probabilities)?.digit == 2)
        let broken = try #require(DigitPrediction(probabilities: Array(repeating: .nan, count: 10)))
        #expect(ConfidenceGate().verdict(for: .predicted(broken)).rejectReason == .outOfRange)
        #expect(DigitPrediction(probabilities: []) == nil)
    }

    @Test("verdicts read as the overlay and the gestures command print them")
    func summaries() {
        #expect(GestureVerdict.accepted(digit: 7, confidence: 0.93).summary == "digit 7 0.93")
        #expect(GestureVerdict.rejected(.lowConfidence, confidence: 0.55).summary == "reject low-confidence 0.55")
        #expect(GestureVerdict.rejected(.classZero, confidence: 0.999).summary == "reject class-0 1.00")
        #expect(GestureVerdict.rejected(.lowConfidence, confidence: 0.05).summary == "reject low-confidence 0.05")
        #expect(GestureVerdict.rejected(.modelNotLoaded, confidence: nil).summary == "reject model-not-loaded")
        #expect(GestureRejectReason.allCases.map(\.rawValue) == [
            "model-not-loaded", "preprocessing-failed", "low-confidence", "class-0", "out-of-range", "stale",
        ])
    }

    @Test("every reason is counted on its own")
    func counts() {
        var counts = GestureVerdictCounts()
        let verdicts: [GestureVerdict] = [
            .accepted(digit: 3, confidence: 0.9), .rejected(.lowConfidence, confidence: 0.5),
            .rejected(.lowConfidence, confidence: 0.6), .rejected(.classZero, confidence: 0.9),
            .rejected(.stale, confidence: nil), .rejected(.modelNotLoaded, confidence: nil),
            .accepted(digit: 8, confidence: 0.85),
        ]
        for verdict in verdicts { counts.count(verdict) }
        #expect(counts.accepted == 2)
        #expect(counts[.lowConfidence] == 2)
        #expect(counts[.classZero] == 1)
        #expect(counts[.stale] == 1)
        #expect(counts[.modelNotLoaded] == 1)
        #expect(counts[.preprocessingFailed] == 0)
        #expect(counts[.outOfRange] == 0)
        #expect(counts.totalRejected == 5)
        #expect(counts.last == .accepted(digit: 8, confidence: 0.85))
    }
}
