import FlourishSamples

/// A selection's shape rasterized with an anti-aliased edge: each pixel's coverage is the
/// share of a 4x4 grid of points inside the outline (a rectangle's is exact).
extension SelectionShape {
    /// The coverage of every canvas pixel.
    public func mask(width: Int, height: Int) -> SelectionMask {
        var mask = SelectionMask(width: width, height: height)
        let points = outline
        guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return mask }
        let x0 = max(Int(points.map(\.x).min()!.rounded(.down)), 0)
        let y0 = max(Int(points.map(\.y).min()!.rounded(.down)), 0)
        let x1 = min(Int(points.map(\.x).max()!.rounded(.up)), width)
        let y1 = min(Int(points.map(\.y).max()!.rounded(.up)), height)
        guard x1 > x0, y1 > y0 else { return mask }
        let size = TileStore.tileSize
        for ty in (y0 / size)...((y1 - 1) / size) {
            for tx in (x0 / size)...((x1 - 1) / size) {
                var values = [UInt16](repeating: 0, count: size * size)
                for row in 0..<size {
                    let y = ty * size + row
                    guard y >= y0, y < y1 else { continue }
                    for column in 0..<size {
                        let x = tx * size + column
                        guard x >= x0, x < x1 else { continue }
                        values[row * size + column] = coverage(x: x, y: y, points)
                    }
                }
                mask.setTile(TileCoordinate(x: tx, y: ty), values)
            }
        }
        return mask
    }

    /// Pixel (x, y)'s covered share, fix15.
    private func coverage(x: Int, y: Int, _ points: [(x: Double, y: Double)]) -> UInt16 {
        if case .rectangle(let rx, let ry, let w, let h) = self {
            let cx = max(0, min(Double(x + 1), rx + w) - max(Double(x), rx))
            let cy = max(0, min(Double(y + 1), ry + h) - max(Double(y), ry))
            return UInt16((cx * cy * Double(TileStore.one)).rounded())
        }
        var inside = 0
        for sy in 0..<4 {
            for sx in 0..<4 where SelectionShape.contains(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4, points) {
                inside += 1
            }
        }
        return UInt16(inside * Int(TileStore.one) / 16)
    }
}
