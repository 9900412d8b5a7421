import FlourishGestures

/// One group to recognise: its tensor, and the context it was asked in, which travels with
/// the answer so the caller's stale guard can compare it with the context then.
public struct RecognitionRequest: Sendable, Equatable {
    /// The tensor, or why preprocessing could not make one (passed through as that reject,
    /// so every group gets one answer and one count).
    public var input: Result<DigitTensor, PreprocessingFailure>
    public var context: GestureContext

    public init(tensor: DigitTensor, context: GestureContext) {
        self.input = .success(tensor)
        self.context = context
    }

    public init(input: Result<DigitTensor, PreprocessingFailure>, context: GestureContext) {
        self.input = input
        self.context = context
    }
}
