/// Fingers and the pen together: palm rejection in front of the gestures.
///
/// A finger that comes down while the pen is near (`PalmGuard`) is ignored for its whole
/// life, even once the pen has gone: a palm resting on the glass must not start panning when
/// the pen lifts away. Fingers already down when the pen comes are cancelled the same way,
/// and what they did so far stays (a pan stays where it got to). Feed it pen events and
/// touch events in the order of their times.
public struct TouchInput: Sendable {
    public private(set) var palm = PalmGuard()
    private var gestures: TouchGestures
    /// Fingers that are down and ignored until they lift.
    private var ignored: Set<UInt32> = []

    public init(mode: TouchMode) {
        gestures = TouchGestures(mode: mode)
    }

    public var mode: TouchMode { gestures.mode }

    /// How many fingers are down, counted or ignored.
    public var fingersDown: Int { gestures.fingersDown.count + ignored.count }

    /// Whether fingers are down that the pen's coming made or keeps ignored.
    public var isIgnoringFingers: Bool { !ignored.isEmpty }

    /// A pen or eraser event at `time` (hovering or drawing): fingers down are cancelled.
    public mutating func penSeen(at time: Double) -> [TouchAction] {
        palm.penSeen(at: time)
        return cancel(at: time)
    }

    /// The driver says the pen came into (or left) proximity at `time`.
    public mutating func penProximity(_ isIn: Bool, at time: Double) -> [TouchAction] {
        palm.penProximity(isIn, at: time)
        return cancel(at: time)
    }

    /// What a finger's event asks for, after palm rejection.
    public mutating func take(_ event: TouchEvent) -> [TouchAction] {
        guard mode != .off else { return [] }
        if ignored.contains(event.finger) {
            if event.phase == .ended { ignored.remove(event.finger) }
            return []
        }
        guard palm.rejects(at: event.time) else { return gestures.take(event) }
        // The pen is near: a finger coming down is refused; fingers already down (the pen
        // came since their last event) stop here.
        var actions = cancel(at: event.time)
        if event.phase == .began {
            if ignored.isEmpty && actions.isEmpty { actions.append(.refused) }
            ignored.insert(event.finger)
        } else if event.phase == .ended {
            // Cancelled just now as it lifts: nothing of it is left to ignore.
            ignored.remove(event.finger)
        }
        return actions
    }

    private mutating func cancel(at time: Double) -> [TouchAction] {
        let down = gestures.fingersDown
        guard !down.isEmpty else { return [] }
        ignored.formUnion(down)
        return gestures.cancel(at: time)
    }
}
