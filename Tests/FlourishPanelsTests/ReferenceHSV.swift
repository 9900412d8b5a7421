/// HSV to RGB by the per-channel formula (channel n of R, G, B = 5, 3, 1:
/// v - v·s·clamp(min(k, 4 - k), 0, 1) with k = (n + 6h) mod 6), written apart from the
/// module's six-sector switch so the two check each other.
func referenceRGB(hue: Double, saturation: Double, value: Double) -> (r: Double, g: Double, b: Double) {
    func channel(_ n: Double) -> Double {
        var k = (n + hue * 6).truncatingRemainder(dividingBy: 6)
        if k < 0 { k += 6 }
        return value - value * saturation * max(0, min(k, 4 - k, 1))
    }
    return (channel(5), channel(3), channel(1))
}

/// Whether `byte` is `channel` (0...1) to the nearest 8-bit step; where the exact product
/// lies on a half step, float rounding may go either way, and either neighbour passes.
func isNearestStep(_ byte: UInt8, of channel: Double) -> Bool {
    let scaled = channel * 255
    let below = scaled.rounded(.down)
    if abs(scaled - below - 0.5) < 1e-6 {
        return Double(byte) == below || Double(byte) == below + 1
    }
    return Double(byte) == scaled.rounded()
}

/// The smallest distance between two hues, in turns, going either way round.
func hueDistance(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 1)
    return min(d, 1 - d)
}
