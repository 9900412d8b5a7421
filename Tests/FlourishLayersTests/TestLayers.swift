import FlourishLayers
import FlourishPaint
import FlourishSamples
import FlourishTestSupport

/// Layers painted without libmypaint: seeded pixels, valid premultiplied fix15 (no colour above
/// its alpha), some transparent and some opaque, written straight into a layer's tiles.
struct TestPainter {
    var numbers: SeededNumbers

    init(seed: UInt64) { numbers = SeededNumbers(seed: seed) }

    /// Paints `box` (canvas pixels) of `store` with seeded pixels; returns the tiles it touched.
    @discardableResult
    mutating func paint(_ box: PixelRect, on store: TileStore) -> [TileCoordinate] {
        let side = TileStore.tileSize
        var touched: [TileCoordinate] = []
        for ty in (box.y / side)...((box.y + box.height - 1) / side) {
            for tx in (box.x / side)...((box.x + box.width - 1) / side) {
                let tile = TileCoordinate(x: tx, y: ty)
                let values = store.pixelsForWriting(tile)
                for y in max(box.y - ty * side, 0)..<min(box.y + box.height - ty * side, side) {
                    for x in max(box.x - tx * side, 0)..<min(box.x + box.width - tx * side, side) {
                        let pixel = values + (y * side + x) * 4
                        let alpha = pick()
                        pixel[3] = alpha
                        for channel in 0..<3 { pixel[channel] = UInt16(numbers.below(Int(alpha) + 1)) }
                    }
                }
                touched.append(tile)
            }
        }
        _ = store.takeDirtyTiles()
        return touched
    }

    /// An alpha: transparent, opaque, or anything between, each often.
    private mutating func pick() -> UInt16 {
        switch numbers.below(4) {
        case 0: 0
        case 1: TileStore.one
        default: UInt16(numbers.below(Int(TileStore.one) + 1))
        }
    }
}

extension LayerStack {
    /// How far, in fix15 units, the composite lies at its worst from what every layer
    /// composited afresh gives (`freshComposite`, the caches not used).
    var drift: Int { drift(of: composite) }

    /// How far `shown` (a composite of this stack's arrangement, this one's or another
    /// compositor's) lies at its worst from the fresh composite, in fix15 units.
    func drift(of shown: TileStore) -> Int {
        var worst = 0
        let transparent = TilePixels()
        for tile in Set(paintedTiles).union(shown.allocatedTiles) {
            let fresh = freshComposite(at: tile) ?? transparent
            let pixels = shown.buffer(of: tile) ?? transparent
            for i in 0..<TileStore.valuesPerTile { worst = max(worst, abs(Int(fresh.values[i]) - Int(pixels.values[i]))) }
        }
        return worst
    }

    /// The composite's pixels (copied), tile by tile, and its tiles after every painted tile
    /// is recomposited whole with the same caches: what a box updated in place is checked
    /// against, to the unit.
    func recompositedWhole() -> (before: [TilePixels?], after: [TilePixels?]) {
        let before = composite.allocatedTiles.map { composite.buffer(of: $0).map { TilePixels(copying: $0.values) } }
        recomposite(paintedTiles)
        return (before, composite.allocatedTiles.map { composite.buffer(of: $0) })
    }

    /// Whether the composite is the fresh one exactly, tile for tile.
    var isFresh: Bool {
        Set(paintedTiles).union(composite.allocatedTiles).allSatisfy { tile in
            switch (freshComposite(at: tile), composite.buffer(of: tile)) {
            case (nil, nil): true
            case (let fresh?, let shown?): fresh.hasSamePixels(as: shown)
            case (let fresh?, nil): fresh.hasSamePixels(as: TilePixels())
            case (nil, let shown?): shown.hasSamePixels(as: TilePixels())
            }
        }
    }

    /// A stroke on the current layer as the session paints one: `box` painted, then the
    /// composite updated only inside it.
    func stroke(_ box: PixelRect, with painter: inout TestPainter) {
        let tiles = painter.paint(box, on: current.tiles)
        recomposite(tiles, within: box)
    }

    /// Carries out `command`, which must be taken.
    func run(_ command: LayerCommand) {
        let change = apply(command)
        precondition(change.problem == nil, "\(command): \(change.problem ?? "")")
    }
}
