/// Why a group did not become a digit. Each is counted on its own: the design this follows
/// lumped them together and could not tell a weak model from a broken one.
public enum GestureRejectReason: String, Sendable, Equatable, CaseIterable {
    case modelNotLoaded = "model-not-loaded"
    /// Empty or degenerate ink.
    case preprocessingFailed = "preprocessing-failed"
    /// A digit, but below the confidence threshold.
    case lowConfidence = "low-confidence"
    /// The model's reject class: not a digit it would act on.
    case classZero = "class-0"
    /// A class outside the digits that can be acted on, or a confidence that is not a
    /// probability.
    case outOfRange = "out-of-range"
    /// The input, the target or the mode changed while the group was being recognised.
    case stale
}
