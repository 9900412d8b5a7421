import FlourishPaint

/// The smallest rectangle of canvas pixels that holds every pixel of a layer with any paint
/// (alpha above 0): the box a transform starts from, so it hugs what was drawn rather than
/// the 64-pixel tiles around it.
public enum PaintBounds {
    /// `within`: only paint a selection covers counts.
    public static func of(_ store: TileStore, within selection: SelectionMask? = nil) -> PixelRect? {
        let size = TileStore.tileSize
        var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
        for tile in store.allocatedTiles {
            guard let pixels = store.pixels(of: tile), selection == nil || selection?.tiles[tile] != nil else { continue }
            let (baseX, baseY) = (Int(tile.x) * size, Int(tile.y) * size)
            // Tiles wholly inside the box found so far add nothing.
            if baseX >= x0 && baseX + size - 1 <= x1 && baseY >= y0 && baseY + size - 1 <= y1 { continue }
            for row in 0..<size {
                for column in 0..<size where pixels[(row * size + column) * 4 + 3] > 0
                    && (selection?.coverage(x: baseX + column, y: baseY + row) ?? 1) > 0
                {
                    x0 = min(x0, baseX + column)
                    x1 = max(x1, baseX + column)
                    y0 = min(y0, baseY + row)
                    y1 = max(y1, baseY + row)
                }
            }
        }
        guard x0 <= x1 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
