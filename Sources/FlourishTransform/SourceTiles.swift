import CTileKernels
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
    /// The layer and the selection as the C kernels read them; nil without a selection.
    let selection: UnsafeMutablePointer<flourish_selection_source>?
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
        let (grid, across, down, width, height) = (grid, across, down, width, height)
        let coverage = selection.map { CoverageGrid($0, across: across, down: down) }
        self.coverage = coverage
        self.selection = coverage.map { coverage in
            let source = UnsafeMutablePointer<flourish_selection_source>.allocate(capacity: 1)
            let size = TileStore.tileSize
            source.initialize(
                to: flourish_selection_source(
                    grid: UnsafePointer(grid), coverage: UnsafePointer(coverage.grid), full_coverage: coverage.full, across: across, down: down,
                    width: width, height: height, coverage_width: min(coverage.width, across * size),
                    coverage_height: min(coverage.height, down * size)))
            return source
        }
    }

    deinit {
        grid.deallocate()
        selection?.deallocate()
    }

    /// The pixels of tile (tx, ty), nil where unpainted or off the grid.
    @inline(__always)
    func tile(_ tx: Int, _ ty: Int) -> UnsafePointer<UInt16>? {
        guard tx >= 0, ty >= 0, tx < across, ty < down else { return nil }
        return grid[ty * across + tx]
    }
}
