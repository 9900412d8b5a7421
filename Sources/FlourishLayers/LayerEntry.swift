/// A layer where it sits in the stack, with how it is composited: what a layers panel shows
/// and an undo step puts back (the pixels are the layer's, the rest is plain value).
public struct LayerEntry {
    public let layer: Layer
    public var name: String
    public var isVisible = true
    /// 0...1: how much of the layer shows.
    public var opacity = 1.0
    /// The blend mode as OpenRaster names it (`svg:src-over` is Normal).
    public var compositeOp = LayerEntry.normal

    public static let normal = "svg:src-over"

    public init(layer: Layer, name: String) {
        self.layer = layer
        self.name = name
    }

    /// Whether compositing this layer over a transparent backdrop gives its own pixels.
    var isPlain: Bool { isVisible && opacity == 1 && compositeOp == Self.normal }
}

extension LayerEntry: Equatable {
    public static func == (a: LayerEntry, b: LayerEntry) -> Bool {
        a.layer === b.layer && a.name == b.name && a.isVisible == b.isVisible && a.opacity == b.opacity
            && a.compositeOp == b.compositeOp
    }
}
