import FlourishPaint
import FlourishRandom

/// Layers with known pixels for the resampler's tests, and their pixels read back.
enum PixelGrid {
    /// A store with seeded premultiplied pixels (colour never above alpha) in `rect`'s
    /// pixels, the rest clear.
    static func seeded(width: Int, height: Int, rect: (x: Int, y: Int, w: Int, h: Int), seed: UInt64) -> TileStore {
        let store = TileStore(width: width, height: height)
        var random = SplitMix64(seed: seed)
        for y in rect.y..<(rect.y + rect.h) {
            for x in rect.x..<(rect.x + rect.w) {
                let alpha = UInt16(1 + random.below(Int(TileStore.one)))
                let colour = (0..<3).map { _ in UInt16(random.below(Int(alpha) + 1)) }
                set(store, x: x, y: y, [colour[0], colour[1], colour[2], alpha])
            }
        }
        return store
    }

    static func set(_ store: TileStore, x: Int, y: Int, _ value: [UInt16]) {
        let pixels = store.debugWritablePixels(of: TileCoordinate(x: x >> 6, y: y >> 6))
        let offset = ((y & 63) * TileStore.tileSize + (x & 63)) * 4
        for i in 0..<4 { pixels[offset + i] = value[i] }
    }

    static func pixel(_ store: TileStore, x: Int, y: Int) -> [Double] {
        guard x >= 0, y >= 0, x < store.width, y < store.height else { return [0, 0, 0, 0] }
        let p = store.pixel(x: x, y: y)
        return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
    }

    /// The store after the resampler's tiles are put in.
    static func applying(_ tiles: [TileCoordinate: TilePixels?], to store: TileStore) -> TileStore {
        var tiles = tiles
        store.exchange(&tiles)
        return store
    }
}
