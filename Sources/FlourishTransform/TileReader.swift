import FlourishPaint

/// Reads one layer's pixels by canvas coordinates, keeping the last tile it looked up: a
/// resampler's neighbouring reads fall in the same tile almost always, so almost no read
/// costs a dictionary lookup. Outside the canvas and in unpainted tiles pixels are clear.
/// Through a selection (`mask`), each pixel counts as far as the selection covers it.
struct TileReader {
    private let store: TileStore
    private let mask: SelectionMask?
    private var lastTile = TileCoordinate(x: Int32.min, y: Int32.min)
    private var lastPixels: UnsafePointer<UInt16>?

    init(_ store: TileStore, through mask: SelectionMask? = nil) {
        self.store = store
        self.mask = mask
    }

    /// The fix15 premultiplied pixel at (x, y), as four channels.
    mutating func pixel(x: Int, y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < store.width, y < store.height else { return .zero }
        let tile = TileCoordinate(x: x >> 6, y: y >> 6)
        if tile != lastTile {
            lastTile = tile
            lastPixels = store.pixels(of: tile)
        }
        guard let pixels = lastPixels else { return .zero }
        let offset = ((y & 63) * TileStore.tileSize + (x & 63)) * 4
        let value = SIMD4(Float(pixels[offset]), Float(pixels[offset + 1]), Float(pixels[offset + 2]), Float(pixels[offset + 3]))
        guard let mask else { return value }
        return value * (Float(mask.coverage(x: x, y: y)) / Float(TileStore.one))
    }

    /// The 64x64 pixels whose top-left is canvas pixel `origin`, copied row by row from the
    /// tiles under them (a whole-pixel move: no filter, so whole runs copy at once); nil where
    /// they are all clear.
    mutating func copy(tile: TileCoordinate, from origin: (x: Int, y: Int)) -> TilePixels? {
        let size = TileStore.tileSize
        let out = TilePixels()
        var anyTile = false
        for row in 0..<size {
            let y = origin.y + row
            guard y >= 0, y < store.height else { continue }
            var x = max(origin.x, 0)
            let end = min(origin.x + size, store.width)
            while x < end {
                let runEnd = min(end, ((x >> 6) + 1) << 6)
                if let pixels = store.pixels(of: TileCoordinate(x: x >> 6, y: y >> 6)) {
                    anyTile = true
                    let source = pixels + ((y & 63) * size + (x & 63)) * 4
                    (out.values + (row * size + (x - origin.x)) * 4).update(from: source, count: (runEnd - x) * 4)
                }
                x = runEnd
            }
        }
        guard anyTile else { return nil }
        for i in stride(from: 3, to: TileStore.valuesPerTile, by: 4) where out.values[i] > 0 { return out }
        return nil
    }
}
