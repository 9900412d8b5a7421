/// A rectangle of canvas pixels, half-open: [x, x + width) x [y, y + height).
public struct PixelRect: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width)
        let y1 = min(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x)
        let y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width)
        let y1 = max(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels of a tile.
    public static func of(_ tile: TileCoordinate) -> PixelRect {
        let size = TileStore.tileSize
        return PixelRect(x: Int(tile.x) * size, y: Int(tile.y) * size, width: size, height: size)
    }
}

/// What a batch changed: the tiles written and the box around every dab, so the screen
/// converts and uploads only pixels that can differ.
public struct DirtyRegion: Sendable, Equatable {
    public var tiles: [TileCoordinate]
    /// Encloses every changed pixel (libmypaint's dirty box, which pads each dab by a pixel).
    public var bounds: PixelRect

    public init(tiles: [TileCoordinate], bounds: PixelRect) {
        self.tiles = tiles
        self.bounds = bounds
    }

    public static let none = DirtyRegion(tiles: [], bounds: PixelRect(x: 0, y: 0, width: 0, height: 0))

    /// The part of `tile` that may have changed.
    public func changedPixels(of tile: TileCoordinate) -> PixelRect {
        PixelRect.of(tile).intersection(bounds)
    }
}
