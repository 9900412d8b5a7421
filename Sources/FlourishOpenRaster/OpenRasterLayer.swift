/// One layer as `stack.xml` describes it, with what its enclosing groups add folded in.
///
/// A reader lists these in paint order, bottom first; the pixels stay in the zip until asked
/// for (`OpenRasterReader.png(of:)`).
public struct OpenRasterLayer: Sendable, Equatable {
    /// The layer's name (may be empty).
    public var name: String
    /// The zip member holding the layer's PNG (`src`).
    public var source: String
    /// Where the PNG's top-left pixel lies on the image, enclosing groups' offsets added.
    public var x: Int
    public var y: Int
    /// 0...1, multiplied by the enclosing groups' opacities.
    public var opacity: Double
    /// False when the layer or any enclosing group is hidden.
    public var isVisible: Bool
    /// The layer's `composite-op`, or its nearest group's when the layer's own is src-over.
    public var compositeOp: String
    /// Whether this is MyPaint's background layer (it carries a `background-tile` attribute).
    public var isBackground: Bool

    public init(
        name: String, source: String, x: Int, y: Int, opacity: Double, isVisible: Bool,
        compositeOp: String = OpenRasterCompositeOp.sourceOver, isBackground: Bool = false
    ) {
        self.name = name
        self.source = source
        self.x = x
        self.y = y
        self.opacity = opacity
        self.isVisible = isVisible
        self.compositeOp = compositeOp
        self.isBackground = isBackground
    }

    /// Whether the app draws the layer: visible, and src-over or an op close enough to draw as
    /// src-over. The reader's notes say why any other layer is left out.
    public var isDrawn: Bool { isVisible && OpenRasterCompositeOp.support(compositeOp) != .unsupported }
}
