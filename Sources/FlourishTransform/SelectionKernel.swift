import CTileKernels
import FlourishPaint
import FlourishSamples

/// One destination tile of a transform through a selection: what the selection covers,
/// brought through the map (copied for a whole-pixel move, filtered otherwise), over what it
/// leaves where it was, each pixel as far as the selection leaves it. In C beside the whole
/// layer's kernel (`flourish_resample_selection_tile`, its draft, and
/// `flourish_shift_selection_tile`; see TileKernels.h), bit for bit the per-pixel Swift
/// definition the tests keep (`ReferenceResampler`): per pixel in Swift a turned 1920x1080
/// window under a selection cost about 64 ms a frame here.
enum SelectionKernel {
    /// Writes all 64x64 pixels of `tile` into `out`; false where every one is clear. A `draft`
    /// samples the moving paint once for each 2x2 block (a whole-pixel move is always exact).
    static func render(
        tile: TileCoordinate, inverse: Affine, offset: (dx: Int, dy: Int)?, selection: UnsafePointer<flourish_selection_source>,
        draft: Bool, into out: UnsafeMutablePointer<UInt16>
    ) -> Bool {
        let (x, y) = (Int(tile.x) * TileStore.tileSize, Int(tile.y) * TileStore.tileSize)
        if let offset { return flourish_shift_selection_tile(selection, x, y, offset.dx, offset.dy, out) != 0 }
        let (a, b, c, d, tx, ty) = (inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty)
        return draft
            ? flourish_resample_selection_tile_draft(selection, x, y, a, b, c, d, tx, ty, out) != 0
            : flourish_resample_selection_tile(selection, x, y, a, b, c, d, tx, ty, out) != 0
    }
}
