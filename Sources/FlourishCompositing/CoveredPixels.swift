/// The pixel loop the separable and Pigment kernels share: each pixel of a whole tile that the
/// source covers, with both pixels as Float lanes (fix15 units) and the source's alpha times
/// `opacity` in 0...1, the result `blend` gives for it written back (`storePixel`). A
/// transparent source pixel (as = 0) is skipped: it leaves the backdrop exactly as it was.
@inline(__always)
func forEachCoveredPixel(
    _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Float,
    _ blend: (_ sourcePixel: SIMD4<Float>, _ backdropPixel: SIMD4<Float>, _ sourceAlpha: Float) -> SIMD4<Float>
) {
    let alphaScale = opacity / 32768
    for index in stride(from: 0, to: Fix15Tile.valuesPerTile, by: 4) {
        let sourcePixel = loadPixel(source, at: index)
        if sourcePixel.w == 0 { continue }
        let backdropPixel = loadPixel(destination, at: index)
        storePixel(blend(sourcePixel, backdropPixel, sourcePixel.w * alphaScale), into: destination, at: index)
    }
}
