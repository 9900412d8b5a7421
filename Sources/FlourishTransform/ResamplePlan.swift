import FlourishPaint
import FlourishSamples

/// Which destination tiles a transform computes: every painted tile in the limit (what moves
/// leaves its place, so the tiles it held are computed or emptied too) and every tile where
/// the painted tiles land; and, among them, those whose source holds no paint at all, known
/// clear without reading a pixel.
enum ResamplePlan {
    /// The tiles to compute, in row-major order.
    static func tiles(of source: SourceTiles, under map: Affine, limit: PixelRect?) -> [TileCoordinate] {
        let inLimit = limit ?? PixelRect(x: 0, y: 0, width: source.width, height: source.height)
        var tiles = Set(source.painted.filter { overlaps($0, inLimit) })
        if let bounds = paintedBounds(source.painted),
            let target = destination(of: bounds, under: map, width: source.width, height: source.height, limit: limit)
        {
            let size = TileStore.tileSize
            for ty in (target.y / size)...((target.y + target.height - 1) / size) {
                for tx in (target.x / size)...((target.x + target.width - 1) / size) { tiles.insert(TileCoordinate(x: tx, y: ty)) }
            }
        }
        return tiles.sorted()
    }

    /// Whether `tile` has pixels inside `rect`.
    static func overlaps(_ tile: TileCoordinate, _ rect: PixelRect) -> Bool {
        let size = TileStore.tileSize
        let (x, y) = (Int(tile.x) * size, Int(tile.y) * size)
        return x < rect.x + rect.width && x + size > rect.x && y < rect.y + rect.height && y + size > rect.y
    }

    /// The canvas pixels the painted tiles cover, nil where none is painted.
    static func paintedBounds(_ tiles: [TileCoordinate]) -> PixelRect? {
        guard let first = tiles.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for t in tiles {
            (x0, y0, x1, y1) = (min(x0, t.x), min(y0, t.y), max(x1, t.x), max(y1, t.y))
        }
        let size = TileStore.tileSize
        return PixelRect(
            x: Int(x0) * size, y: Int(y0) * size, width: Int(x1 - x0 + 1) * size, height: Int(y1 - y0 + 1) * size)
    }

    /// Where `bounds` lands under `map`, widened by a pixel for the filter's reach, cut to the
    /// canvas and `limit`; nil where nothing of it is left.
    static func destination(of bounds: PixelRect, under map: Affine, width: Int, height: Int, limit: PixelRect?) -> PixelRect? {
        let corners = [
            (bounds.x, bounds.y), (bounds.x + bounds.width, bounds.y), (bounds.x, bounds.y + bounds.height),
            (bounds.x + bounds.width, bounds.y + bounds.height),
        ].map { map.apply(x: Double($0.0), y: Double($0.1)) }
        var x0 = corners.map(\.x).min()!.rounded(.down) - 1
        var y0 = corners.map(\.y).min()!.rounded(.down) - 1
        var x1 = corners.map(\.x).max()!.rounded(.up) + 1
        var y1 = corners.map(\.y).max()!.rounded(.up) + 1
        x0 = max(x0, 0)
        y0 = max(y0, 0)
        x1 = min(x1, Double(width))
        y1 = min(y1, Double(height))
        if let limit {
            x0 = max(x0, Double(limit.x))
            y0 = max(y0, Double(limit.y))
            x1 = min(x1, Double(limit.x + limit.width))
            y1 = min(y1, Double(limit.y + limit.height))
        }
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// Whether every pixel of `tile` comes out clear without computing it: no painted source
    /// tile lies within reach of where its pixels are read (the inverse map of its corners,
    /// two pixels wider than the filter reaches), and, through a selection, nothing stays
    /// under it either. False where that is not cheap to know (the reach spans over 1024
    /// tiles, or is not finite).
    static func isClear(_ tile: TileCoordinate, inverse: Affine, source: SourceTiles) -> Bool {
        if source.coverage != nil && source.tile(Int(tile.x), Int(tile.y)) != nil { return false }
        let size = Double(TileStore.tileSize)
        let (left, top) = (Double(tile.x) * size, Double(tile.y) * size)
        var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [(left, top), (left + size, top), (left, top + size), (left + size, top + size)] {
            let s = inverse.apply(x: x, y: y)
            (x0, y0, x1, y1) = (min(x0, s.x), min(y0, s.y), max(x1, s.x), max(y1, s.y))
        }
        guard abs(x0) < 1e9, abs(x1) < 1e9, abs(y0) < 1e9, abs(y1) < 1e9 else { return false }
        let tx0 = max(Int((x0 - 2).rounded(.down)) >> 6, 0)
        let tx1 = min(Int((x1 + 2).rounded(.down)) >> 6, source.across - 1)
        let ty0 = max(Int((y0 - 2).rounded(.down)) >> 6, 0)
        let ty1 = min(Int((y1 + 2).rounded(.down)) >> 6, source.down - 1)
        guard tx0 <= tx1, ty0 <= ty1 else { return true }
        guard (tx1 - tx0 + 1) * (ty1 - ty0 + 1) <= 1024 else { return false }
        for ty in ty0...ty1 {
            for tx in tx0...tx1 where source.tile(tx, ty) != nil { return false }
        }
        return true
    }
}
