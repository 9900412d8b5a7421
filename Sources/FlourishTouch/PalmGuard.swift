/// Palm rejection's clock: whether a touch at a given time is the hand that holds the pen.
///
/// Touches are refused while the pen is in proximity and for `TouchRules.palmSeconds` after
/// it leaves. Where the driver says when the pen comes and goes (xf86-input-wacom's serial
/// ids), that is proximity; elsewhere XI2 says nothing of proximity, and every pen event
/// (hover or stroke) is the pen being near at that moment, so it leaves with its last event.
/// Times are the events' own, so the answer does not depend on when the frame loop asks.
public struct PalmGuard: Sendable, Equatable {
    /// The newest time the pen was known near: its last event, or when the driver said it
    /// left.
    public private(set) var lastNear: Double?
    /// The driver says the pen is in proximity now (until it says it left).
    public private(set) var inProximity = false

    public init() {}

    /// A pen or eraser event (hovering or drawing) at `time`.
    public mutating func penSeen(at time: Double) {
        lastNear = max(lastNear ?? time, time)
    }

    /// The driver says the pen came into (or left) proximity at `time`.
    public mutating func penProximity(_ isIn: Bool, at time: Double) {
        inProximity = isIn
        penSeen(at: time)
    }

    /// Whether a touch at `time` is refused: the pen is in proximity, or was near less than
    /// `TouchRules.palmSeconds` before (or at any time after: an event the loop takes late).
    public func rejects(at time: Double) -> Bool {
        if inProximity { return true }
        guard let lastNear else { return false }
        return time - lastNear < TouchRules.palmSeconds
    }
}
