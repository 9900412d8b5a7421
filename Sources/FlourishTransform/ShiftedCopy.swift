import FlourishPaint

/// One destination tile of a whole-pixel move without a selection: no filter, so each row is
/// at most two runs copied straight from the source tiles under it, exactly.
enum ShiftedCopy {
    /// Writes the 64x64 pixels whose top-left is source pixel `origin` into `out` (clear
    /// outside the canvas and where unpainted); false where every one is clear.
    static func render(from origin: (x: Int, y: Int), source: SourceTiles, into out: UnsafeMutablePointer<UInt16>) -> Bool {
        let size = TileStore.tileSize
        out.update(repeating: 0, count: TileStore.valuesPerTile)
        var anyTile = false
        for row in 0..<size {
            let y = origin.y + row
            guard y >= 0, y < source.height else { continue }
            var x = max(origin.x, 0)
            let end = min(origin.x + size, source.width)
            while x < end {
                let runEnd = min(end, ((x >> 6) + 1) << 6)
                if let pixels = source.tile(x >> 6, y >> 6) {
                    anyTile = true
                    let from = pixels + ((y & 63) * size + (x & 63)) * 4
                    (out + (row * size + (x - origin.x)) * 4).update(from: from, count: (runEnd - x) * 4)
                }
                x = runEnd
            }
        }
        guard anyTile else { return false }
        for i in stride(from: 3, to: TileStore.valuesPerTile, by: 4) where out[i] > 0 { return true }
        return false
    }
}
