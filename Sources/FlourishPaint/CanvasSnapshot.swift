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

    public var paintedTiles: [TileCoordinate] { Array(tiles.keys) }
}

extension TileStore {
    /// The canvas as it is now, kept unchanged however it is painted after (see
    /// `CanvasSnapshot`). Costs a dictionary copy, no pixels.
    public func snapshot() -> CanvasSnapshot {
        for tile in tiles.values { tile.isFrozen = true }
        return CanvasSnapshot(width: width, height: height, tiles: tiles)
    }
}
