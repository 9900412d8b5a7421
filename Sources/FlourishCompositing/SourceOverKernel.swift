/// Src-over at full opacity, the mode and opacity nearly every layer has: in whole numbers,
/// co = cs + cb x (1 - as) rounded to the nearest unit, with no conversion to Float.
///
/// Without branches: a transparent source pixel (as = 0) gives the backdrop back exactly,
/// and an opaque one the source, with no test. Each pixel is read whole before it is
/// written, so the compiler need not fear the two tiles overlap within it.
///
/// Unlike the other kernels it takes its input to be valid premultiplied fix15 (what
/// libmypaint and Flourish's own conversions write): a channel above 1 or a colour above its
/// alpha gives an undefined (but memory-safe) pixel rather than a clamped one.
enum SourceOverKernel {
    static func composite(
        _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, area: TileArea = .whole
    ) {
        let sourcePixels = UnsafeRawPointer(source)
        let destinationPixels = UnsafeMutableRawPointer(destination)
        area.forEachRun { run in
            for pixel in run {
                let offset = pixel * 8
                let s = SIMD4<UInt32>(
                    truncatingIfNeeded: sourcePixels.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt16>.self))
                let d = SIMD4<UInt32>(
                    truncatingIfNeeded: destinationPixels.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt16>.self))
                let keep = 32768 &- min(s.w, 32768)
                // At most 1 for valid input (colour <= alpha <= 1), since cs <= as and
                // cb x (1 - as) <= 1 - as; not clamped: the clamp made the kernel over twice as slow.
                let result = s &+ ((d &* keep &+ 16384) &>> 15)
                destinationPixels.storeBytes(
                    of: SIMD4<UInt16>(truncatingIfNeeded: result), toByteOffset: offset, as: SIMD4<UInt16>.self)
            }
        }
    }
}
