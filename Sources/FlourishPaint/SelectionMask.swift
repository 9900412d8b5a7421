import FlourishSamples

/// Which canvas pixels are selected, and how much: coverage per pixel in fix15 (0 outside,
/// 1 << 15 inside, between on an anti-aliased edge), kept per 64x64 tile like the paint; a
/// tile wholly inside is `full` and one wholly outside is absent, so a rectangle over a big
/// canvas costs only its edge tiles. A plain value: the session keeps one per selection, a
/// recording rebuilds it from the shapes that made it.
public struct SelectionMask: Equatable, Sendable {
    public enum TileCoverage: Equatable, Sendable {
        case full
        /// 64x64 coverages, row by row.
        case partial([UInt16])
    }

    public let width: Int
    public let height: Int
    public private(set) var tiles: [TileCoordinate: TileCoverage] = [:]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Every pixel of the canvas.
    public static func all(width: Int, height: Int) -> SelectionMask {
        var mask = SelectionMask(width: width, height: height)
        let size = TileStore.tileSize
        for ty in 0..<((height + size - 1) / size) {
            for tx in 0..<((width + size - 1) / size) { mask.tiles[TileCoordinate(x: tx, y: ty)] = .full }
        }
        return mask
    }

    public var isEmpty: Bool { tiles.isEmpty }

    /// The coverage of pixel (x, y), fix15.
    public func coverage(x: Int, y: Int) -> UInt16 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        switch tiles[TileCoordinate(x: x >> 6, y: y >> 6)] {
        case nil: return 0
        case .full: return TileStore.one
        case .partial(let values): return values[(y & 63) * TileStore.tileSize + (x & 63)]
        }
    }

    /// Sets one tile's coverages, kept compact (all zero: absent; all one: full).
    mutating func setTile(_ tile: TileCoordinate, _ values: [UInt16]) {
        if values.allSatisfy({ $0 == 0 }) {
            tiles[tile] = nil
        } else if values.allSatisfy({ $0 == TileStore.one }) {
            tiles[tile] = .full
        } else {
            tiles[tile] = .partial(values)
        }
    }

    /// This selection with `other` joined as `combination` says.
    public func combined(with other: SelectionMask, _ combination: SelectionCombination) -> SelectionMask {
        switch combination {
        case .replace: return other
        case .add, .subtract:
            var result = self
            let keys = Set(tiles.keys).union(other.tiles.keys)
            let count = TileStore.tileSize * TileStore.tileSize
            let one = UInt32(TileStore.one)
            for tile in keys {
                let a = Self.values(tiles[tile], count: count)
                let b = Self.values(other.tiles[tile], count: count)
                var out = [UInt16](repeating: 0, count: count)
                for i in 0..<count {
                    out[i] =
                        combination == .add
                        ? max(a[i], b[i]) : UInt16((UInt32(a[i]) * (one - UInt32(b[i])) + one / 2) >> 15)
                }
                result.setTile(tile, out)
            }
            return result
        }
    }

    private static func values(_ coverage: TileCoverage?, count: Int) -> [UInt16] {
        switch coverage {
        case nil: [UInt16](repeating: 0, count: count)
        case .full: [UInt16](repeating: TileStore.one, count: count)
        case .partial(let values): values
        }
    }

    /// The canvas pixels some coverage touches (whole tiles), nil where nothing is selected.
    public var tileBounds: PixelRect? {
        guard let first = tiles.keys.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for t in tiles.keys { (x0, y0, x1, y1) = (min(x0, t.x), min(y0, t.y), max(x1, t.x), max(y1, t.y)) }
        let size = TileStore.tileSize
        return PixelRect(x: Int(x0) * size, y: Int(y0) * size, width: Int(x1 - x0 + 1) * size, height: Int(y1 - y0 + 1) * size)
    }
}
