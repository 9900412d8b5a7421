/// One 64x64 tile's pixels (fix15 premultiplied RGBA, 32 KiB), owned by exactly one object
/// that frees them once.
///
/// A class, so the canvas and the undo history can hand a tile back and forth by reference:
/// undoing a stroke moves buffers between the two, it copies nothing.
public final class TilePixels {
    /// Bytes one tile holds.
    public static let byteCount = TileStore.valuesPerTile * MemoryLayout<UInt16>.stride

    public let values: UnsafeMutablePointer<UInt16>
    /// Held by a `CanvasSnapshot`: never written again (the store writes a copy). Set and read
    /// on the painting thread only.
    var isFrozen = false

    /// A transparent tile.
    public init() {
        values = .allocate(capacity: TileStore.valuesPerTile)
        values.initialize(repeating: 0, count: TileStore.valuesPerTile)
    }

    /// A copy of `source`'s pixels.
    public init(copying source: UnsafePointer<UInt16>) {
        values = .allocate(capacity: TileStore.valuesPerTile)
        values.initialize(from: source, count: TileStore.valuesPerTile)
    }

    deinit { values.deallocate() }

    /// Whether both tiles hold the same pixels, byte for byte.
    public func hasSamePixels(as other: TilePixels) -> Bool {
        memcmp(values, other.values, Self.byteCount) == 0
    }
}

#if canImport(Glibc)
    import Glibc
#endif
