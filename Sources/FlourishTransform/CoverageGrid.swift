import FlourishPaint

/// A selection's coverage as a dense grid of read-only pointers, in the shape of the layer's
/// (`SourceTiles.grid`): what a transform through a selection reads five times a pixel (in C,
/// `flourish_selection_source`), so each read costs an index where `SelectionMask` would
/// look its tile up in a dictionary. The same values `SelectionMask.coverage` gives.
///
/// `@unchecked Sendable`, audited: the pointers and the storage they point into are written
/// only in `init` and freed in `deinit`; after `init` every thread only reads them.
final class CoverageGrid: @unchecked Sendable {
    /// The selection's size in pixels: outside it, and outside the grid, nothing is covered.
    let width: Int
    let height: Int
    private let across: Int
    private let down: Int
    /// Row-major, `across * down`: each tile's 64x64 coverages, nil where none.
    let grid: UnsafeMutablePointer<UnsafePointer<UInt16>?>
    /// One tile of full coverage (every full tile points at it), then each partial tile's
    /// values.
    private let storage: UnsafeMutablePointer<UInt16>
    /// The tile of full coverage every tile the selection covers whole points at.
    var full: UnsafePointer<UInt16> { UnsafePointer(storage) }

    init(_ mask: SelectionMask, across: Int, down: Int) {
        (width, height, self.across, self.down) = (mask.width, mask.height, across, down)
        let count = TileStore.tileSize * TileStore.tileSize
        let partial = mask.tiles.values.filter { $0 != .full }.count
        storage = .allocate(capacity: count * (1 + partial))
        storage.initialize(repeating: TileStore.one, count: count)
        grid = .allocate(capacity: across * down)
        grid.initialize(repeating: nil, count: across * down)
        var next = storage + count
        for (tile, coverage) in mask.tiles where tile.x >= 0 && tile.y >= 0 && Int(tile.x) < across && Int(tile.y) < down {
            let index = Int(tile.y) * across + Int(tile.x)
            switch coverage {
            case .full: grid[index] = UnsafePointer(storage)
            case .partial(let values):
                values.withUnsafeBufferPointer { next.initialize(from: $0.baseAddress!, count: count) }
                grid[index] = UnsafePointer(next)
                next += count
            }
        }
    }

    deinit {
        grid.deallocate()
        storage.deallocate()
    }
}
