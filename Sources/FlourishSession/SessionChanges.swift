import FlourishPaint
import FlourishRecording

/// What one call into the session changed, for the app to redraw and retitle, and what the
/// edge is to write: the records a recording keeps of the call, and a save.
public struct SessionChanges: Sendable {
    /// Canvas areas whose pixels changed (paint, undo, redo, clear), in the order they did.
    public var canvas: [DirtyRegion] = []
    /// The view moved or zoomed: the whole window shows something else.
    public var viewChanged = false
    /// A brush's radius or colour changed (the cursor ring follows it).
    public var brushChanged = false
    /// Undo or redo became possible or impossible, or the history's memory changed.
    public var historyChanged = false
    /// The layers or which one is current changed (a panel and the title show them).
    public var layersChanged = false
    /// The symmetry changed (the app redraws its axes; see `PaintSession.symmetry`).
    public var symmetryChanged = false
    /// The selection changed (its marching ants move).
    public var selectionChanged = false
    /// The painting differs from what was last saved (or loaded).
    public var documentDirty = false
    /// Dabs libmypaint drew in this call.
    public var dabs: UInt64 = 0
    /// Samples of this call whose position was beyond the canvas's margin and was pulled
    /// onto it, or was not a number (see `PaintEngine.clampedSamples`).
    public var clampedSamples: UInt64 = 0
    /// What a recording keeps of this call, in order, while the session is recorded (see
    /// `PaintSession.startRecording`); empty otherwise.
    public var records: [RecordingEntry] = []
    /// The save this call asked for (`.save(path:)`): the edge writes it, then tells the
    /// session with `noteSaved(to:stateID:)`.
    public var save: SaveRequest?
    /// Things that went wrong on the way but did not stop the session (a brush that could not
    /// be loaded), phrased for the user.
    public var problems: [String] = []

    public init() {}

    /// Whether the window must be redrawn.
    public var needsRedraw: Bool { !canvas.isEmpty || viewChanged || brushChanged || symmetryChanged || selectionChanged }
}
