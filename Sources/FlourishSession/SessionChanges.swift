import FlourishPaint

/// What one call into the session changed, for the app to redraw, retitle and save.
public struct SessionChanges: Sendable {
    /// Canvas areas whose pixels changed (paint, undo, redo, clear), in the order they did.
    public var canvas: [DirtyRegion] = []
    /// The view moved or zoomed: the whole window shows something else.
    public var viewChanged = false
    /// A brush's radius or colour changed (the cursor ring follows it).
    public var brushChanged = false
    /// Undo or redo became possible or impossible, or the history's memory changed.
    public var historyChanged = false
    /// The painting differs from what was last saved (or loaded).
    public var documentDirty = false
    /// Dabs libmypaint drew in this call.
    public var dabs: UInt64 = 0
    /// Samples of this call whose position was beyond the canvas's margin and was pulled
    /// onto it, or was not a number (see `PaintEngine.clampedSamples`).
    public var clampedSamples: UInt64 = 0
    /// Where a save went, or why it failed.
    public var saved: SaveOutcome?
    /// Things that went wrong on the way but did not stop the session (a recording that
    /// could not be written), phrased for the user.
    public var problems: [String] = []

    public init() {}

    /// Whether the window must be redrawn.
    public var needsRedraw: Bool { !canvas.isEmpty || viewChanged || brushChanged }
}

/// The result of a `.save` command.
public enum SaveOutcome: Sendable, Equatable {
    case saved(path: String)
    case failed(String)
}
