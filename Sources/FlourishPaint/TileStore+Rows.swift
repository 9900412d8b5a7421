import FlourishCompositing

/// Canvas rows as 8-bit straight RGBA, out of the tiles and back in: what a PNG writer and
/// reader stream, one row at a time, so a save or an open never holds the whole canvas as
/// one 8-bit buffer (1 GiB at 16384x16384).
/// What can be read as canvas tiles: the live store, or a snapshot of it a save writes from.
public protocol TileSource {
    var width: Int { get }
    var height: Int { get }
    /// A tile's pixels (fix15 premultiplied RGBA), or nil where nothing was painted.
    func pixels(of tile: TileCoordinate) -> UnsafePointer<UInt16>?
    /// Every tile that holds paint, in any order.
    var paintedTiles: [TileCoordinate] { get }
}

extension TileStore: TileSource {
    public var paintedTiles: [TileCoordinate] { Array(tiles.keys) }
}

extension CanvasSnapshot: TileSource {}

extension TileSource {
    /// The box around every allocated tile, clipped to the canvas; nil when no tile is.
    ///
    /// Tile-granular: an allocated tile counts whole even where its paint is erased or
    /// covers one pixel, so the box may hold up to 63 transparent columns or rows on a side.
    /// It costs one look at each allocated tile, not at each pixel of the canvas.
    public var paintedBounds: PixelRect? {
        let tiles = paintedTiles
        guard let first = tiles.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for tile in tiles {
            x0 = min(x0, tile.x)
            y0 = min(y0, tile.y)
            x1 = max(x1, tile.x)
            y1 = max(y1, tile.y)
        }
        let size = TileStore.tileSize
        let box = PixelRect(
            x: Int(x0) * size, y: Int(y0) * size, width: Int(x1 - x0 + 1) * size, height: Int(y1 - y0 + 1) * size)
        let cut = box.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        return cut.isEmpty ? nil : cut
    }

    /// Writes canvas pixels (`x0`..<`x0 + width`, row `y`) into `out` as 8-bit straight RGBA
    /// (`width * 4` bytes), stored through `curve` (`PixelFormat.straight8`). Pixels of tiles
    /// the store does not hold are `blank` (transparent unless the store is a composite that
    /// holds the paper), and pixels outside the canvas transparent (0, 0, 0, 0).
    public func fillStraightRGBA8Row(
        y: Int, x0: Int, width count: Int, into out: UnsafeMutablePointer<UInt8>, curve: TransferCurve = .legacy,
        blank: Fix15Pixel = .transparent
    ) {
        guard count > 0 else { return }
        let inside = canvasSpan(y: y, x0: x0, count: count)
        guard inside.lowerBound < inside.upperBound else {
            out.update(repeating: 0, count: count * 4)
            return
        }
        out.update(repeating: 0, count: (inside.lowerBound - x0) * 4)
        let after = x0 + count - inside.upperBound
        (out + (inside.upperBound - x0) * 4).update(repeating: 0, count: after * 4)
        let blankStraight = PixelFormat.straight8(r: blank.red, g: blank.green, b: blank.blue, a: blank.alpha, curve: curve)

        var x = inside.lowerBound
        while x < inside.upperBound {
            let end = min(inside.upperBound, ((x >> 6) + 1) << 6)
            let destination = out + (x - x0) * 4
            let pixelCount = end - x
            if let tile = pixels(of: TileCoordinate(x: x >> 6, y: y >> 6)) {
                let source = tile + ((y & 63) * TileStore.tileSize + (x & 63)) * 4
                PixelFormat.straight8(source, count: pixelCount, into: destination, curve: curve)
            } else if blank == .transparent {
                destination.update(repeating: 0, count: pixelCount * 4)
            } else {
                for i in 0..<pixelCount {
                    (destination[i * 4], destination[i * 4 + 1], destination[i * 4 + 2], destination[i * 4 + 3]) = blankStraight
                }
            }
            x = end
        }
    }

    /// The columns of `x0..<x0 + count` inside the canvas on row `y` (empty off the canvas).
    func canvasSpan(y: Int, x0: Int, count: Int) -> Range<Int> {
        guard y >= 0, y < height else { return x0..<x0 }
        let lower = min(max(x0, 0), x0 + count)
        let upper = max(min(x0 + count, width), lower)
        return lower..<upper
    }
}

extension TileStore {
    /// Puts 8-bit straight RGBA pixels (`width * 4` bytes from `source`) into canvas row `y`
    /// from column `x0`, premultiplied into fix15 light through `curve`
    /// (`PixelFormat.premultiplied`: in the legacy space alpha `round(a * 32768 / 255)`, colour
    /// `round(c * alpha15 / 255)`). Allocates a tile only where a pixel it receives is not
    /// fully transparent (a transparent pixel over a tile already there clears it); pixels
    /// outside the canvas are dropped. Goes through the same writable-tile path as a brush,
    /// so the tiles are marked dirty and, with a journal attached, saved for undo.
    ///
    /// Read back with `fillStraightRGBA8Row` in the legacy space, every pixel with alpha >= 2
    /// comes back byte for byte; alpha 1 keeps only 130 of 256 values per colour channel (the
    /// others come back 1 off) and alpha 0 keeps no colour: fix15 holds colour times alpha.
    public func writeStraightRGBA8Row(
        y: Int, x0: Int, width count: Int, from source: UnsafePointer<UInt8>, curve: TransferCurve = .legacy
    ) {
        guard count > 0 else { return }
        let inside = canvasSpan(y: y, x0: x0, count: count)
        var x = inside.lowerBound
        while x < inside.upperBound {
            let start = x
            let end = min(inside.upperBound, ((x >> 6) + 1) << 6)
            x = end
            let input = source + (start - x0) * 4
            let pixelCount = end - start
            let tile = TileCoordinate(x: start >> 6, y: y >> 6)
            let receivesPaint = (0..<pixelCount).contains { input[$0 * 4 + 3] != 0 }
            if !receivesPaint && pixels(of: tile) == nil { continue }
            let destination = bufferForWriting(tile) + ((y & 63) * Self.tileSize + (start & 63)) * 4
            PixelFormat.premultiplied(input, count: pixelCount, into: destination, curve: curve)
        }
    }
}
