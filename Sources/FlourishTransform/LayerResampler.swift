import CTileKernels
import FlourishPaint
import FlourishSamples

/// A layer's pixels put through an affine map (`Affine`, canvas to canvas): what Transform
/// applies and previews. Each new pixel is read back through the inverse map at its centre;
/// a whole-pixel move copies pixels exactly, anything else filters bilinearly on the
/// premultiplied fix15 values (so no dark fringe comes from transparent neighbours). Pure and
/// deterministic: the same layer and map give the same pixels bit for bit, so a replay does,
/// however many cores compute them.
///
/// Every destination tile is computed on its own, on all cores at once (`TileBatch`), from
/// the layer's tiles taken once (`SourceTiles`); tiles whose source holds no paint are known
/// clear without reading a pixel (`ResamplePlan`). The filter without a selection, the hot
/// path of a preview frame, is `flourish_resample_tile` (C: see TileKernels.h); a whole-pixel
/// move is `ShiftedCopy`, and anything through a selection `SelectionKernel`.
public enum LayerResampler {
    /// Destination tiles computed at once: enough to keep every core busy, few enough that an
    /// apply holds little more than the tiles that end with paint.
    static let batchSize = 256

    /// What the layer's tiles become: for every tile that changes, its new pixels, or nil
    /// where it ends empty; tiles not named stay as they are (empty before and after). Paint
    /// the map puts off the canvas is cut off there; `limit` (canvas pixels, nil: the whole
    /// canvas) cuts the result further (a preview computes only what the window shows).
    /// Nil where the map cannot be undone (flat, or not finite): it would leave nothing.
    ///
    /// With a `selection`, only what it covers moves (as far as it covers each pixel), over
    /// what stays; paint it does not touch stays as it is.
    public static func transformed(
        _ source: TileStore, by map: Affine, limit: PixelRect? = nil, selection: SelectionMask? = nil
    ) -> [TileCoordinate: TilePixels?]? {
        guard map.isFinite, map.inverse != nil else { return nil }
        return transformed(SourceTiles(source, through: selection), by: map, limit: limit)
    }

    /// The same from a source already taken (a preview takes it once for all its frames).
    /// `spare`: buffers no one else holds (the last frame's), written over before any new
    /// one is made. `draft`: the filtered pixels at half the resolution, each sample filling
    /// a 2x2 block (a quarter of the work, for a preview while the map still changes; a
    /// whole-pixel move stays exact; through a selection, only the moving paint is sampled at
    /// half the resolution, laid over what stays at every pixel). `parallel` false
    /// computes every tile on this thread (the same pixels).
    static func transformed(
        _ source: SourceTiles, by map: Affine, limit: PixelRect?, reusing spare: [TilePixels] = [], draft: Bool = false,
        parallel: Bool = true
    ) -> [TileCoordinate: TilePixels?]? {
        guard map.isFinite, let inverse = map.inverse else { return nil }
        let offset = map.wholePixelOffset
        var result: [TileCoordinate: TilePixels?] = [:]
        var pending: [TileCoordinate] = []
        for tile in ResamplePlan.tiles(of: source, under: map, limit: limit) {
            if ResamplePlan.isClear(tile, inverse: inverse, source: source) {
                result[tile] = .some(nil)
            } else {
                pending.append(tile)
            }
        }
        var spare = spare
        for start in stride(from: 0, to: pending.count, by: batchSize) {
            let tiles = Array(pending[start..<min(start + batchSize, pending.count)])
            let batch = TileBatch(buffers: tiles.map { _ in spare.popLast() ?? TilePixels() })
            let painted = batch.run(parallel: parallel) { i, out in
                render(tiles[i], inverse: inverse, offset: offset, source: source, draft: draft, into: out)
            }
            for (i, tile) in tiles.enumerated() {
                result[tile] = .some(painted[i] ? batch.buffers[i] : nil)
                // A tile that ends clear lends its buffer to the next batch.
                if !painted[i] { spare.append(batch.buffers[i]) }
            }
        }
        return result
    }

    /// One destination tile's pixels, all 64x64 written into `out`; false where every one is
    /// clear.
    private static func render(
        _ tile: TileCoordinate, inverse: Affine, offset: (dx: Int, dy: Int)?, source: SourceTiles, draft: Bool,
        into out: UnsafeMutablePointer<UInt16>
    ) -> Bool {
        if let selection = source.selection {
            return SelectionKernel.render(tile: tile, inverse: inverse, offset: offset, selection: selection, draft: draft, into: out)
        }
        if let offset {
            let size = TileStore.tileSize
            return ShiftedCopy.render(from: (Int(tile.x) * size - offset.dx, Int(tile.y) * size - offset.dy), source: source, into: out)
        }
        let (x, y) = (Int(tile.x) * TileStore.tileSize, Int(tile.y) * TileStore.tileSize)
        let (a, b, c, d, tx, ty) = (inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty)
        let (grid, across, width, height) = (source.grid, source.across, source.width, source.height)
        return draft
            ? flourish_resample_tile_draft(grid, across, width, height, x, y, a, b, c, d, tx, ty, out) != 0
            : flourish_resample_tile(grid, across, width, height, x, y, a, b, c, d, tx, ty, out) != 0
    }
}
