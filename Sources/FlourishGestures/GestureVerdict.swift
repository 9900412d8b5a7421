/// The gate's decision about one recognised group.
public enum GestureVerdict: Sendable, Equatable {
    /// Apply it: choose brush slot `digit`.
    case accepted(digit: Int, confidence: Float)
    /// Do nothing but show and count why; `confidence` is the model's when it gave one.
    case rejected(GestureRejectReason, confidence: Float?)

    /// The reject's reason, nil when accepted.
    public var rejectReason: GestureRejectReason? {
        if case .rejected(let reason, _) = self { reason } else { nil }
    }

    /// One line for people, as the overlay and the gestures command print it:
    /// `digit 7 0.93`, `reject low-confidence 0.55`, `reject model-not-loaded`.
    public var summary: String {
        switch self {
        case .accepted(let digit, let confidence):
            "digit \(digit) \(Self.twoDecimals(confidence))"
        case .rejected(let reason, let confidence?):
            "reject \(reason.rawValue) \(Self.twoDecimals(confidence))"
        case .rejected(let reason, nil):
            "reject \(reason.rawValue)"
        }
    }

    /// Two decimals, rounded, without Foundation's formatter.
    private static func twoDecimals(_ value: Float) -> String {
        guard value.isFinite else { return "\(value)" }
        let hundredths = Int((Double(value) * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
