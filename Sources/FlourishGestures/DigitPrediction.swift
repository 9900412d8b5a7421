/// What the recogniser said about one group: its most likely class and that class's
/// probability.
public struct DigitPrediction: Sendable, Equatable {
    /// The class: 0–9 for the ten-class model (0 is kept as a reject class).
    public var digit: Int
    /// The class's probability, 0...1.
    public var confidence: Float

    public init(digit: Int, confidence: Float) {
        self.digit = digit
        self.confidence = confidence
    }

    /// The most likely class of `probabilities` (one per class, index = class), the first on
    /// a tie; nil when there are none. NaNs are passed over; when every value is NaN the class
    /// is 0 with a NaN confidence, which the gate calls out of range (a broken model, not a
    /// reject class).
    public init?(probabilities: [Float]) {
        guard !probabilities.isEmpty else { return nil }
        var best = probabilities.firstIndex { !$0.isNaN } ?? 0
        for index in probabilities.indices where probabilities[index] > probabilities[best] {
            best = index
        }
        self.init(digit: best, confidence: probabilities[best])
    }
}
