/// What came back for a recognition request, before the gate: the shape the recogniser
/// (an actor that owns the model) will answer in.
public enum RecognitionOutcome: Sendable, Equatable {
    /// No model was loaded (missing or unreadable weights).
    case modelNotLoaded
    /// The ink could not become a tensor.
    case preprocessingFailed(PreprocessingFailure)
    case predicted(DigitPrediction)
}
