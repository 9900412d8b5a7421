import FlourishCompositing
import FlourishPaint

extension TileArea {
    /// `bounds` (canvas pixels, a stroke's dirty box) where it meets `tile`; nil where it
    /// misses the tile.
    init?(_ bounds: PixelRect, in tile: TileCoordinate) {
        let side = TileStore.tileSize
        let (x0, y0) = (Int(tile.x) * side, Int(tile.y) * side)
        let columns = max(bounds.x - x0, 0)..<min(bounds.x + bounds.width - x0, side)
        let rows = max(bounds.y - y0, 0)..<min(bounds.y + bounds.height - y0, side)
        guard !columns.isEmpty, !rows.isEmpty else { return nil }
        self.init(columns: columns, rows: rows)
    }
}
