import FlourishPaint

/// What one layer command did, for the session's undo history and the screen.
public struct LayerChange {
    /// The arrangement before, where the command changed it (what undo puts back).
    public var before: LayerArrangement?
    /// A layer's pixels the command wrote (merge down), with what they held before.
    public var written: (store: TileStore, journal: TileJournal)?
    /// The canvas tiles whose composite may differ now.
    public var tiles: [TileCoordinate] = []
    /// Why the command did nothing, phrased for the painter (deleting the only layer…).
    public var problem: String?

    public var changedAnything: Bool { before != nil || written != nil }
}
