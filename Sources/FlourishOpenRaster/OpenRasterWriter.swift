/// Writes an OpenRaster file from PNG bytes and layer descriptions: the app encodes the
/// pixels, this type lays out the archive.
///
/// The file has, in this order: `mimetype` (stored, exactly `image/openraster`), `stack.xml`
/// (deflated), `data/layer<N>.png` for each layer, `mergedimage.png` and
/// `Thumbnails/thumbnail.png`. PNGs are stored, not deflated again: they are deflated already,
/// and a second pass costs time for next to nothing. The whole file appears at its path
/// complete or not at all.
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
            compositeOp: String = OpenRasterCompositeOp.sourceOver, png: [UInt8]
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
    /// Bottom first (paint order), as `OpenRasterReader.layers` lists them; `stack.xml` lists
    /// them top first, as the format wants.
    public var layers: [Layer]
    /// The whole image flattened over its background, `width` x `height`.
    public var mergedPNG: [UInt8]
    /// At most 256 pixels on a side.
    public var thumbnailPNG: [UInt8]
    /// More attributes for `<image>` (qualified names with `namespacePrefix`), for what only
    /// the writing application reads back; other readers ignore them.
    public var imageAttributes: [(name: String, value: String)] = []
    /// The prefix and namespace URI `imageAttributes` use, declared on `<image>`.
    public var namespace: (prefix: String, uri: String)?
    /// The layer (index in `layers`) MyPaint is to show as its background, with the 64x64
    /// tile MyPaint repeats for it (PNG): written as MyPaint writes its own (the layer's
    /// `mypaint:background-tile` names the tile's member), so MyPaint opens that layer as its
    /// background, not as a painted layer over it. It must be the bottom layer.
    public var myPaintBackground: (layer: Int, tilePNG: [UInt8])?

    /// MyPaint's namespace, and the member its background tile is written to.
    public static let myPaintNamespace = (prefix: "mypaint", uri: "http://mypaint.org/ns/openraster")
    public static let backgroundTileMember = "data/background-tile.png"

    public init(width: Int, height: Int, layers: [Layer], mergedPNG: [UInt8], thumbnailPNG: [UInt8]) {
        self.width = width
        self.height = height
        self.layers = layers
        self.mergedPNG = mergedPNG
        self.thumbnailPNG = thumbnailPNG
    }

    /// The member holding the layer at `index` in paint order.
    public static func layerMember(_ index: Int) -> String { "data/layer\(index).png" }

    /// Writes the file at `path` (through a symbolic link to its target), replacing any file
    /// there only once the new one is complete and on disk. On failure nothing is left beside
    /// the destination, and what was there is untouched.
    public func write(to path: String) throws(OpenRasterError) {
        try validate(path: path)
        let staged = try StagedFile(path: path)
        let archive = try ZipArchiveWriter(path: staged.temporaryPath, reportedPath: path)
        try archive.add(OpenRasterMember.mimetype, bytes: Array(OpenRasterMember.mediaType.utf8), compression: .store)
        try archive.add(OpenRasterMember.stack, bytes: Array(stackXML().utf8), compression: .deflate)
        for (index, layer) in layers.enumerated() {
            try archive.add(Self.layerMember(index), bytes: layer.png, compression: .store)
        }
        if let background = myPaintBackground {
            try archive.add(Self.backgroundTileMember, bytes: background.tilePNG, compression: .store)
        }
        try archive.add(OpenRasterMember.mergedImage, bytes: mergedPNG, compression: .store)
        try archive.add(OpenRasterMember.thumbnail, bytes: thumbnailPNG, compression: .store)
        try archive.close()
        try staged.commit()
    }

    /// Refuses, before anything touches the disk, what would make a file other readers reject.
    private func validate(path: String) throws(OpenRasterError) {
        func invalid(_ member: String?, _ detail: String) -> OpenRasterError {
            OpenRasterError(path: path, member: member, problem: .invalidInput(detail))
        }
        guard width > 0, height > 0 else { throw invalid(nil, "image size \(width)x\(height) is not positive") }
        for (index, layer) in layers.enumerated() {
            let member = Self.layerMember(index)
            guard layer.opacity.isFinite, (0...1).contains(layer.opacity) else {
                throw invalid(member, "layer \"\(layer.name)\" has opacity \(layer.opacity), not within 0...1")
            }
            guard layer.x.magnitude <= OpenRasterLimits.maxOffset, layer.y.magnitude <= OpenRasterLimits.maxOffset
            else {
                throw invalid(
                    member,
                    "layer \"\(layer.name)\" lies at \(layer.x), \(layer.y), beyond ±\(OpenRasterLimits.maxOffset)")
            }
            _ = try Self.header(layer.png, path: path, member: member)
        }
        if let background = myPaintBackground {
            guard background.layer == 0, !layers.isEmpty else {
                throw invalid(Self.backgroundTileMember, "MyPaint's background must be the bottom layer")
            }
            let tile = try Self.header(background.tilePNG, path: path, member: Self.backgroundTileMember)
            guard tile.width % 64 == 0, tile.height % 64 == 0, tile.width > 0, tile.height > 0 else {
                throw invalid(Self.backgroundTileMember, "it is \(tile.width)x\(tile.height), not a multiple of 64 on each side")
            }
        }
        let merged = try Self.header(mergedPNG, path: path, member: OpenRasterMember.mergedImage)
        guard merged.width == width, merged.height == height else {
            throw invalid(
                OpenRasterMember.mergedImage, "it is \(merged.width)x\(merged.height), the image \(width)x\(height)")
        }
        let thumbnail = try Self.header(thumbnailPNG, path: path, member: OpenRasterMember.thumbnail)
        let side = OpenRasterMember.thumbnailMaxSide
        guard thumbnail.width <= side, thumbnail.height <= side else {
            throw invalid(
                OpenRasterMember.thumbnail, "it is \(thumbnail.width)x\(thumbnail.height), more than \(side)x\(side)")
        }
    }

    private static func header(_ png: [UInt8], path: String, member: String) throws(OpenRasterError) -> PNGHeader {
        switch PNGHeader.read(png) {
        case .success(let header): return header
        case .failure(let failure): throw OpenRasterError(path: path, member: member, problem: .notAPNG(failure.reason))
        }
    }
}
