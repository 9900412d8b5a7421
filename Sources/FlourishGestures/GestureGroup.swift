/// Why a group of strokes stopped taking strokes.
public enum GroupCloseReason: String, Sendable, Equatable, CaseIterable {
    /// The wait after its last stroke ran out.
    case waitEnded = "wait"
    /// A stroke landed beyond the split distance and started a new group.
    case split
    /// The caller closed it (gesture mode left, the window lost the pen).
    case closedByCaller = "closed"
}

/// The strokes of one handwritten character, once closed: what the recogniser reads.
public struct GestureGroup: Sendable, Equatable {
    public var strokes: [GestureStroke]
    /// The box around every stroke's points.
    public var box: InkBox
    public var closeReason: GroupCloseReason
    /// When the group closed, on the grouper's clock (for a wait that ran out: the moment it
    /// ran out, whenever it was noticed, so a replay reports the same time).
    public var closedAt: Double
    /// When the pen last lifted from one of its strokes, on the same clock: `closedAt` less
    /// this is how long the group waited (the wait itself when it ran out).
    public var lastLiftAt: Double

    public init(
        strokes: [GestureStroke], box: InkBox, closeReason: GroupCloseReason, closedAt: Double, lastLiftAt: Double
    ) {
        self.strokes = strokes
        self.box = box
        self.closeReason = closeReason
        self.closedAt = closedAt
        self.lastLiftAt = lastLiftAt
    }
}
