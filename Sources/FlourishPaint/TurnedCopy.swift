import CTileKernels

/// A turned (rotated, mirrored, scaled) copy of 4-byte pixels by an affine map from
/// destination pixels back to source pixels, nearest source pixel: what draws a turned view of
/// the canvas on the software renderer (see `flourish_turned_copy`).
public enum TurnedCopy {
    /// The source position of destination pixel (x, y) is `origin + x * alongX + y * alongY`
    /// (pixel centres are the caller's to add). `inside` is the canvas's extent in source
    /// pixels, [u0, u1) x [v0, v1): beyond it, and beyond the source, pixels are `outside`.
    public static func copy(
        from source: UnsafePointer<UInt8>, sourceStride: Int, sourceWidth: Int, sourceHeight: Int,
        into destination: UnsafeMutablePointer<UInt8>, destinationStride: Int, width: Int, height: Int,
        origin: (u: Double, v: Double), alongX: (u: Double, v: Double), alongY: (u: Double, v: Double),
        inside: (u0: Double, v0: Double, u1: Double, v1: Double), outside: UInt32
    ) {
        precondition(width >= 0 && height >= 0 && sourceWidth >= 0 && sourceHeight >= 0, "sizes are not negative")
        flourish_turned_copy(
            source, Int32(sourceStride), Int32(sourceWidth), Int32(sourceHeight), destination, Int32(destinationStride),
            Int32(width), Int32(height), origin.u, origin.v, alongX.u, alongX.v, alongY.u, alongY.v, inside.u0, inside.v0,
            inside.u1, inside.v1, outside)
    }
}
