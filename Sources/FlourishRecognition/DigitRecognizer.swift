import FlourishGestures

/// The one owner of the digit model: recognition requests are answered here, off the frame
/// loop (an actor runs on the cooperative pool, never on the main actor's thread).
///
/// Without a model (the file missing or refused at start) every request is answered
/// `.modelNotLoaded`, so the gate counts that reason instead of the app failing to start;
/// `loadError` keeps the message for the overlay and the log.
public actor DigitRecognizer {
    private var network: DigitNetwork?
    /// Reused by every request: a recognition allocates only its ten probabilities.
    private var scratch = InferenceScratch()
    /// Why the last load failed, or nil.
    public private(set) var loadError: DigitModelError?

    /// A recogniser with `network`, or none (every answer then `.modelNotLoaded`).
    public init(network: DigitNetwork?) {
        self.network = network
    }

    /// A recogniser with the model at `path`, or without one when it cannot be loaded (the
    /// reason in `loadError`).
    public init(modelPath path: String) {
        do {
            network = try DigitNetwork(contentsOf: path)
        } catch {
            network = nil
            loadError = error
        }
    }

    public var isModelLoaded: Bool { network != nil }

    /// Replaces the model with the one at `path`; on failure the old model stays.
    public func load(path: String) throws(DigitModelError) {
        do {
            network = try DigitNetwork(contentsOf: path)
            loadError = nil
        } catch {
            loadError = error
            throw error
        }
    }

    /// The answer to `request`: a prediction, or the reject that explains why there is none.
    public func recognize(_ request: RecognitionRequest) -> RecognitionAnswer {
        RecognitionAnswer(outcome: outcome(for: request.input), requestedIn: request.context)
    }

    /// Preprocesses `strokes` here too (tens of microseconds kept off the frame loop), then
    /// recognises them.
    public func recognize(
        strokes: [GestureStroke], context: GestureContext, preprocessor: DigitPreprocessor = DigitPreprocessor()
    ) -> RecognitionAnswer {
        let input: Result<DigitTensor, PreprocessingFailure>
        do { input = .success(try preprocessor.tensor(for: strokes)) } catch { input = .failure(error) }
        return recognize(RecognitionRequest(input: input, context: context))
    }

    private func outcome(for input: Result<DigitTensor, PreprocessingFailure>) -> RecognitionOutcome {
        guard let network else { return .modelNotLoaded }
        switch input {
        case .failure(let failure):
            return .preprocessingFailed(failure)
        case .success(let tensor):
            return .predicted(network.prediction(for: tensor, scratch: &scratch))
        }
    }
}
