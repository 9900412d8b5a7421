import FlourishCompositing

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
    /// How it is blended onto what lies under it. (Declared beside the flags, where the byte
    /// it takes costs no padding: an undo step counts its arrangement's entries by their size.)
    public var compositeOp = BlendMode.normal
    /// 0...1: how much of the layer shows.
    public var opacity = 1.0
    /// The `composite-op` the file it came from named, where that is no mode Flourish
    /// composites: the entry is drawn as Normal (`compositeOp`) and a save writes this back
    /// (see `fileCompositeOp`). Choosing a mode forgets it; nil for every other entry.
    public var unknownCompositeOp: String?
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

    public init(layer: Layer, name: String, isGroup: Bool = false) {
        self.layer = layer
        self.name = name
        self.isGroup = isGroup
    }

    /// Whether it is composited in Normal as its own mode: the layers and groups whose
    /// src-over the stack may regroup (flatten, share, update in place). One whose file named
    /// an unknown mode is drawn in Normal too, but entry by entry, as it always was.
    var isNormal: Bool { compositeOp == .normal && unknownCompositeOp == nil }

    /// Whether compositing this layer over a transparent backdrop gives its own pixels.
    var isPlain: Bool { !isGroup && isVisible && opacity == 1 && isNormal }

    /// Whether a group composites its children straight onto what is under it: one not
    /// isolated, in Normal mode (a group in another mode is composited on its own whatever it
    /// says, as ORA's `isolation="auto"` asks).
    public var isPassThrough: Bool { isGroup && !isIsolated && isNormal }

    /// The `composite-op` an OpenRaster file stores for it: its mode's, or the unknown one
    /// its file named.
    public var fileCompositeOp: String { unknownCompositeOp ?? compositeOp.compositeOp }

    /// Sets the mode from a file's `composite-op`: the mode it names, or Normal with the text
    /// kept (`unknownCompositeOp`) where Flourish composites no such mode.
    public mutating func setCompositeOp(fromFile compositeOp: String) {
        let mode = BlendMode(compositeOp: compositeOp)
        (self.compositeOp, unknownCompositeOp) = (mode ?? .normal, mode == nil ? compositeOp : nil)
    }
}

extension LayerEntry: Equatable {
    public static func == (a: LayerEntry, b: LayerEntry) -> Bool {
        a.layer === b.layer && a.name == b.name && a.isVisible == b.isVisible && a.opacity == b.opacity
            && a.compositeOp == b.compositeOp && a.unknownCompositeOp == b.unknownCompositeOp && a.depth == b.depth && a.isGroup == b.isGroup
            && a.isIsolated == b.isIsolated && a.origin == b.origin
    }
}
