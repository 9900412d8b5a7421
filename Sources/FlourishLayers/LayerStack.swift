import FlourishCompositing
import FlourishPaint

/// The painting's layers: an arrangement of layers (bottom first) and the composite the
/// screen shows and a flat save writes (`LayerCompositor`). Strokes paint on the current
/// layer's tiles; every change is recomposited only where it could show (the tiles it touched).
public final class LayerStack {
    /// The most layers and groups a stack holds: with the paper layer a save adds, the 4096
    /// layers a file may list (`OpenRasterLimits.maxLayers`), so whatever the stack holds saves
    /// and opens again; and a bound on what a run of `add` records can make (each empty layer
    /// costs little, but every layer step's undo keeps the whole arrangement).
    public static let maxEntries = 4095

    public let width: Int
    public let height: Int
    public internal(set) var arrangement: LayerArrangement
    /// The composite of the arrangement, with the caches that keep a stroke's cost flat.
    let compositor: LayerCompositor
    /// What the screen shows: the visible layers composited, over no paper or from the paper
    /// up (see `compositeBase`).
    public var composite: TileStore { compositor.composite }

    /// The paper's light under the stack, in the painting's colour space; nil (a stack on its
    /// own): the layers over no paper whatever their modes. Setting it recomposites every
    /// painted tile where the composite holds the paper.
    public var paper: Fix15Pixel? {
        get { compositor.paper }
        set {
            guard newValue != compositor.paper else { return }
            let before = compositeBase
            compositor.paper = newValue
            if before.holdsPaper || compositeBase.holdsPaper { recomposite(paintedTiles) }
        }
    }

    /// What the composite starts from now: nothing, or the paper (where a mode other than
    /// Normal blends with it), with what a tile it does not hold stands for.
    public var compositeBase: CompositeBase { compositor.base(of: arrangement) }
    /// The number the next new layer is named with ("Layer 2", …), and the next group.
    var nextNumber = 2
    var nextGroupNumber = 1

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        compositor = LayerCompositor(width: width, height: height)
        arrangement = LayerArrangement(entries: [LayerEntry(layer: Layer(width: width, height: height), name: "Layer 1")], current: 0)
    }

    public var entries: [LayerEntry] { arrangement.entries }
    public var currentIndex: Int { arrangement.current }
    /// The layer strokes paint on.
    public var current: Layer { arrangement.currentEntry.layer }

    /// Every tile any layer holds, in row-major order.
    public var paintedTiles: [TileCoordinate] { Self.tiles(of: arrangement).sorted() }

    static func tiles(of arrangement: LayerArrangement) -> Set<TileCoordinate> {
        var tiles = Set<TileCoordinate>()
        for entry in arrangement.entries { tiles.formUnion(entry.layer.tiles.allocatedTiles) }
        return tiles
    }

    /// Every tile the given layers hold, in row-major order.
    static func tiles(of entries: ArraySlice<LayerEntry>) -> [TileCoordinate] {
        var tiles = Set<TileCoordinate>()
        for entry in entries { tiles.formUnion(entry.layer.tiles.allocatedTiles) }
        return tiles.sorted()
    }

    /// Puts `other` in place of the arrangement and hands the one it replaced back in it:
    /// undo and redo of a layer step. Returns the tiles whose composite may differ.
    public func exchange(_ other: inout LayerArrangement) -> [TileCoordinate] {
        let tiles = Self.tiles(of: arrangement).union(Self.tiles(of: other)).sorted()
        swap(&arrangement, &other)
        compositor.forgetFlattened()
        recomposite(tiles)
        return tiles
    }

    /// A name as a layer keeps it: one line of words, each control character or run of spaces
    /// one space, at most 256 characters, so the panel shows it and a recording's `name`
    /// record (whose fields are split on spaces) gives it back exactly.
    public static func layerName(_ text: String) -> String {
        let words = text.unicodeScalars.split { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
        return String(words.map { String(String.UnicodeScalarView($0)) }.joined(separator: " ").prefix(256))
    }

    /// The number the panel shows for `position` (the bottom layer is 1), in words for any
    /// position a command may carry: `position + 1` overflows at Int.max.
    static func layerNumber(_ position: Int) -> String {
        position < Int.max ? String(position + 1) : String(UInt(position) + 1)
    }

    /// The blend modes the stack composites, by their OpenRaster `composite-op`.
    public static func supports(_ compositeOp: String) -> Bool { BlendMode(compositeOp: compositeOp) != nil }

    // MARK: Compositing

    /// Recomputes the composite at `tiles` from the visible layers, bottom to top; only
    /// inside `bounds` (canvas pixels, a stroke's dirty box) where given and the composite's
    /// tile is its own to update in place.
    public func recomposite(_ tiles: [TileCoordinate], within bounds: PixelRect? = nil) {
        compositor.recomposite(tiles, of: arrangement, within: bounds)
    }

    /// `store`'s pixels changed outside a stroke (an undo or redo of one): where it is not the
    /// current layer, the flattened layers below and above may hold its old pixels.
    public func pixelsChanged(in store: TileStore) {
        if store !== current.tiles { compositor.forgetFlattened() }
    }

    /// What the composite must hold at `tile`, computed afresh from every layer (the caches
    /// not used): what tests check the composite against.
    public func freshComposite(at tile: TileCoordinate) -> TilePixels? {
        LayerCompositor.freshComposite(of: arrangement, at: tile, paper: paper)
    }
}
