/// A tile's position in tile units: tile (tx, ty) covers pixels [tx*64, tx*64+64) x [ty*64, …).
public struct TileCoordinate: Hashable, Sendable, Comparable {
    public var x: Int32
    public var y: Int32

    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }

    public init(x: Int, y: Int) {
        self.x = Int32(truncatingIfNeeded: x)
        self.y = Int32(truncatingIfNeeded: y)
    }

    /// Row-major order, so dirty lists come out in a stable, cache-friendly order.
    public static func < (a: TileCoordinate, b: TileCoordinate) -> Bool {
        (a.y, a.x) < (b.y, b.x)
    }
}
