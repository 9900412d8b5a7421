import FlourishPaint

/// The painting as the screen shows it at most 256 pixels a side, as OpenRaster's thumbnail: each
/// thumbnail pixel the mean of a 4x4 grid of canvas pixels under it, so it costs the
/// thumbnail's size, not the painting's.
struct Thumbnail {
    static let maximumSide = 256
    static let samples = 4
    let canvas: CanvasSnapshot
    let box: PixelRect
    let look: CanvasLook
    let width: Int
    let height: Int

    init(canvas: CanvasSnapshot, box: PixelRect, look: CanvasLook) {
        self.canvas = canvas
        self.box = box
        self.look = look
        let scale = min(1, Double(Self.maximumSide) / Double(max(box.width, box.height)))
        width = max(1, Int((Double(box.width) * scale).rounded()))
        height = max(1, Int((Double(box.height) * scale).rounded()))
    }

    /// Thumbnail row `row` as opaque RGBA. Samples are taken a canvas row at a time, so
    /// neighbouring samples share a tile and the tile is looked up, and its row laid over the
    /// paper, once for them (a lookup per sample was most of an OpenRaster save's cost).
    func fill(row: Int, into out: UnsafeMutablePointer<UInt8>) {
        let stepX = Double(box.width) / Double(width)
        let stepY = Double(box.height) / Double(height)
        let n = Self.samples * Self.samples
        // The row of a sample's tile over the paper, as the screen converts it, redone when
        // the samples reach the next tile.
        var overPaper = [UInt8](repeating: 0, count: TileStore.tileSize * 4)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { sums in
            sums.initialize(repeating: 0)
            for sy in 0..<Self.samples {
                let y = min(box.y + Int((Double(row) + (Double(sy) + 0.5) / Double(Self.samples)) * stepY), box.y + box.height - 1)
                var tileColumn = Int.min
                for column in 0..<width {
                    for sx in 0..<Self.samples {
                        let x = min(box.x + Int((Double(column) + (Double(sx) + 0.5) / Double(Self.samples)) * stepX), box.x + box.width - 1)
                        if x >> 6 != tileColumn {
                            tileColumn = x >> 6
                            lay(tile: TileCoordinate(x: tileColumn, y: y >> 6), row: y & 63, into: &overPaper)
                        }
                        let at = (x & 63) * 4
                        sums[column * 3] += Int(overPaper[at])
                        sums[column * 3 + 1] += Int(overPaper[at + 1])
                        sums[column * 3 + 2] += Int(overPaper[at + 2])
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

    /// Row `row` of `tile` as the screen shows it, into `out`: the screen's own conversion
    /// (`CanvasLook.convert`).
    private func lay(tile: TileCoordinate, row: Int, into out: inout [UInt8]) {
        out.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            look.convert(canvas.pixels(of: tile), of: tile, into: base, rowStride: bytes.count, rows: 1, firstRow: row)
        }
    }
}
