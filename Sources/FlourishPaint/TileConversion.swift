import CTileKernels
import FlourishCompositing
import FlourishSamples

/// Turns fix15 premultiplied tiles into 8-bit pixels for the screen: the hot loops, in C
/// (`CTileKernels`); the arithmetic of each conversion is `PixelFormat`'s.
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

    /// Paint over paper in a space that is not the legacy one: each channel the stored value
    /// (`curve.storedOf15Bit`) of `c + paper * (32768 - a)`, the paper's light `paperLight`
    /// rounded in fix15. Opaque, as `compositeOverPaper(_:paper:...)`; the same hot loop, in C.
    public static func compositeOverPaper(
        _ source: UnsafePointer<UInt16>, paperLight: Fix15Pixel, curve: TransferCurve,
        into destination: UnsafeMutablePointer<UInt8>, rowStride: Int,
        columns: Int = TileStore.tileSize, rows: Int = TileStore.tileSize,
        firstColumn: Int = 0, firstRow: Int = 0
    ) {
        curve.storedOf15Bit.withUnsafeBufferPointer { table in
            flourish_composite_over_paper_stored(
                source + (firstRow * TileStore.tileSize + firstColumn) * 4,
                Int32(TileStore.tileSize * 4), destination, Int32(rowStride),
                Int32(columns), Int32(rows), paperLight.red, paperLight.green, paperLight.blue, table.baseAddress)
        }
    }

    /// Straight (un-premultiplied) 8-bit RGBA in the legacy space, for PNG files: alpha is
    /// `(a * 255 + 16384) >> 15`, colour `round(c * 255 / a)`, and 0 where alpha is 0 (see
    /// `PixelFormat.straight8`).
    public static func straightRGBA8(
        r: UInt16, g: UInt16, b: UInt16, a: UInt16
    ) -> (UInt8, UInt8, UInt8, UInt8) {
        PixelFormat.straight8(r: r, g: g, b: b, a: a, curve: .legacy)
    }
}
