#if canImport(Glibc)
    import Glibc
#endif

/// The conversion between stored 8-bit channels and the light they blend in: channel / 255
/// raised to `eotf` (MyPaint's electro-optical transfer exponent), and back.
struct TransferCurve {
    /// Each 8-bit channel value's linear light, 0...1.
    let decode: [Float]
    private let inverse: Float
    private let isIdentity: Bool

    init(eotf: Double) {
        isIdentity = eotf == 1
        inverse = Float(1 / eotf)
        decode = (0..<256).map { Float(eotf == 1 ? Double($0) / 255 : pow(Double($0) / 255, eotf)) }
    }

    /// Writes a row of premultiplied linear light into `canvas` at `offset` as straight 8-bit
    /// RGBA, leaving fully transparent pixels as they are (zero).
    func store(_ row: [Float], into canvas: inout [UInt8], at offset: Int) {
        for d in stride(from: 0, to: row.count, by: 4) {
            let alpha = min(row[d + 3], 1)
            let alpha8 = UInt8((alpha * 255).rounded())
            guard alpha8 > 0 else { continue }  // the canvas is zero already
            for channel in 0..<3 {
                let straight = min(max(row[d + channel] / alpha, 0), 1)
                let encoded = isIdentity ? straight : powf(straight, inverse)
                canvas[offset + d + channel] = UInt8((encoded * 255).rounded())
            }
            canvas[offset + d + 3] = alpha8
        }
    }
}
