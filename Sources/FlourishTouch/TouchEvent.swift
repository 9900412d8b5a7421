/// One reading of one finger on a direct-touch screen, as the X server reports it
/// (XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd): which finger, in what phase, where in the
/// window and when.
///
/// A plain value with no X11 under it, so the gesture rules can be fed made-up fingers on a
/// made-up clock in tests.
public struct TouchEvent: Sendable, Equatable {
    /// Where a finger is in its life: set down, moving, lifted.
    public enum Phase: Sendable, Equatable {
        case began
        case moved
        case ended
    }

    /// The touch's id (XI2's `detail`): the same for the finger's whole life, and not reused
    /// while it is down.
    public var finger: UInt32
    public var phase: Phase
    /// Window pixels, sub-pixel kept.
    public var x: Double
    public var y: Double
    /// Seconds on the monotonic clock, the X server's own time of the event (as `Sample.time`
    /// is): pen and fingers are compared on one clock.
    public var time: Double

    public init(finger: UInt32, phase: Phase, x: Double, y: Double, time: Double) {
        self.finger = finger
        self.phase = phase
        self.x = x
        self.y = y
        self.time = time
    }
}
