extension TileConversion {
    /// A canvas tile as `look` shows it (see `CanvasLook.convert`), except that the part of an
    /// edge tile past the canvas's width or height is plain paper.
    ///
    /// libmypaint paints whole tiles, so a stroke that runs off the edge leaves paint in the
    /// edge tile beyond the canvas. At 1:1 the screen cuts it off; a coarser pyramid level
    /// averages across the edge and would let that hidden paint bleed in. With paper there,
    /// every level depends only on the picture the canvas holds.
    ///
    /// - Parameters:
    ///   - columns, rows, firstColumn, firstRow: the part of the tile to write, in tile pixels,
    ///     packed from `destination` with `rowStride` bytes between rows.
    static func compositeCanvasOverPaper(
        _ tile: TileCoordinate, of store: TileStore, look: CanvasLook,
        into destination: UnsafeMutablePointer<UInt8>, rowStride: Int,
        columns: Int = TileStore.tileSize, rows: Int = TileStore.tileSize,
        firstColumn: Int = 0, firstRow: Int = 0
    ) {
        let origin = PixelRect.of(tile)
        // Tile columns and rows inside the canvas, then how many of those the area holds.
        let canvasColumns = min(max(store.width - origin.x, 0), TileStore.tileSize)
        let canvasRows = min(max(store.height - origin.y, 0), TileStore.tileSize)
        let inColumns = min(max(canvasColumns - firstColumn, 0), columns)
        let inRows = min(max(canvasRows - firstRow, 0), rows)
        if inColumns > 0 && inRows > 0 {
            look.convert(
                store.pixels(of: tile), of: tile, into: destination, rowStride: rowStride,
                columns: inColumns, rows: inRows, firstColumn: firstColumn, firstRow: firstRow)
        }
        if inColumns < columns && inRows > 0 {
            look.fillPaper(into: destination + inColumns * 4, rowStride: rowStride, columns: columns - inColumns, rows: inRows)
        }
        if inRows < rows {
            look.fillPaper(into: destination + inRows * rowStride, rowStride: rowStride, columns: columns, rows: rows - inRows)
        }
    }
}
