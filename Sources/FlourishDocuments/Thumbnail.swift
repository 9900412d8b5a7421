import FlourishPaint
import FlourishSamples

/// The painting over its paper at most 256 pixels a side, as OpenRaster's thumbnail: each
/// thumbnail pixel the mean of a 4x4 grid of canvas pixels under it, so it costs the
/// thumbnail's size, not the painting's.
struct Thumbnail {
    static let maximumSide = 256
    static let samples = 4
    let canvas: CanvasSnapshot
    let box: PixelRect
    let paper: Color
    let width: Int
    let height: Int

    init(canvas: CanvasSnapshot, box: PixelRect, paper: Color) {
        self.canvas = canvas
        self.box = box
        self.paper = paper
        let scale = min(1, Double(Self.maximumSide) / Double(max(box.width, box.height)))
        width = max(1, Int((Double(box.width) * scale).rounded()))
        height = max(1, Int((Double(box.height) * scale).rounded()))
    }

    /// Thumbnail row `row` as opaque RGBA. Samples are taken a canvas row at a time, so
    /// neighbouring samples share a tile and the tile is looked up once for them (a lookup
    /// per sample was most of an OpenRaster save's cost).
    func fill(row: Int, into out: UnsafeMutablePointer<UInt8>) {
        let stepX = Double(box.width) / Double(width)
        let stepY = Double(box.height) / Double(height)
        let n = Self.samples * Self.samples
        withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { sums in
            sums.initialize(repeating: 0)
            for sy in 0..<Self.samples {
                let y = min(box.y + Int((Double(row) + (Double(sy) + 0.5) / Double(Self.samples)) * stepY), box.y + box.height - 1)
                var tileColumn = Int.min
                var tile: UnsafePointer<UInt16>?
                for column in 0..<width {
                    for sx in 0..<Self.samples {
                        let x = min(box.x + Int((Double(column) + (Double(sx) + 0.5) / Double(Self.samples)) * stepX), box.x + box.width - 1)
                        if x >> 6 != tileColumn {
                            tileColumn = x >> 6
                            tile = canvas.pixels(of: TileCoordinate(x: tileColumn, y: y >> 6))
                        }
                        let c = colour(x: x, y: y, in: tile)
                        sums[column * 3] += c.0
                        sums[column * 3 + 1] += c.1
                        sums[column * 3 + 2] += c.2
                    }
                }
            }
            for column in 0..<width {
                let o = out + column * 4
                (o[0], o[1], o[2], o[3]) = (
                    UInt8(sums[column * 3] / n), UInt8(sums[column * 3 + 1] / n), UInt8(sums[column * 3 + 2] / n), 255
                )
            }
        }
    }

    /// One canvas pixel over the paper; `tile` is the pixel's tile, nil where unpainted.
    private func colour(x: Int, y: Int, in tile: UnsafePointer<UInt16>?) -> (Int, Int, Int) {
        guard let tile else {
            return (Int(paper.r), Int(paper.g), Int(paper.b))
        }
        let s = tile + ((y & 63) * TileStore.tileSize + (x & 63)) * 4
        let inverse = Int(TileStore.one) - Int(min(s[3], TileStore.one))
        func over(_ c: UInt16, _ p: UInt8) -> Int { (Int(c) * 255 + Int(p) * inverse + 16384) >> 15 }
        return (over(s[0], paper.r), over(s[1], paper.g), over(s[2], paper.b))
    }
}
