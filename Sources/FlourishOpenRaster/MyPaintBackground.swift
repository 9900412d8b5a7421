import FlourishCompositing
import FlourishOpenRasterArchive

/// MyPaint's background as its OpenRaster files carry it, so that Flourish's paper opens in
/// MyPaint as MyPaint's own background (not as an opaque paint layer hiding it), and a
/// MyPaint background opens as Flourish's paper.
///
/// What MyPaint 2.0.1 writes (checked on files its library saved): the last child of the root
/// stack, `<layer name="background" x="0" y="0" opacity="1.0" visibility="visible"
/// composite-op="svg:src-over" src="data/background-NN.png"
/// mypaint:background-tile="data/background-NN-tile.png">`, where NN is the number of the root
/// stack's other children, two digits at least. `src` is the tile repeated over the frame
/// (the image's size, at 0, 0) for readers that know no background; the tile member is a 64x64
/// 8-bit RGBA PNG, which MyPaint repeats. On opening, MyPaint takes any child of the root
/// stack with `mypaint:background-tile` (or 1.x's `background_tile`) as its background, if the
/// tile's sides are multiples of 64, and ignores that layer's `src`.
public struct MyPaintBackground: Sendable, Equatable {
    /// An opaque colour, 8 bits a channel, stored as the tile PNG stores it.
    public struct Colour: Sendable, Equatable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// The background's layer, as written or read.
    public var layer: OpenRasterLayerNode
    /// The member holding the tile MyPaint repeats.
    public var tileMember: String
    /// The tile's PNG bytes, when the document carries them.
    public var tilePNG: [UInt8]?

    /// The side of MyPaint's tiles, and of the background tile it writes.
    public static let tileSide = 64
    /// The layer name MyPaint gives its background.
    public static let layerName = "background"

    /// The background as MyPaint writes it below `count` other children of the root stack.
    public init(belowRootChildren count: Int) {
        let number = String(count)
        let padded = String(repeating: "0", count: max(0, 2 - number.count)) + number
        tileMember = "data/\(Self.layerName)-\(padded)-tile.png"
        layer = OpenRasterLayerNode(
            name: Self.layerName, source: "data/\(Self.layerName)-\(padded).png", x: 0, y: 0, opacity: 1,
            isVisible: true, compositeOp: BlendMode.normal.compositeOp, backgroundTile: tileMember)
        tilePNG = nil
        rootIndex = count
    }

    /// The background MyPaint would show for `document`: the first child of the root stack
    /// with a background tile attribute, with the tile's bytes if the document carries them.
    public init?(in document: OpenRasterDocument) {
        for (index, child) in document.root.children.enumerated() {
            guard case .layer(let layer) = child, let tile = Self.tileMember(of: layer) else { continue }
            self.layer = layer
            tileMember = tile
            tilePNG = document.carriedMember(named: tile)?.bytes
            rootIndex = index
            return
        }
        return nil
    }

    /// Where the layer sits (or is to sit) among the root stack's children.
    public private(set) var rootIndex: Int?

    /// The tile member `layer` names as MyPaint's background, in 2.x's attribute or 1.x's.
    public static func tileMember(of layer: OpenRasterLayerNode) -> String? {
        layer.backgroundTile ?? layer.otherAttributes.value(of: "background_tile")
    }

    /// A `tileSide` x `tileSide` tile of `colour`: straight RGBA, rows top to bottom, for the
    /// caller to encode as the tile member's PNG.
    public static func tilePixels(_ colour: Colour) -> [UInt8] {
        pixels(colour, count: tileSide * tileSide)
    }

    /// The layer's own pixels, `width` x `height` of `colour` (what MyPaint writes as `src`
    /// for other readers), nil when the size is not positive or beyond `maxPixels`.
    public static func layerPixels(
        _ colour: Colour, width: Int, height: Int, maxPixels: Int = OpenRasterLimits().maxPixels
    ) -> [UInt8]? {
        guard OpenRasterLimits(maxPixels: maxPixels).allows(width: width, height: height) else { return nil }
        return pixels(colour, count: width * height)
    }

    /// The colour of a decoded tile (straight RGBA) whose pixels are all the same opaque
    /// colour; nil for a patterned or translucent tile, or bytes that are not `width` x `height`.
    public static func uniformColour(ofTile pixels: [UInt8], width: Int, height: Int) -> Colour? {
        guard width > 0, height > 0, pixels.count == width * height * 4, pixels[3] == 255 else { return nil }
        let first = pixels[0..<4]
        for start in stride(from: 4, to: pixels.count, by: 4) where !pixels[start..<(start + 4)].elementsEqual(first) {
            return nil
        }
        return Colour(red: pixels[0], green: pixels[1], blue: pixels[2])
    }

    private static func pixels(_ colour: Colour, count: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: count * 4)
        for start in stride(from: 0, to: pixels.count, by: 4) {
            pixels[start] = colour.red
            pixels[start + 1] = colour.green
            pixels[start + 2] = colour.blue
        }
        return pixels
    }
}
