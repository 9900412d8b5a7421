import FlourishSamples

/// A selection's shape rasterized with an anti-aliased edge: a rectangle's coverage is exact;
/// an outline's is the share of a 4x4 grid of points in each pixel inside it (even-odd),
/// found a sub-row at a time from where the outline crosses it, so a lasso of thousands of
/// points costs one pass over its edges per sub-row, not per point.
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
        let box = (x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let coverage = covered(box, points)
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
                        values[row * size + column] = coverage[(y - y0) * box.width + (x - x0)]
                    }
                }
                mask.setTile(TileCoordinate(x: tx, y: ty), values)
            }
        }
        return mask
    }

    /// Every pixel of `box`'s coverage, row by row.
    private func covered(_ box: (x: Int, y: Int, width: Int, height: Int), _ points: [(x: Double, y: Double)]) -> [UInt16] {
        var coverage = [UInt16](repeating: 0, count: box.width * box.height)
        let one = Double(TileStore.one)
        if case .rectangle(let rx, let ry, let w, let h) = self {
            for row in 0..<box.height {
                let y = Double(box.y + row)
                let cy = max(0, min(y + 1, ry + h) - max(y, ry))
                for column in 0..<box.width {
                    let x = Double(box.x + column)
                    let cx = max(0, min(x + 1, rx + w) - max(x, rx))
                    coverage[row * box.width + column] = UInt16((cx * cy * one).rounded())
                }
            }
            return coverage
        }
        // Points inside, out of 16 a pixel.
        var inside = [Int](repeating: 0, count: box.width)
        var crossings: [Double] = []
        for row in 0..<box.height {
            inside.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            for sub in 0..<4 {
                let y = Double(box.y + row) + (Double(sub) + 0.5) / 4
                crossings.removeAll(keepingCapacity: true)
                var j = points.count - 1
                for i in points.indices {
                    let (a, b) = (points[i], points[j])
                    if (a.y > y) != (b.y > y) { crossings.append((b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x) }
                    j = i
                }
                crossings.sort()
                // Sub-columns left of an odd number of crossings are inside.
                var next = 0
                for column in 0..<box.width {
                    for subColumn in 0..<4 {
                        let x = Double(box.x + column) + (Double(subColumn) + 0.5) / 4
                        while next < crossings.count && crossings[next] <= x { next += 1 }
                        if next % 2 == 1 { inside[column] += 1 }
                    }
                }
            }
            for column in 0..<box.width {
                coverage[row * box.width + column] = UInt16(inside[column] * Int(TileStore.one) / 16)
            }
        }
        return coverage
    }
}
