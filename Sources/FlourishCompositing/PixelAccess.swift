/// One pixel's four fix15 values as Float lanes (R, G, B, A), read from anywhere a UInt16 can
/// be: callers' tiles need not be aligned to 8 bytes.
@inline(__always)
func loadPixel(_ values: UnsafePointer<UInt16>, at index: Int) -> SIMD4<Float> {
    let pixel = UnsafeRawPointer(values + index).loadUnaligned(as: SIMD4<UInt16>.self)
    return SIMD4(Float(pixel.x), Float(pixel.y), Float(pixel.z), Float(pixel.w))
}

/// Writes `pixel`, in fix15 units, rounded to the nearest whole values, clamped to 0...1, and with
/// no colour above its alpha: the premultiplied invariant every reader of tiles relies on,
/// which rounding alone could break by one unit.
@inline(__always)
func storePixel(_ pixel: SIMD4<Float>, into values: UnsafeMutablePointer<UInt16>, at index: Int) {
    // Rounding keeps order, so a colour at most its alpha before it is at most after.
    let alpha = min(max(pixel.w, 0), 32768)
    let whole = pixel.lanewiseMax(.zero).lanewiseMin(SIMD4(repeating: alpha)).nearestWholeNumbers
    let narrow = SIMD4<UInt16>(
        UInt16(truncatingIfNeeded: whole.x), UInt16(truncatingIfNeeded: whole.y), UInt16(truncatingIfNeeded: whole.z),
        UInt16(truncatingIfNeeded: whole.w))
    UnsafeMutableRawPointer(values + index).storeBytes(of: narrow, as: SIMD4<UInt16>.self)
}
