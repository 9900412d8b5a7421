import FlourishSamples

/// Display pixels of the canvas at coarser levels, kept up to date as the canvas changes.
///
/// Zoomed out below 1x, the screen draws level L (a level-L pixel is the box average of
/// 2^L x 2^L canvas pixels over paper) scaled by zoom * 2^L, which lies in (0.5, 1], so linear
/// filtering never skips source pixels and the canvas looks smooth instead of aliased.
/// Level 0 is the canvas tile converted over paper; level L is built from level L-1 by
/// averaging each 2x2 block with rounding, so each level costs a quarter of the one below.
///
/// Level tiles are 64x64 opaque RGBA like `DisplayTile`; level-L tile (tx, ty) covers canvas
/// tiles [tx * 2^L, (tx + 1) * 2^L) across and down. Past the canvas's width and height the
/// pyramid sees paper (see `TileConversion.compositeCanvasOverPaper`).
public final class DisplayPyramid {
    public static let maxLevel = 4

    let store: TileStore
    /// How the canvas's pixels are shown (its curve, its paper, what lies under a cut); a new
    /// look recomputes every level.
    public var look: CanvasLook {
        didSet { if look != oldValue { rebuild() } }
    }
    /// Levels 1...maxLevel, at index level - 1.
    private var levels: [PyramidLevel]
    /// Where one canvas tile is converted before it is averaged into level 1; reused so an
    /// update allocates nothing unless a level tile has to be made.
    private let canvasBlock = DisplayTile()

    public init(store: TileStore, look: CanvasLook) {
        self.store = store
        self.look = look
        levels = Array(repeating: PyramidLevel(), count: Self.maxLevel)
    }

    /// The pyramid of a legacy painting over no paper's composite, laid on `paper`.
    public convenience init(store: TileStore, paper: Color) {
        self.init(store: store, look: CanvasLook(paper: paper))
    }

    /// Cached level tiles (levels >= 1).
    public var cachedTileCount: Int { levels.reduce(0) { $0 + $1.count } }

    /// Bytes of pixels the cached level tiles hold.
    public var byteCount: Int { cachedTileCount * TileStore.tileSize * DisplayTile.bytesPerRow }

    /// The held tile of `level` (1...maxLevel) at `coordinate`, or nil where it is plain paper.
    func cachedTile(level: Int, at coordinate: TileCoordinate) -> DisplayTile? {
        levels[level - 1].tile(at: coordinate)
    }

    /// The canvas changed in these tiles (painted, removed, or swapped back by undo): their
    /// ancestors at every level 1...maxLevel are recomputed now, only the part each tile covers.
    public func update(_ tiles: [TileCoordinate]) {
        for tile in tiles { refresh(tile) }
    }

    /// Recompute everything from the store (after a whole-canvas change). Level tiles still
    /// needed are rewritten in place rather than made again; those with no paint under them
    /// any more are freed.
    public func rebuild() {
        for y in 0..<store.tilesDown {
            for x in 0..<store.tilesAcross { refresh(TileCoordinate(x: x, y: y)) }
        }
    }

    /// Recomputes the block that canvas tile `tile` covers at each level, from the level below:
    /// at level L that block is (64 / 2^L) pixels square.
    private func refresh(_ tile: TileCoordinate) {
        guard store.contains(tile) else { return }
        let rowStride = DisplayTile.bytesPerRow
        // The tile's block one level down, or nil where it is plain paper (then so is every
        // block above it, and paper is cheaper to fill than to average).
        var below: UnsafePointer<UInt8>?
        if store.pixels(of: tile) != nil {
            TileConversion.compositeCanvasOverPaper(
                tile, of: store, look: look, into: canvasBlock.bytes, rowStride: rowStride)
            below = UnsafePointer(canvasBlock.bytes)
        }
        for level in 1...Self.maxLevel {
            let parent = TileCoordinate(x: tile.x >> level, y: tile.y >> level)
            if below == nil {
                // Nothing held is already plain paper; a held tile whose last painted child
                // just went is freed rather than kept as paper.
                guard levels[level - 1].tile(at: parent) != nil else { continue }
                if !hasPaint(under: parent, level: level) {
                    levels[level - 1].free(parent)
                    continue
                }
            }
            let side = TileStore.tileSize >> level
            let mask = Int32(1 << level - 1)
            let block =
                levels[level - 1].tileMaking(at: parent, look: look).bytes
                + Int(tile.y & mask) * side * rowStride + Int(tile.x & mask) * side * 4
            if let source = below {
                TileConversion.averageHalf(
                    source, sourceStride: rowStride, into: block, rowStride: rowStride,
                    columns: side, rows: side)
                below = UnsafePointer(block)
            } else {
                look.fillPaper(into: block, rowStride: rowStride, columns: side, rows: side)
            }
        }
    }

    /// Whether any of the four children of level tile `parent` holds paint: canvas tiles
    /// under level 1, held tiles of the level below otherwise.
    private func hasPaint(under parent: TileCoordinate, level: Int) -> Bool {
        for dy: Int32 in 0...1 {
            for dx: Int32 in 0...1 {
                let child = TileCoordinate(x: parent.x * 2 + dx, y: parent.y * 2 + dy)
                let held =
                    level == 1
                    ? store.pixels(of: child) != nil : levels[level - 2].tile(at: child) != nil
                if held { return true }
            }
        }
        return false
    }
}
