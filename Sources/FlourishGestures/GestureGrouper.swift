/// Turns finished gesture strokes into taps and character groups, on an injected clock.
///
/// The caller reports the pen touching (`penDown()`) and lifting with its stroke
/// (`penUp(_:)`), and calls `poll()` whenever it wakes (each frame, or at `closesAt`). Every
/// decision is returned, none is acted on here.
///
/// The rules (numbers in `GestureGroupingRules`):
/// - A stroke is *tap-sized* when its box's diagonal and its duration are both small. A
///   tap-sized stroke is a **tap** unless a group is being written and the stroke lies within
///   that group's split distance: then it is ink (the dot of an i, a short stroke of a 4).
///   A tap leaves an open group as it was and does not restart its wait.
/// - Strokes join one group until `groupWait` passes after the last one's lift; each stroke
///   restarts the wait, and a pen that is touching holds it.
/// - A non-tap stroke whose centre lies beyond the split distance of the group's centre (in x
///   or y) closes the group and starts a new one.
public struct GestureGrouper: Sendable {
    public let rules: GestureGroupingRules
    private let clock: any GestureClock

    /// The group being written: its strokes so far, their box and the last lift.
    private var strokes: [GestureStroke] = []
    private var box: InkBox?
    private var lastLift = 0.0
    /// When the pen touched for the stroke in progress, nil while it is lifted.
    private var penDownAt: Double?

    public init(rules: GestureGroupingRules = GestureGroupingRules(), clock: any GestureClock) {
        self.rules = rules
        self.clock = clock
    }

    /// The strokes of the group being written (empty when none is), e.g. for drawing its ink.
    public var openStrokes: [GestureStroke] { strokes }

    /// When the open group will close if no pen touches first; nil while the pen touches or
    /// when no group is open. A loop can sleep until then.
    public var closesAt: Double? {
        guard box != nil, penDownAt == nil else { return nil }
        return lastLift + rules.groupWait
    }

    /// The pen touched: the wait stops while it writes. A group whose wait had already run out
    /// closes first and is returned.
    public mutating func penDown() -> GestureDecision? {
        let now = clock.now()
        let closed = closeIfWaitEnded(before: now)
        penDownAt = now
        return closed
    }

    /// The pen lifted after drawing `stroke`. Returns what that decided, in order: a group
    /// the wait had closed before the stroke began, then a group the stroke split off, or a
    /// tap. A stroke without points decides nothing.
    public mutating func penUp(_ stroke: GestureStroke) -> [GestureDecision] {
        let now = clock.now()
        // Without a `penDown()`, the stroke began its own duration ago.
        let began = penDownAt ?? (now - stroke.duration)
        penDownAt = nil
        guard let strokeBox = stroke.box else { return [] }

        var decisions: [GestureDecision] = []
        if let closed = closeIfWaitEnded(before: began) {
            decisions.append(closed)
        }
        let tapSized = rules.isTapSized(strokeBox, duration: stroke.duration)
        guard let groupBox = box else {
            if tapSized {
                decisions.append(.tap(x: strokeBox.centerX, y: strokeBox.centerY))
            } else {
                open(with: stroke, box: strokeBox, liftedAt: now)
            }
            return decisions
        }
        if !rules.isBeyondSplitDistance(strokeBox, fromGroup: groupBox) {
            strokes.append(stroke)
            box = groupBox.union(strokeBox)
            lastLift = now
        } else if tapSized {
            decisions.append(.tap(x: strokeBox.centerX, y: strokeBox.centerY))
        } else {
            if let closed = close(.split, at: now) {
                decisions.append(closed)
            }
            open(with: stroke, box: strokeBox, liftedAt: now)
        }
        return decisions
    }

    /// Closes the open group if its wait has run out by now (and the pen is lifted).
    public mutating func poll() -> GestureDecision? {
        guard penDownAt == nil else { return nil }
        return closeIfWaitEnded(before: clock.now())
    }

    /// Closes the open group now, whatever its wait (gesture mode left, the pen gone).
    public mutating func closeNow() -> GestureDecision? {
        penDownAt = nil
        return close(.closedByCaller, at: clock.now())
    }

    private mutating func open(with stroke: GestureStroke, box strokeBox: InkBox, liftedAt now: Double) {
        strokes = [stroke]
        box = strokeBox
        lastLift = now
    }

    /// Compares with the deadline, not `now - lastLift`: `1.45 - 1.0` is less than 0.45 in
    /// doubles, and a wait must end at the same instant however it is asked.
    private mutating func closeIfWaitEnded(before time: Double) -> GestureDecision? {
        guard box != nil else { return nil }
        let deadline = lastLift + rules.groupWait
        guard time >= deadline else { return nil }
        return close(.waitEnded, at: deadline)
    }

    private mutating func close(_ reason: GroupCloseReason, at time: Double) -> GestureDecision? {
        guard let groupBox = box else { return nil }
        let group = GestureGroup(strokes: strokes, box: groupBox, closeReason: reason, closedAt: time, lastLiftAt: lastLift)
        strokes = []
        box = nil
        return .groupClosed(group)
    }
}
