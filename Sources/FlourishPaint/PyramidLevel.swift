/// The cached tiles of one level of a `DisplayPyramid`, held sparsely like the canvas: a tile
/// is held only while some canvas tile under it holds paint; any other tile is plain paper.
struct PyramidLevel {
    private var tiles: [TileCoordinate: DisplayTile] = [:]

    var count: Int { tiles.count }

    func tile(at coordinate: TileCoordinate) -> DisplayTile? { tiles[coordinate] }

    /// The tile at `coordinate`, made as plain paper if it was not held, so the blocks of
    /// children that hold no paint are already right.
    mutating func tileMaking(at coordinate: TileCoordinate, look: CanvasLook) -> DisplayTile {
        if let held = tiles[coordinate] { return held }
        let made = DisplayTile()
        look.fillPaper(into: made.bytes, rowStride: DisplayTile.bytesPerRow, columns: TileStore.tileSize, rows: TileStore.tileSize)
        tiles[coordinate] = made
        return made
    }

    /// Frees the tile at `coordinate` (its pixels go with the `DisplayTile` that owns them).
    mutating func free(_ coordinate: TileCoordinate) {
        tiles.removeValue(forKey: coordinate)
    }
}
