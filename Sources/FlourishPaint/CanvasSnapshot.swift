/// The canvas's tiles as they were at one moment, for a save that runs on another thread
/// while painting goes on.
///
/// Taking one copies no pixels: it keeps the store's tiles and freezes them, and the store
/// never writes a frozen tile again — it writes into a copy instead (copy-on-write), so the
/// snapshot sees exactly the pixels of the moment it was taken, however the canvas changes.
///
/// `@unchecked Sendable`, audited: every stored property is immutable after `init`; the tile
/// buffers it holds are frozen, and nothing writes a frozen buffer (`TileStore` copies it
/// first), so other threads only ever read them.
public final class CanvasSnapshot: @unchecked Sendable {
    public let width: Int
    public let height: Int
    private let tiles: [TileCoordinate: TilePixels]

    init(width: Int, height: Int, tiles: [TileCoordinate: TilePixels]) {
        self.width = width
        self.height = height
        self.tiles = tiles
    }

    /// Tiles that hold paint.
    public var tileCount: Int { tiles.count }

    /// The tile's pixels (fix15 premultiplied RGBA), or nil where nothing was painted.
    public func pixels(of tile: TileCoordinate) -> UnsafePointer<UInt16>? {
        tiles[tile].map { UnsafePointer($0.values) }
    }

    /// The smallest rectangle of whole tiles holding every painted tile, cut to the canvas;
    /// nil for a blank canvas.
    public var paintedBounds: PixelRect? {
        guard let first = tiles.keys.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for tile in tiles.keys {
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
}

extension TileStore {
    /// The canvas as it is now, kept unchanged however it is painted after (see
    /// `CanvasSnapshot`). Costs a dictionary copy, no pixels.
    public func snapshot() -> CanvasSnapshot {
        for tile in tiles.values { tile.isFrozen = true }
        return CanvasSnapshot(width: width, height: height, tiles: tiles)
    }
}
