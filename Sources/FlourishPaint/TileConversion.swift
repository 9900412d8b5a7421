import CTileKernels
import FlourishSamples

/// Turns fix15 premultiplied tiles into 8-bit pixels, for the screen and for files.
public enum TileConversion {
    /// Paint over paper, for the screen: each channel is
    /// `(c * 255 + paper * (32768 - a) + 16384) >> 15`, i.e. premultiplied "over", rounded.
    /// The result is opaque, so the texture needs no blending.
    ///
    /// - Parameters:
    ///   - source: 64x64 fix15 RGBA, or nil for a tile never painted (plain paper).
    ///   - destination: bytes R, G, B, A per pixel; `rowStride` bytes between rows.
    ///   - columns, rows: how much of the tile to convert (edge tiles may be cut by the view).
    public static func compositeOverPaper(
        _ source: UnsafePointer<UInt16>?, paper: Color,
        into destination: UnsafeMutablePointer<UInt8>, rowStride: Int,
        columns: Int = TileStore.tileSize, rows: Int = TileStore.tileSize,
        firstColumn: Int = 0, firstRow: Int = 0
    ) {
        guard let source else {
            for row in 0..<rows {
                let out = destination + row * rowStride
                for column in 0..<columns {
                    out[column * 4] = paper.r
                    out[column * 4 + 1] = paper.g
                    out[column * 4 + 2] = paper.b
                    out[column * 4 + 3] = 255
                }
            }
            return
        }
        flourish_composite_over_paper(
            source + (firstRow * TileStore.tileSize + firstColumn) * 4,
            Int32(TileStore.tileSize * 4), destination, Int32(rowStride),
            Int32(columns), Int32(rows), paper.r, paper.g, paper.b)
    }

    /// Straight (not premultiplied) 8-bit RGBA laid over an opaque paper, in place:
    /// `c * a + paper * (1 - a)` on the 8-bit values, rounded. What a file's merged image
    /// holds: the straight pixels a PNG of the painting has, over the paper (so it is not
    /// `compositeOverPaper`'s conversion of the fix15 pixels, which rounds once, not twice).
    public static func layOverPaper(straight pixels: UnsafeMutablePointer<UInt8>, count: Int, paper: Color) {
        for x in 0..<count {
            let p = pixels + x * 4
            let a = UInt32(p[3])
            let inverse = 255 - a
            p[0] = UInt8((UInt32(p[0]) * a + UInt32(paper.r) * inverse + 127) / 255)
            p[1] = UInt8((UInt32(p[1]) * a + UInt32(paper.g) * inverse + 127) / 255)
            p[2] = UInt8((UInt32(p[2]) * a + UInt32(paper.b) * inverse + 127) / 255)
            p[3] = 255
        }
    }

    /// Straight (un-premultiplied) 8-bit RGBA, for PNG files: alpha is
    /// `(a * 255 + 16384) >> 15`, colour `round(c * 255 / a)`, and 0 where alpha is 0.
    public static func straightRGBA8(
        r: UInt16, g: UInt16, b: UInt16, a: UInt16
    ) -> (UInt8, UInt8, UInt8, UInt8) {
        let a32 = UInt32(a)
        let alpha = UInt8(min((a32 * 255 + 16384) >> 15, 255))
        guard a32 > 0 else { return (0, 0, 0, 0) }
        func channel(_ c: UInt16) -> UInt8 {
            UInt8(min((UInt32(c) * 255 + a32 / 2) / a32, 255))
        }
        return (channel(r), channel(g), channel(b), alpha)
    }
}
