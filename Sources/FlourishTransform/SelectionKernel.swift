import FlourishPaint
import FlourishSamples

/// One destination tile of a transform through a selection: what the selection covers,
/// brought through the map (copied for a whole-pixel move, filtered otherwise), over what it
/// leaves where it was, each pixel as far as the selection leaves it. Pixel by pixel in the
/// definition's own operations (the rarer, smaller case), reading through the grids instead
/// of dictionaries.
enum SelectionKernel {
    /// Writes all 64x64 pixels of `tile` into `out`; false where every one is clear.
    static func render(
        tile: TileCoordinate, inverse: Affine, offset: (dx: Int, dy: Int)?, source: SourceTiles, coverage: CoverageGrid,
        into out: UnsafeMutablePointer<UInt16>
    ) -> Bool {
        let size = TileStore.tileSize
        let one = Float(TileStore.one)
        let (baseX, baseY) = (Int(tile.x) * size, Int(tile.y) * size)
        var anyPaint = false
        for row in 0..<size {
            for column in 0..<size {
                let (x, y) = (baseX + column, baseY + row)
                var value: SIMD4<Float>
                if let offset {
                    value = source.moving(x: x - offset.dx, y: y - offset.dy)
                } else {
                    let s = inverse.apply(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    value = bilinear(at: s.x - 0.5, s.y - 0.5, source)
                }
                let kept = Float(TileStore.one - coverage.at(x: x, y: y)) / one
                if kept > 0 {
                    let under = source.pixel(x: x, y: y) * kept
                    value = (value + under * (1 - value.w / one) + 0.5).rounded(.down)
                }
                let o = (row * size + column) * 4
                guard value.w > 0 else {
                    UnsafeMutableRawPointer(out + o).storeBytes(of: .zero, as: SIMD4<UInt16>.self)
                    continue
                }
                anyPaint = true
                (out[o], out[o + 1], out[o + 2], out[o + 3]) = (UInt16(value.x), UInt16(value.y), UInt16(value.z), UInt16(value.w))
            }
        }
        return anyPaint
    }

    /// The moving pixels about source point (x, y) (pixel centres at whole numbers) weighted
    /// by their nearness, rounded to the nearest fix15 value.
    static func bilinear(at x: Double, _ y: Double, _ source: SourceTiles) -> SIMD4<Float> {
        guard abs(x) < 1e9, abs(y) < 1e9 else { return .zero }
        let (fx0, fy0) = (x.rounded(.down), y.rounded(.down))
        let (ix, iy) = (Int(fx0), Int(fy0))
        let (fx, fy) = (Float(x - fx0), Float(y - fy0))
        var sum = source.moving(x: ix, y: iy) * ((1 - fx) * (1 - fy))
        if fx > 0 { sum += source.moving(x: ix + 1, y: iy) * (fx * (1 - fy)) }
        if fy > 0 { sum += source.moving(x: ix, y: iy + 1) * ((1 - fx) * fy) }
        if fx > 0 && fy > 0 { sum += source.moving(x: ix + 1, y: iy + 1) * (fx * fy) }
        return (sum + 0.5).rounded(.down)
    }
}
