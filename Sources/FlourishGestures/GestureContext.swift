/// What a recognition result depends on, captured when the request is made and compared
/// when the result arrives: if any part changed, the result is stale and dropped.
///
/// Recognition runs off the frame loop; by the time it answers, more ink may have been
/// written (the revision moved), another key may have chosen a slot (the target moved), or
/// gesture mode may have been left. Applying the answer then would act on a question nobody
/// is asking any more.
public struct GestureContext: Sendable, Equatable {
    /// Bumped by the caller on every change to gesture input (a stroke, a group closing).
    public var inputRevision: UInt64
    /// The brush slot the result would change, as it was when asked.
    public var targetSlot: Int
    public var mode: GestureMode

    public init(inputRevision: UInt64, targetSlot: Int, mode: GestureMode) {
        self.inputRevision = inputRevision
        self.targetSlot = targetSlot
        self.mode = mode
    }

    /// Whether a result asked for in this context must be dropped, now that the context is
    /// `current`.
    public func isStale(now current: GestureContext) -> Bool {
        self != current
    }
}
