/// A layer or a group where it sits in the stack, with how it is composited: what a layers
/// panel shows and an undo step puts back (the pixels are the layer's, the rest is plain value).
///
/// The stack is a tree written as a list, bottom first, each group after the layers and groups
/// it holds (the order it is composited in): a group's children are the entries just below it
/// whose `depth` is greater than its own. For a stack with no groups, every depth is 0 and the
/// list is the stack.
public struct LayerEntry {
    /// The layer's pixels. A group's is never painted (the pen does not paint on a group): it
    /// is what names the group, as a layer's store names the layer.
    public let layer: Layer
    public var name: String
    public var isVisible = true
    /// 0...1: how much of the layer shows.
    public var opacity = 1.0
    /// The blend mode as OpenRaster names it (`svg:src-over` is Normal).
    public var compositeOp = LayerEntry.normal
    /// How many groups hold it: 0 for the stack's own layers.
    public var depth = 0
    /// Whether this is a group (holding the entries before it that are deeper), not a layer.
    public let isGroup: Bool
    /// A group's isolation: composited on its own and then blended like a layer (true, ORA's
    /// `isolate`), or its children composited straight onto what lies under it (false:
    /// MyPaint's pass-through, written `isolation="auto"`). A layer's is unused.
    public var isIsolated = true
    /// What the entry was in the file the painting was opened from, while the file can still
    /// take it back as it was (see `LayerOrigin`); nil for what was made here.
    public var origin: LayerOrigin?

    public static let normal = "svg:src-over"

    public init(layer: Layer, name: String, isGroup: Bool = false) {
        self.layer = layer
        self.name = name
        self.isGroup = isGroup
    }

    /// Whether compositing this layer over a transparent backdrop gives its own pixels.
    var isPlain: Bool { !isGroup && isVisible && opacity == 1 && compositeOp == Self.normal }

    /// Whether a group composites its children straight onto what is under it: one not
    /// isolated, in Normal mode (a group in another mode is composited on its own whatever it
    /// says, as ORA's `isolation="auto"` asks).
    public var isPassThrough: Bool { isGroup && !isIsolated && compositeOp == Self.normal }
}

extension LayerEntry: Equatable {
    public static func == (a: LayerEntry, b: LayerEntry) -> Bool {
        a.layer === b.layer && a.name == b.name && a.isVisible == b.isVisible && a.opacity == b.opacity
            && a.compositeOp == b.compositeOp && a.depth == b.depth && a.isGroup == b.isGroup
            && a.isIsolated == b.isIsolated && a.origin == b.origin
    }
}
