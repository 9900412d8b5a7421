import FlourishGestures

/// A grouper and the hand-set clock it reads: strokes are written with the clock following
/// their own times (pen down at the first point, up at the last), as a replay drives it.
struct Desk {
    let clock = ManualClock()
    var grouper: GestureGrouper

    init(rules: GestureGroupingRules = GestureGroupingRules()) {
        grouper = GestureGrouper(rules: rules, clock: clock)
    }

    /// Everything writing `stroke` decided: at pen down, then at pen up.
    mutating func write(_ stroke: GestureStroke) -> [GestureDecision] {
        var decisions: [GestureDecision] = []
        clock.set(stroke.points.first?.time ?? clock.now())
        if let closed = grouper.penDown() { decisions.append(closed) }
        clock.set(stroke.points.last?.time ?? clock.now())
        decisions += grouper.penUp(stroke)
        return decisions
    }

    /// Everything writing `strokes` in order decided.
    mutating func write(_ strokes: [GestureStroke]) -> [GestureDecision] {
        strokes.flatMap { write($0) }
    }

    /// What the grouper decides when polled at `time`.
    mutating func poll(at time: Double) -> GestureDecision? {
        clock.set(time)
        return grouper.poll()
    }
}

extension GestureDecision {
    /// The closed group, nil for a tap.
    var group: GestureGroup? {
        if case .groupClosed(let group) = self { group } else { nil }
    }

    /// Whether this is a tap.
    var isTap: Bool {
        if case .tap = self { true } else { false }
    }
}
