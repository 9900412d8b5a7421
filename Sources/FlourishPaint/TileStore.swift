/// The canvas's pixels: 64x64 tiles of interleaved RGBA uint16, fix15 premultiplied
/// (1.0 == 1 << 15), the layout libmypaint's brush modes write.
///
/// Tiles are allocated on first write, so a 16384x16384 canvas costs nothing until painted.
/// A read of a tile never painted gets one shared transparent tile; a write outside the canvas
/// goes to a scratch tile that is thrown away, so scribbling past the edge allocates nothing.
public final class TileStore {
    public static let tileSize = 64
    /// UInt16 values in one tile (64 * 64 pixels * 4 channels).
    public static let valuesPerTile = tileSize * tileSize * 4
    /// 1.0 in fix15.
    public static let one: UInt16 = 1 << 15

    public let width: Int
    public let height: Int
    /// Tiles across and down that touch the canvas.
    public let tilesAcross: Int
    public let tilesDown: Int

    private struct Slot {
        let pixels: UnsafeMutablePointer<UInt16>
        var isDirty: Bool
    }

    private var index: [TileCoordinate: Int] = [:]
    private var slots: [Slot] = []
    private var dirtyList: [TileCoordinate] = []
    private let transparent: UnsafeMutablePointer<UInt16>
    private let scratch: UnsafeMutablePointer<UInt16>

    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "canvas must not be empty")
        self.width = width
        self.height = height
        tilesAcross = (width + Self.tileSize - 1) / Self.tileSize
        tilesDown = (height + Self.tileSize - 1) / Self.tileSize
        transparent = Self.allocateTile()
        scratch = Self.allocateTile()
    }

    deinit {
        for slot in slots { slot.pixels.deallocate() }
        transparent.deallocate()
        scratch.deallocate()
    }

    private static func allocateTile() -> UnsafeMutablePointer<UInt16> {
        let tile = UnsafeMutablePointer<UInt16>.allocate(capacity: valuesPerTile)
        tile.initialize(repeating: 0, count: valuesPerTile)
        return tile
    }

    /// Tiles that hold memory now.
    public var allocatedTileCount: Int { slots.count }

    public func contains(_ tile: TileCoordinate) -> Bool {
        tile.x >= 0 && tile.y >= 0 && Int(tile.x) < tilesAcross && Int(tile.y) < tilesDown
    }

    /// The tile's pixels for reading, or nil where nothing was ever painted.
    public func pixels(of tile: TileCoordinate) -> UnsafePointer<UInt16>? {
        guard let slot = index[tile] else { return nil }
        return UnsafePointer(slots[slot].pixels)
    }

    /// libmypaint's read-only request: never allocates.
    func bufferForReading(_ tile: TileCoordinate) -> UnsafeMutablePointer<UInt16> {
        guard let slot = index[tile] else { return transparent }
        return slots[slot].pixels
    }

    /// libmypaint's read-write request: allocates on first write and marks the tile dirty.
    func bufferForWriting(_ tile: TileCoordinate) -> UnsafeMutablePointer<UInt16> {
        guard contains(tile) else { return scratch }
        if let slot = index[tile] {
            if !slots[slot].isDirty {
                slots[slot].isDirty = true
                dirtyList.append(tile)
            }
            return slots[slot].pixels
        }
        index[tile] = slots.count
        slots.append(Slot(pixels: Self.allocateTile(), isDirty: true))
        dirtyList.append(tile)
        return slots[slots.count - 1].pixels
    }

    /// Tiles written since the last call, in row-major order; clears the list.
    public func takeDirtyTiles() -> [TileCoordinate] {
        var taken = dirtyList
        dirtyList.removeAll(keepingCapacity: true)
        for tile in taken { if let slot = index[tile] { slots[slot].isDirty = false } }
        taken.sort()
        return taken
    }

    /// Empties the canvas and frees every tile. Returns the tiles that held paint, which the
    /// screen must redraw as paper.
    @discardableResult
    public func clear() -> [TileCoordinate] {
        let painted = index.keys.sorted()
        for slot in slots { slot.pixels.deallocate() }
        slots.removeAll()
        index.removeAll()
        dirtyList.removeAll()
        return painted
    }

    /// One pixel as stored (premultiplied fix15), for tests and probes.
    public func pixel(x: Int, y: Int) -> (r: UInt16, g: UInt16, b: UInt16, a: UInt16) {
        let tile = TileCoordinate(x: x >> 6, y: y >> 6)
        guard let pixels = pixels(of: tile) else { return (0, 0, 0, 0) }
        let offset = ((y & 63) * Self.tileSize + (x & 63)) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }
}

extension TileStore {
    /// A tile's pixels for writing outside libmypaint, allocating it; for tests and
    /// benchmarks that need known pixel values.
    public func debugWritablePixels(of tile: TileCoordinate) -> UnsafeMutablePointer<UInt16> {
        bufferForWriting(tile)
    }
}
