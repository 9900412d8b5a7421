/// A change to the painting's stack of layers: what the session acts on, what a recording
/// keeps, and what a replay does again. Layers are named by their position in the stack,
/// 0 at the bottom, so a recording says where without depending on any in-memory identity.
public enum LayerCommand: Sendable, Equatable {
    /// A new empty layer just above the current one; it becomes the current one.
    case add
    /// A copy of the current layer, pixels and all, just above it; the copy becomes current.
    case duplicate
    /// The current layer goes (never the last one); the one below it, or else above, becomes
    /// current.
    case delete
    /// The layer at this position becomes the one the pen paints on.
    case select(Int)
    /// The current layer moves one place up (toward the top) or down.
    case moveUp
    case moveDown
    /// The current layer is composited into the one below, which takes its place as current.
    case mergeDown
    /// The current layer is shown or hidden.
    case setVisible(Bool)
    /// The current layer's opacity, 0...1.
    case setOpacity(Double)
    /// The current layer's blend mode, as OpenRaster names it (`svg:multiply`,
    /// `mypaint:spectral-wgm`, …).
    case setMode(String)
    /// The current layer's name.
    case rename(String)

    /// Whether the command changes what an undo step can take back (everything but choosing
    /// which layer is current, which, as in MyPaint, is not a step of its own).
    public var isUndoable: Bool {
        switch self {
        case .select: false
        case .add, .duplicate, .delete, .moveUp, .moveDown, .mergeDown, .setVisible, .setOpacity, .setMode, .rename: true
        }
    }
}
