import FlourishGestures

/// The recogniser's answer to one request: the outcome, with the context the request was
/// made in (for `ConfidenceGate.verdict(for:requestedIn:now:)`).
public struct RecognitionAnswer: Sendable, Equatable {
    public var outcome: RecognitionOutcome
    public var requestedIn: GestureContext

    public init(outcome: RecognitionOutcome, requestedIn: GestureContext) {
        self.outcome = outcome
        self.requestedIn = requestedIn
    }
}
