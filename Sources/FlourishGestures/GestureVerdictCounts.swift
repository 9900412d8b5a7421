/// How many groups were accepted, and how many rejected for each reason: what the overlay
/// shows, so a weak model (low confidence), a missing one and a busy user (stale) are told
/// apart.
public struct GestureVerdictCounts: Sendable, Equatable {
    public private(set) var accepted = 0
    private var rejected: [GestureRejectReason: Int] = [:]
    /// The latest verdict counted, for the overlay's "last result".
    public private(set) var last: GestureVerdict?

    public init() {}

    /// Rejects counted for `reason`.
    public subscript(reason: GestureRejectReason) -> Int {
        rejected[reason, default: 0]
    }

    /// Every reject, whatever its reason.
    public var totalRejected: Int { rejected.values.reduce(0, +) }

    public mutating func count(_ verdict: GestureVerdict) {
        switch verdict {
        case .accepted: accepted += 1
        case .rejected(let reason, _): rejected[reason, default: 0] += 1
        }
        last = verdict
    }
}
