import CTileKernels

extension TileConversion {
    /// Halves opaque 8-bit RGBA in each direction for the next pyramid level: each output
    /// channel is `(a + b + c + d + 2) >> 2` over the 2x2 source pixels it covers, so a plain
    /// colour stays exactly that colour at every level.
    ///
    /// - Parameters:
    ///   - source: `2 * columns` x `2 * rows` pixels, `sourceStride` bytes between rows.
    ///   - destination: `columns` x `rows` pixels, `rowStride` bytes between rows.
    static func averageHalf(
        _ source: UnsafePointer<UInt8>, sourceStride: Int,
        into destination: UnsafeMutablePointer<UInt8>, rowStride: Int,
        columns: Int, rows: Int
    ) {
        flourish_average_2x2(
            source, Int32(sourceStride), destination, Int32(rowStride), Int32(columns), Int32(rows))
    }
}
