/// Decides whether a recognised group is applied, and if not, why.
///
/// Only a digit in `acceptedDigits` with a confidence of at least `threshold` is applied;
/// everything else is a reject with exactly one reason, the first that holds of: stale, model
/// not loaded, preprocessing failed, out of range (a confidence that is not a probability, or
/// a class the model does not have), class 0, out of range (a class that is not an accepted
/// digit), low confidence. Stale comes first: a dropped result says nothing about the model.
public struct ConfidenceGate: Sendable, Equatable {
    /// The least confidence applied (`gesture_confidence` in the settings).
    public var threshold: Float = 0.8
    /// The digits that can be acted on: the nine brush slots.
    public var acceptedDigits: ClosedRange<Int> = 1...9
    /// The classes the model has; 0 is its reject class.
    public var modelClasses: ClosedRange<Int> = 0...9

    public init(threshold: Float = 0.8) {
        self.threshold = threshold
    }

    /// The verdict on `outcome`, for a request made in `requested` that arrives in `current`.
    public func verdict(
        for outcome: RecognitionOutcome, requestedIn requested: GestureContext, now current: GestureContext
    ) -> GestureVerdict {
        if requested.isStale(now: current) {
            let confidence: Float? = if case .predicted(let prediction) = outcome { prediction.confidence } else { nil }
            return .rejected(.stale, confidence: confidence)
        }
        return verdict(for: outcome)
    }

    /// The verdict on `outcome` alone, for callers with nothing that can go stale (a replay).
    public func verdict(for outcome: RecognitionOutcome) -> GestureVerdict {
        switch outcome {
        case .modelNotLoaded:
            return .rejected(.modelNotLoaded, confidence: nil)
        case .preprocessingFailed:
            return .rejected(.preprocessingFailed, confidence: nil)
        case .predicted(let prediction):
            return verdict(for: prediction)
        }
    }

    private func verdict(for prediction: DigitPrediction) -> GestureVerdict {
        let confidence = prediction.confidence
        guard (0...1).contains(confidence), modelClasses.contains(prediction.digit) else {
            return .rejected(.outOfRange, confidence: confidence)
        }
        if prediction.digit == 0 { return .rejected(.classZero, confidence: confidence) }
        guard acceptedDigits.contains(prediction.digit) else {
            return .rejected(.outOfRange, confidence: confidence)
        }
        guard confidence >= threshold else { return .rejected(.lowConfidence, confidence: confidence) }
        return .accepted(digit: prediction.digit, confidence: confidence)
    }
}
