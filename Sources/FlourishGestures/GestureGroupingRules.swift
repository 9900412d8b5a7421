/// The numbers that turn strokes into taps and groups.
///
/// Distances are in screen pixels, times in seconds.
public struct GestureGroupingRules: Sendable, Equatable {
    /// A tap's box may be at most this long on its diagonal...
    public var tapMaximumDiagonal: Double = 6
    /// ...and the pen may touch for at most this long (both must hold).
    public var tapMaximumDuration: Double = 0.12
    /// A group closes this long after its last stroke's lift; each stroke restarts the wait,
    /// and a pen touching the glass holds it (4, 5 and 7 are often written in several strokes).
    public var groupWait: Double = 0.45
    /// The split distance never falls below this, so a group that is still tiny (its first
    /// stroke a short bar or a slow dot) keeps the strokes that finish it.
    public var splitFloor: Double = 24
    /// The split distance as a multiple of the group's larger ink-box side.
    public var splitPerInkSide: Double = 1.25

    public init() {}

    /// How far (in x or in y) a stroke's centre may lie from the group's centre and still be
    /// part of the group: `max(splitFloor, splitPerInkSide × the group's larger ink-box side)`,
    /// 24 px or 1.25 × the ink, whichever is more.
    ///
    /// The design this follows used a fixed 60 pt and called it a weakness: too short for large
    /// handwriting (the second stroke of a 200 px "4" lies more than 60 px from the first's
    /// centre), too long for small (a second 40 px digit written 55 px away joins the first).
    /// Scaling with the group's own ink keeps the rule in the writer's units. The factor is set
    /// by the worst stroke order inside one digit: a 5 whose top bar comes first has its body's
    /// centre about 1.1 bar-widths below the bar's centre, so the factor must exceed 1.1; 1.25
    /// leaves a margin. Digits written side by side closer than 1.25 digit heights are then
    /// told apart by the wait, not by the distance; merging two digits costs a reject (the
    /// safe side), splitting one costs a wrong digit.
    public func splitDistance(forGroupInk box: InkBox) -> Double {
        max(splitFloor, splitPerInkSide * box.longerSide)
    }

    /// Whether a stroke with this box and duration is small and short enough to be a tap
    /// (it is one only when no group being written is near it).
    public func isTapSized(_ box: InkBox, duration: Double) -> Bool {
        box.diagonal <= tapMaximumDiagonal && duration <= tapMaximumDuration
    }

    /// Whether ink centred at `box`'s centre lies beyond the split distance of a group with
    /// ink box `group`, in x or in y.
    public func isBeyondSplitDistance(_ box: InkBox, fromGroup group: InkBox) -> Bool {
        let split = splitDistance(forGroupInk: group)
        return abs(box.centerX - group.centerX) > split || abs(box.centerY - group.centerY) > split
    }
}
