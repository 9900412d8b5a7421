import FlourishPaint

/// A layer's pixels as a transform reads them: every tile's buffer in a dense grid of
/// read-only pointers, taken once (a preview takes it once for all its frames), so a read
/// costs an index instead of a dictionary lookup and the workers on other cores can share it.
/// Outside the canvas and in unpainted tiles pixels are clear. Through a selection
/// (`coverage`), the paint that moves counts as far as the selection covers each pixel.
///
/// `@unchecked Sendable`, audited: every stored property is immutable after `init`, the grids
/// are written only there, and `owners` keeps every buffer they point into alive. Nothing
/// writes those buffers while a transform reads them: the preview holds the layer's own
/// pixels aside where nothing paints, and an apply reads them before it trades them away.
final class SourceTiles: @unchecked Sendable {
    let width: Int
    let height: Int
    /// Tiles across and down the canvas: the grid's shape.
    let across: Int
    let down: Int
    /// Row-major, `across * down`: each tile's pixels, nil where nothing was painted.
    let grid: UnsafeMutablePointer<UnsafePointer<UInt16>?>
    /// The tiles whose paint can move (only those the selection touches, where there is
    /// one), in row-major order.
    let painted: [TileCoordinate]
    /// The selection, where only what it covers moves.
    let coverage: CoverageGrid?
    private let owners: [TilePixels]

    init(_ store: TileStore, through selection: SelectionMask? = nil) {
        (width, height, across, down) = (store.width, store.height, store.tilesAcross, store.tilesDown)
        grid = .allocate(capacity: across * down)
        grid.initialize(repeating: nil, count: across * down)
        let all = store.allocatedTiles
        var owners: [TilePixels] = []
        for tile in all where store.contains(tile) {
            guard let buffer = store.buffer(of: tile) else { continue }
            owners.append(buffer)
            grid[Int(tile.y) * across + Int(tile.x)] = UnsafePointer(buffer.values)
        }
        self.owners = owners
        painted = selection.map { mask in all.filter { mask.tiles[$0] != nil } } ?? all
        let (across, down) = (across, down)
        coverage = selection.map { CoverageGrid($0, across: across, down: down) }
    }

    deinit { grid.deallocate() }

    /// The pixels of tile (tx, ty), nil where unpainted or off the grid.
    @inline(__always)
    func tile(_ tx: Int, _ ty: Int) -> UnsafePointer<UInt16>? {
        guard tx >= 0, ty >= 0, tx < across, ty < down else { return nil }
        return grid[ty * across + tx]
    }

    /// The fix15 premultiplied pixel at (x, y) as stored, as four channels.
    @inline(__always)
    func pixel(x: Int, y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < width, y < height, let pixels = grid[(y >> 6) * across + (x >> 6)] else { return .zero }
        return Self.load(pixels + ((y & 63) * TileStore.tileSize + (x & 63)) * 4)
    }

    /// The pixel at (x, y) as far as it moves: scaled by the selection's coverage there.
    func moving(x: Int, y: Int) -> SIMD4<Float> {
        let value = pixel(x: x, y: y)
        guard let coverage else { return value }
        return value * (Float(coverage.at(x: x, y: y)) / Float(TileStore.one))
    }

    /// One pixel's four channels, read as one 8-byte load.
    @inline(__always)
    static func load(_ pixel: UnsafePointer<UInt16>) -> SIMD4<Float> {
        SIMD4<Float>(UnsafeRawPointer(pixel).loadUnaligned(as: SIMD4<UInt16>.self))
    }
}
