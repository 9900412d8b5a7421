import FlourishCompositing
import FlourishOpenRaster
import FlourishOpenRasterArchive

/// Writes an OpenRaster file from a flat list of layers and their PNG bytes, for the tests that
/// need a file as another app writes one: one stack of layers with offsets, opacities,
/// visibility and modes. The list is made into a document (`document`) and written by
/// `OpenRasterDocumentWriter`, the writer the app itself uses, so a file made here is checked,
/// laid out and committed as the app's are: `mimetype` first, `stack.xml`, the layers' PNGs
/// (top first, each at `layerMember(index)`), `mergedimage.png` and the thumbnail, appearing
/// at its path complete or not at all.
public struct OpenRasterWriter: Sendable {
    /// One layer to write.
    public struct Layer: Sendable, Equatable {
        public var name: String
        /// Where the PNG's top-left pixel lies on the image (may be negative).
        public var x: Int
        public var y: Int
        /// 0...1.
        public var opacity: Double
        public var isVisible: Bool
        /// The layer's pixels, PNG-encoded by the caller.
        public var png: [UInt8]
        /// How the layer blends with what is under it, as OpenRaster names it.
        public var compositeOp: String

        public init(
            name: String, x: Int = 0, y: Int = 0, opacity: Double = 1, isVisible: Bool = true,
            compositeOp: String = BlendMode.normal.compositeOp, png: [UInt8]
        ) {
            self.name = name
            self.x = x
            self.y = y
            self.opacity = opacity
            self.isVisible = isVisible
            self.compositeOp = compositeOp
            self.png = png
        }
    }

    public var width: Int
    public var height: Int
    /// Bottom first (paint order), as a reader's flat view lists them; `stack.xml` lists them
    /// top first, as the format wants.
    public var layers: [Layer]
    /// The whole image flattened over its background, `width` x `height`.
    public var mergedPNG: [UInt8]
    /// At most 256 pixels on a side.
    public var thumbnailPNG: [UInt8]

    public init(width: Int, height: Int, layers: [Layer], mergedPNG: [UInt8], thumbnailPNG: [UInt8]) {
        self.width = width
        self.height = height
        self.layers = layers
        self.mergedPNG = mergedPNG
        self.thumbnailPNG = thumbnailPNG
    }

    /// The member holding the layer at `index` in paint order.
    public static func layerMember(_ index: Int) -> String { "data/layer\(index).png" }

    /// The layers as one root stack, top first.
    public var document: OpenRasterDocument {
        let nodes = layers.enumerated().reversed().map { index, layer in
            OpenRasterNode.layer(
                OpenRasterLayerNode(
                    name: layer.name, source: Self.layerMember(index), x: layer.x, y: layer.y, opacity: layer.opacity,
                    isVisible: layer.isVisible, compositeOp: layer.compositeOp))
        }
        return OpenRasterDocument(width: width, height: height, root: OpenRasterStackNode(children: nodes))
    }

    /// Writes the file at `path` (see `OpenRasterDocumentWriter.write(to:)`): refused, before
    /// the disk is touched, where no reader could use it.
    public func write(to path: String) throws(OpenRasterError) {
        var pngs: [String: [UInt8]] = [:]
        for (index, layer) in layers.enumerated() { pngs[Self.layerMember(index)] = layer.png }
        let writer = OpenRasterDocumentWriter(
            document: document, layerPNGs: pngs, mergedPNG: mergedPNG, thumbnailPNG: thumbnailPNG)
        try writer.write(to: path)
    }
}
