extension DisplayPyramid {
    /// Writes level `level`'s tile `tile` (64x64 level pixels, covering 64·2^level canvas
    /// pixels square) as opaque 8-bit RGBA (bytes R,G,B,A) over paper into `destination`,
    /// `rowStride` bytes between rows; `columns`x`rows` starting at (firstColumn, firstRow) of
    /// the tile, like TileConversion.compositeOverPaper. Level 0 converts straight from the
    /// store; a level tile with no paint under it is plain paper.
    public func render(
        level: Int, tile: TileCoordinate, into destination: UnsafeMutablePointer<UInt8>,
        rowStride: Int, columns: Int = TileStore.tileSize, rows: Int = TileStore.tileSize,
        firstColumn: Int = 0, firstRow: Int = 0
    ) {
        precondition((0...Self.maxLevel).contains(level), "no pyramid level \(level)")
        precondition(
            firstColumn >= 0 && firstRow >= 0 && columns >= 0 && rows >= 0
                && firstColumn + columns <= TileStore.tileSize
                && firstRow + rows <= TileStore.tileSize,
            "the area must lie in the tile")
        guard level > 0 else {
            TileConversion.compositeCanvasOverPaper(
                tile, of: store, look: look, into: destination, rowStride: rowStride,
                columns: columns, rows: rows, firstColumn: firstColumn, firstRow: firstRow)
            return
        }
        guard let held = cachedTile(level: level, at: tile) else {
            look.fillPaper(into: destination, rowStride: rowStride, columns: columns, rows: rows)
            return
        }
        let source = held.bytes + firstRow * DisplayTile.bytesPerRow + firstColumn * 4
        for row in 0..<rows {
            (destination + row * rowStride).update(
                from: source + row * DisplayTile.bytesPerRow, count: columns * 4)
        }
    }
}
