import FlourishCompositing

/// One `<layer>` of a document's tree, with its own attributes as written (nothing of its
/// groups folded in, except in `OpenRasterFlatView`, the view of a reader that flattens).
public struct OpenRasterLayerNode: Sendable, Equatable {
    /// `name`; empty when the file gives none.
    public var name: String
    /// `src`: the zip member holding the layer's PNG.
    public var source: String
    /// Where the PNG's top-left pixel lies relative to the enclosing stack (may be negative).
    public var x: Int
    public var y: Int
    /// 0...1 (values outside are clamped on reading, as ORA asks).
    public var opacity: Double
    /// `visibility`: false when `hidden`.
    public var isVisible: Bool
    /// `composite-op` as written, nil when the file names none. Kept apart from the default
    /// because readers differ on it: ORA draws src-over, MyPaint 2 uses its default mode
    /// (Pigment), so writing a default out would change what MyPaint shows.
    public var compositeOp: String?
    /// `selected="true"`: the layer MyPaint makes current on opening.
    public var isSelected: Bool
    /// `mypaint:strokemap`: the member holding MyPaint's stroke map for this layer.
    public var strokeMap: String?
    /// `mypaint:background-tile`: the member holding the tile MyPaint repeats as its
    /// background; a layer with one is MyPaint's background (see `MyPaintBackground`).
    public var backgroundTile: String?
    /// Every other attribute, in the file's order, unknown ones included, written back as they are.
    public var otherAttributes: [OpenRasterAttribute]

    public init(
        name: String, source: String, x: Int = 0, y: Int = 0, opacity: Double = 1, isVisible: Bool = true,
        compositeOp: String? = BlendMode.normal.compositeOp, isSelected: Bool = false, strokeMap: String? = nil,
        backgroundTile: String? = nil, otherAttributes: [OpenRasterAttribute] = []
    ) {
        self.name = name
        self.source = source
        self.x = x
        self.y = y
        self.opacity = opacity
        self.isVisible = isVisible
        self.compositeOp = compositeOp
        self.isSelected = isSelected
        self.strokeMap = strokeMap
        self.backgroundTile = backgroundTile
        self.otherAttributes = otherAttributes
    }

    /// The op an ORA reader applies: the written one, or src-over.
    public var effectiveCompositeOp: String { compositeOp ?? BlendMode.normal.compositeOp }

    /// Whether this is MyPaint's background layer: it names a background tile (see
    /// `MyPaintBackground.tileMember(of:)`).
    public var isBackground: Bool { MyPaintBackground.tileMember(of: self) != nil }
}
