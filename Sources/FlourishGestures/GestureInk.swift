import FlourishSamples
import Synchronization

/// The grouper's clock: set to each sample's time as the sample is taken, and to the frame's
/// time when the loop polls, so the rules run on the device's own clock (the X server stamps
/// samples on CLOCK_MONOTONIC, as `MonotonicClock` reads it) and the same samples give the
/// same decisions however late a frame takes them.
public final class SteppedGestureClock: GestureClock {
    public init() {}

    private let time = Mutex(0.0)

    public func now() -> Double { time.withLock { $0 } }

    /// Moves the clock to `seconds`, never back: a sample stamped before the last poll must
    /// not reopen a wait the poll already ended.
    public func advance(to seconds: Double) {
        time.withLock { $0 = max($0, seconds) }
    }
}

/// The pen's gesture ink: the stroke being written and the grouper that turns finished
/// strokes into taps and character groups. Pure (no SDL): samples in, decisions out; the app
/// draws `strokesToDraw` and acts on the decisions, `flourish gestures` and the benchmark
/// replay recordings through it (`decisions(of:)`).
public struct GestureInk {
    private let clock: SteppedGestureClock
    private var grouper: GestureGrouper
    /// The stroke in progress, nil while the pen is lifted.
    private var current: [GesturePoint]?
    /// Bumped on every change to gesture input (a point, a lift, a group closing): a
    /// recognition asked for before a bump is stale.
    public private(set) var revision: UInt64 = 0

    public init(rules: GestureGroupingRules = GestureGroupingRules()) {
        let clock = SteppedGestureClock()
        self.clock = clock
        grouper = GestureGrouper(rules: rules, clock: clock)
    }

    /// Takes one gesture-ink sample; returns what it decided (a tap, a group closed).
    /// A hovering sample with no stroke in progress changes nothing.
    public mutating func take(_ sample: Sample) -> [GestureDecision] {
        clock.advance(to: sample.time)
        var decisions: [GestureDecision] = []
        if sample.isDown {
            if current == nil {
                if let closed = grouper.penDown() { decisions.append(closed) }
                current = []
            }
            current?.append(GesturePoint(x: sample.x, y: sample.y, time: sample.time))
            revision &+= 1
        } else if let points = current {
            // The lift's own sample carries no ink (pressure 0): the stroke ends at the last
            // point the tip touched.
            current = nil
            decisions += grouper.penUp(GestureStroke(points: points))
            revision &+= 1
        }
        if !decisions.isEmpty { revision &+= 1 }
        return decisions
    }

    /// The loop woke at `now`: a group whose wait ran out closes.
    public mutating func poll(at now: Double) -> GestureDecision? {
        clock.advance(to: now)
        let closed = grouper.poll()
        if closed != nil { revision &+= 1 }
        return closed
    }

    /// Ends everything now (gesture mode left, a device gone): a stroke in progress is
    /// dropped, the open group closes and is returned.
    public mutating func closeNow(at now: Double) -> GestureDecision? {
        clock.advance(to: now)
        current = nil
        let closed = grouper.closeNow()
        revision &+= 1
        return closed
    }

    /// The ink on screen: the open group's strokes and the one being written.
    public var strokesToDraw: [[GesturePoint]] {
        var strokes = grouper.openStrokes.map(\.points)
        if let current, !current.isEmpty { strokes.append(current) }
        return strokes
    }

    /// Whether the pen is writing a stroke (touched, not yet lifted).
    public var isWriting: Bool { current != nil }

    /// Whether any ink is on screen.
    public var hasInk: Bool { !grouper.openStrokes.isEmpty || current?.isEmpty == false }

    /// When the open group will close unless the pen touches first: the loop wakes then.
    public var wakeAt: Double? { grouper.closesAt }
}
