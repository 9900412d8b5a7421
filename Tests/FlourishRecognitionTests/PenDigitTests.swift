import FlourishGestures
import FlourishRecognition
import Testing

/// The shipped model on pen strokes, through the real preprocessing and the gate: every
/// digit 1–9 accepted as itself at a small and a large writing size, a ring rejected as
/// class 0. Synthetic strokes (see `PenDigits`); real handwriting fixtures are separate work.
@Suite struct PenDigitTests {
    @Test(arguments: [40.0, 200.0])
    func penDigitsAreReadAsThemselves(height: Double) async throws {
        let recognizer = DigitRecognizer(modelPath: Paths.shippedModel)
        let context = GestureContext(inputRevision: 1, targetSlot: 0, mode: .sideButton)
        let gate = ConfidenceGate()
        for digit in PenDigits.all {
            let answer = await recognizer.recognize(strokes: PenDigits.written(digit.strokes, height: height), context: context)
            let verdict = gate.verdict(for: answer.outcome)
            if digit.label == 0 {
                #expect(verdict.rejectReason == .classZero, "a ring at \(height) px: \(verdict.summary)")
            } else {
                #expect(verdict == .accepted(digit: digit.label, confidence: confidence(answer.outcome)),
                    "a \(digit.label) at \(height) px: \(verdict.summary)")
            }
        }
    }

    private func confidence(_ outcome: RecognitionOutcome) -> Float {
        if case .predicted(let prediction) = outcome { prediction.confidence } else { .nan }
    }
}
