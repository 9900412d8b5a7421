/// What a painting's pixels cost in memory, as Flourish holds them: each layer in 64x64 tiles
/// of fix15 RGBA (32 KiB a tile) allocated only where the layer has pixels; with more than one
/// layer, a composite tile wherever any layer has one; and the display's zoomed-out levels, a
/// third of a 16 KiB display tile for each composite tile. (The figures are TileStore's and
/// DisplayTile's; a test holds them equal.) Whole-image buffers (an interlaced PNG decoded at
/// once, a layer flattened) cost 4 bytes a pixel while they last.
///
/// Every figure saturates instead of overflowing, so a crafted size asks for too much, never
/// for a negative amount or a trap.
public enum PaintingCost {
    /// A tile's side in pixels.
    public static let tileSide = 64
    /// One canvas tile: 64 x 64 pixels of four UInt16 channels.
    public static let tileBytes = 64 * 64 * 4 * 2
    /// One display tile: 64 x 64 pixels of four bytes.
    public static let displayTileBytes = 64 * 64 * 4

    /// The tiles of a `canvasWidth` x `canvasHeight` canvas that a `width` x `height` image
    /// with its top-left pixel at (`x`, `y`) touches: the part outside the canvas costs
    /// nothing (writes there are dropped).
    public static func tiles(x: Int, y: Int, width: Int, height: Int, canvasWidth: Int, canvasHeight: Int) -> Int {
        func span(_ start: Int, _ length: Int, _ limit: Int) -> Int {
            guard length > 0, limit > 0 else { return 0 }
            let first = max(0, start)
            let (end, overflow) = start.addingReportingOverflow(length)
            let last = min(limit, overflow ? Int.max : end)
            guard last > first else { return 0 }
            return (last - 1) / tileSide - first / tileSide + 1
        }
        return MemoryNeed.product(span(x, width, canvasWidth), span(y, height, canvasHeight))
    }

    /// The tiles that cover a whole `width` x `height` canvas.
    public static func tiles(width: Int, height: Int) -> Int {
        tiles(x: 0, y: 0, width: width, height: height, canvasWidth: width, canvasHeight: height)
    }

    /// Layers holding `layerTiles` tiles each, on a canvas of `canvasTiles` tiles: their
    /// tiles, the composite's where there is more than one layer (one layer's composite shares
    /// its tiles), and the display's zoomed-out levels.
    public static func layers(_ layerTiles: [Int], canvasTiles: Int) -> MemoryNeed {
        let total = layerTiles.reduce(0) { MemoryNeed.sum($0, $1) }
        let noun = layerTiles.count == 1 ? "layer" : "layers"
        var need = MemoryNeed(count: total, each: tileBytes, "\(layerTiles.count) \(noun) in \(total) tiles")
        // Every layer may cover a different part: the composite has a tile wherever one does,
        // and never more than the canvas has.
        let shown = min(total, max(0, canvasTiles))
        if layerTiles.count > 1 { need += MemoryNeed(count: shown, each: tileBytes, "their composite") }
        need += MemoryNeed(count: shown / 3, each: displayTileBytes, "the display's zoomed-out levels")
        return need
    }

    /// A `width` x `height` canvas's one layer painted all over: every tile of it (tiles are
    /// made where paint lands, so this is the most, not what an empty canvas takes). What a
    /// replay, which shows nothing, is checked against.
    public static func paintedCanvas(width: Int, height: Int) -> MemoryNeed {
        let tiles = tiles(width: width, height: height)
        return MemoryNeed(
            count: tiles, each: tileBytes,
            "a \(width)x\(height) canvas painted all over: \(tiles) tiles of \(tileBytes >> 10) KiB")
    }

    /// A new `width` x `height` canvas in the window: painted all over, and the display's
    /// zoomed-out levels of it; so a canvas is refused at the start rather than when the
    /// painting fills it.
    public static func canvas(width: Int, height: Int) -> MemoryNeed {
        paintedCanvas(width: width, height: height)
            + MemoryNeed(count: tiles(width: width, height: height) / 3, each: displayTileBytes, "the display's zoomed-out levels")
    }

    /// A whole `width` x `height` image of 8-bit RGBA held at once.
    public static func image(width: Int, height: Int, _ what: String) -> MemoryNeed {
        MemoryNeed(count: MemoryNeed.product(width, height), each: 4, what)
    }
}
