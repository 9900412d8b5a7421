import FlourishPaint

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

    func fill(row: Int, into out: UnsafeMutablePointer<UInt8>) {
        let stepX = Double(box.width) / Double(width)
        let stepY = Double(box.height) / Double(height)
        for column in 0..<width {
            var sum = (0, 0, 0)
            for sy in 0..<Self.samples {
                for sx in 0..<Self.samples {
                    let x = box.x + Int((Double(column) + (Double(sx) + 0.5) / Double(Self.samples)) * stepX)
                    let y = box.y + Int((Double(row) + (Double(sy) + 0.5) / Double(Self.samples)) * stepY)
                    let c = colour(x: min(x, box.x + box.width - 1), y: min(y, box.y + box.height - 1))
                    sum = (sum.0 + c.0, sum.1 + c.1, sum.2 + c.2)
                }
            }
            let n = Self.samples * Self.samples
            let o = out + column * 4
            (o[0], o[1], o[2], o[3]) = (UInt8(sum.0 / n), UInt8(sum.1 / n), UInt8(sum.2 / n), 255)
        }
    }

    /// One canvas pixel over the paper.
    private func colour(x: Int, y: Int) -> (Int, Int, Int) {
        guard let tile = canvas.pixels(of: TileCoordinate(x: x >> 6, y: y >> 6)) else {
            return (Int(paper.r), Int(paper.g), Int(paper.b))
        }
        let s = tile + ((y & 63) * TileStore.tileSize + (x & 63)) * 4
        let inverse = Int(TileStore.one) - Int(min(s[3], TileStore.one))
        func over(_ c: UInt16, _ p: UInt8) -> Int { (Int(c) * 255 + Int(p) * inverse + 16384) >> 15 }
        return (over(s[0], paper.r), over(s[1], paper.g), over(s[2], paper.b))
    }
}
