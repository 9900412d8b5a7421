/// A change to the painting's stack of layers: what the session acts on, what a recording
/// keeps, and what a replay does again. Layers are named by their position in the stack,
/// 0 at the bottom, so a recording says where without depending on any in-memory identity.
public enum LayerCommand: Sendable, Equatable {
    /// A new empty layer just above the current one (in the same group); it becomes the
    /// current one.
    case add
    /// A copy of the current layer (or group, with all it holds), pixels and all, just above
    /// it; the copy becomes current.
    case duplicate
    /// The current layer (or group, with all it holds) goes, never the last layer; the one
    /// below it becomes current.
    case delete
    /// The layer (or group) at this position becomes current: the pen paints on a layer, the
    /// panel's changes go to a group.
    case select(Int)
    /// The current layer (or group) moves one place up (toward the top) or down, as the panel
    /// lists them: into a group it meets, out of its group at the group's top or bottom.
    case moveUp
    case moveDown
    /// As many moves up (positive) or down (negative) as one step: a row dragged in the panel.
    case moveBy(Int)
    /// The current layer is composited into the layer just below it, which takes its place as
    /// current.
    case mergeDown
    /// The current layer (or group) goes into a new group of its own, in its place.
    case group
    /// The current group's children take its place, and the group goes.
    case ungroup
    /// The current group is composited on its own (true) or passes its children through onto
    /// what is under it (false, MyPaint's pass-through).
    case setIsolated(Bool)
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
        case .add, .duplicate, .delete, .moveUp, .moveDown, .moveBy, .mergeDown, .group, .ungroup, .setIsolated, .setVisible,
            .setOpacity, .setMode, .rename:
            true
        }
    }
}
