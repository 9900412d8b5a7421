import FlourishSamples

/// The canvas's pixels: 64x64 tiles of interleaved RGBA uint16, fix15 premultiplied
/// (1.0 == 1 << 15), the layout libmypaint's brush modes write.
///
/// Tiles are allocated on first write, so a 16384x16384 canvas costs nothing until painted.
/// A read of a tile never painted gets the one transparent tile every store shares
/// (`TransparentTile`); a write outside the canvas goes to a scratch tile that is thrown away,
/// made at the first such write, so scribbling past the edge allocates one tile at most and
/// an empty store (an empty layer) none.
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

    var tiles: [TileCoordinate: TilePixels] = [:]
    /// Tiles written since the last `takeDirtyTiles`, each once.
    private var dirtyList: [TileCoordinate] = []
    private var dirtySet: Set<TileCoordinate> = []
    /// Made at the first write off the canvas; the store's own, since libmypaint writes it.
    private lazy var scratch = TilePixels()
    /// Made only where the shared transparent tile could not be mapped.
    private lazy var ownTransparent = TilePixels()
    /// While set, the first write to each tile first saves what the tile held (undo).
    public var journal: TileJournal?
    /// While set, libmypaint's writes land only as far as the mask covers each pixel (a
    /// selection): see `TileStore+Mask`.
    public var paintMask: SelectionMask?
    /// The tile libmypaint is writing under `paintMask`, and its pixels before.
    var maskedWrite: (tile: TileCoordinate, buffer: UnsafeMutablePointer<UInt16>, before: TilePixels)?
    /// Reused for `maskedWrite`'s copies.
    lazy var maskScratch = TilePixels()
    /// Counts every change of the store's pixels (a write, a tile set, an exchange, a clear):
    /// equal counts mean the same pixels, so a layer opened from a file and never changed can
    /// be written back as it came.
    public private(set) var revision = 0

    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "canvas must not be empty")
        self.width = width
        self.height = height
        tilesAcross = (width + Self.tileSize - 1) / Self.tileSize
        tilesDown = (height + Self.tileSize - 1) / Self.tileSize
    }

    /// Tiles that hold memory now.
    public var allocatedTileCount: Int { tiles.count }

    /// Every tile that holds memory, in row-major order.
    public var allocatedTiles: [TileCoordinate] { tiles.keys.sorted() }

    public func contains(_ tile: TileCoordinate) -> Bool {
        tile.x >= 0 && tile.y >= 0 && Int(tile.x) < tilesAcross && Int(tile.y) < tilesDown
    }

    /// The tile's pixels for reading, or nil where nothing was ever painted.
    public func pixels(of tile: TileCoordinate) -> UnsafePointer<UInt16>? {
        tiles[tile].map { UnsafePointer($0.values) }
    }

    /// libmypaint's read-only request: never allocates.
    func bufferForReading(_ tile: TileCoordinate) -> UnsafeMutablePointer<UInt16> {
        tiles[tile]?.values ?? TransparentTile.values ?? ownTransparent.values
    }

    /// libmypaint's read-write request: allocates on first write, marks the tile dirty, and
    /// where a journal is attached saves the tile's old pixels first. A tile a snapshot holds
    /// is not written: a copy takes its place (and the journal keeps the frozen original,
    /// which needs no copy of its own).
    func bufferForWriting(_ tile: TileCoordinate) -> UnsafeMutablePointer<UInt16> {
        guard contains(tile) else { return scratch.values }
        let existing = tiles[tile]
        revision &+= 1
        markDirty(tile)
        if let existing, existing.isFrozen {
            journal?.noteFirstWrite(to: tile, keeping: existing)
            let copy = TilePixels(copying: existing.values)
            tiles[tile] = copy
            return copy.values
        }
        journal?.noteFirstWrite(to: tile, current: existing)
        if let existing { return existing.values }
        let created = TilePixels()
        tiles[tile] = created
        return created.values
    }

    private func markDirty(_ tile: TileCoordinate) {
        if dirtySet.insert(tile).inserted { dirtyList.append(tile) }
    }

    /// Tiles written since the last call, in row-major order; clears the list.
    public func takeDirtyTiles() -> [TileCoordinate] {
        var taken = dirtyList
        dirtyList.removeAll(keepingCapacity: true)
        dirtySet.removeAll(keepingCapacity: true)
        taken.sort()
        return taken
    }

    /// Empties the canvas. Returns the tiles that held paint, with their pixels, so they can
    /// be redrawn as paper and kept for undo without a copy.
    @discardableResult
    public func removeAll() -> [TileCoordinate: TilePixels] {
        let removed = tiles
        revision &+= 1
        tiles.removeAll()
        dirtyList.removeAll()
        dirtySet.removeAll()
        return removed
    }

    /// Puts each given tile's pixels into the canvas (nil removes the tile) and hands back
    /// what the canvas held there, in the same dictionary: doing it twice restores both sides.
    /// Returns the tiles whose content changed hands, in row-major order.
    @discardableResult
    public func exchange(_ other: inout [TileCoordinate: TilePixels?]) -> [TileCoordinate] {
        revision &+= 1
        for (tile, incoming) in other {
            let outgoing = tiles[tile]
            tiles[tile] = incoming
            other[tile] = .some(outgoing)
        }
        return other.keys.sorted()
    }

    /// The tile's pixel buffer itself (not a copy), or nil where nothing was painted: what a
    /// composite of one layer shares instead of copying.
    public func buffer(of tile: TileCoordinate) -> TilePixels? { tiles[tile] }

    /// Puts `pixels` at `tile` (nil removes it), outside libmypaint: a
    /// composite's tiles, recomputed or shared from a layer. The buffer is the store's from
    /// now on (shared buffers are never written through here: compositing writes fresh ones).
    public func setTile(_ tile: TileCoordinate, to pixels: TilePixels?) {
        guard contains(tile) else { return }
        revision &+= 1
        tiles[tile] = pixels
    }

    /// The tile's pixels to write outside libmypaint as libmypaint would (a layer merged into
    /// the one below): allocated on first write, marked dirty, saved first in the attached
    /// journal (undo), copied first where a snapshot holds them.
    public func pixelsForWriting(_ tile: TileCoordinate) -> UnsafeMutablePointer<UInt16> {
        bufferForWriting(tile)
    }

    /// The tile's own pixels to write outside libmypaint (a composite updated in place):
    /// allocated where missing, copied first where a snapshot holds them; never journaled or
    /// marked dirty. Only for a store whose buffers no other store shares.
    public func ownPixels(of tile: TileCoordinate) -> UnsafeMutablePointer<UInt16> {
        guard contains(tile) else { return scratch.values }
        revision &+= 1
        if let existing = tiles[tile] {
            guard existing.isFrozen else { return existing.values }
            let copy = TilePixels(copying: existing.values)
            tiles[tile] = copy
            return copy.values
        }
        let created = TilePixels()
        tiles[tile] = created
        return created.values
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

extension TileStore {
    /// The colour canvas pixel (x, y) of a legacy composite over no paper shows over `paper`,
    /// as the screen converts it (see `CanvasLook.color`); nil outside the canvas.
    public func colorOverPaper(x: Int, y: Int, paper: Color) -> Color? {
        CanvasLook(paper: paper).color(atX: x, y: y, of: self)
    }
}
