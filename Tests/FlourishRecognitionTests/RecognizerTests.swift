import FlourishGestures
import FlourishRecognition
import Foundation
import Testing

/// The actor that owns the model: it answers with the request's context, passes
/// preprocessing failures through, and without a model rejects as "model not loaded".
@Suite struct RecognizerTests {
    let context = GestureContext(inputRevision: 7, targetSlot: 2, mode: .gestureMode)

    func fixtureTensor(label: Int) throws -> (DigitTensor, AgreementFixture.Case) {
        let example = try #require(try AgreementFixture.load().cases.first { $0.label == label && $0.predicted == label })
        return (DigitTensor(values: example.tensor), example)
    }

    @Test func answersWithAPredictionAndTheRequestsContext() async throws {
        let recognizer = DigitRecognizer(modelPath: Paths.shippedModel)
        #expect(await recognizer.isModelLoaded)
        #expect(await recognizer.loadError == nil)
        let (tensor, example) = try fixtureTensor(label: 3)
        let answer = await recognizer.recognize(RecognitionRequest(tensor: tensor, context: context))
        #expect(answer.requestedIn == context)
        guard case .predicted(let prediction) = answer.outcome else {
            Issue.record("expected a prediction, got \(answer.outcome)")
            return
        }
        #expect(prediction.digit == 3)
        #expect(abs(prediction.confidence - example.probabilities[3]) <= 1e-4)
    }

    @Test func confidentDigitPassesTheGateAndGoesStaleWhenTheContextMoves() async throws {
        let recognizer = DigitRecognizer(modelPath: Paths.shippedModel)
        let (tensor, example) = try fixtureTensor(label: 7)
        let answer = await recognizer.recognize(RecognitionRequest(tensor: tensor, context: context))
        let gate = ConfidenceGate()
        // The fixture is a digit the model is sure of: that is what this test is about.
        try #require(
            example.probabilities[7] >= gate.threshold,
            "the fixture's 7 has confidence \(example.probabilities[7]), under the gate's \(gate.threshold)")
        #expect(gate.verdict(for: answer.outcome, requestedIn: answer.requestedIn, now: context).rejectReason == nil)
        var moved = context
        moved.inputRevision += 1
        #expect(gate.verdict(for: answer.outcome, requestedIn: answer.requestedIn, now: moved).rejectReason == .stale)
    }

    @Test func withoutAModelEveryRequestIsRejectedAsNotLoaded() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID()).f16").path
        let recognizer = DigitRecognizer(modelPath: missing)
        #expect(await !recognizer.isModelLoaded)
        #expect(await recognizer.loadError?.description == "\(missing): no such file")
        let (tensor, _) = try fixtureTensor(label: 1)
        let answer = await recognizer.recognize(RecognitionRequest(tensor: tensor, context: context))
        #expect(answer.outcome == .modelNotLoaded)
        #expect(ConfidenceGate().verdict(for: answer.outcome).rejectReason == .modelNotLoaded)

        let empty = DigitRecognizer(network: nil)
        #expect(await empty.recognize(strokes: [], context: context).outcome == .modelNotLoaded)
    }

    @Test func preprocessingFailureIsPassedThrough() async throws {
        let recognizer = DigitRecognizer(network: try DigitNetwork(contentsOf: Paths.shippedModel))
        let answer = await recognizer.recognize(strokes: [], context: context)
        #expect(answer.outcome == .preprocessingFailed(.emptyInk))
        #expect(ConfidenceGate().verdict(for: answer.outcome).rejectReason == .preprocessingFailed)
    }

    @Test func recognizesStrokesItPreprocesses() async throws {
        // A plain vertical bar: the model must answer with some class, in range.
        let stroke = GestureStroke(points: (0...20).map { GesturePoint(x: 100, y: 100 + Double($0) * 5, time: Double($0) * 0.01) })
        let recognizer = DigitRecognizer(modelPath: Paths.shippedModel)
        let answer = await recognizer.recognize(strokes: [stroke], context: context)
        guard case .predicted(let prediction) = answer.outcome else {
            Issue.record("expected a prediction, got \(answer.outcome)")
            return
        }
        #expect((0...9).contains(prediction.digit))
        #expect((0...1).contains(prediction.confidence))
    }

    @Test func failedReloadKeepsTheOldModelAndSaysWhy() async throws {
        let recognizer = DigitRecognizer(modelPath: Paths.shippedModel)
        await #expect(throws: DigitModelError.self) { try await recognizer.load(path: "/nonexistent/digits.f16") }
        #expect(await recognizer.isModelLoaded)
        #expect(await recognizer.loadError?.description == "/nonexistent/digits.f16: no such file")
    }
}
