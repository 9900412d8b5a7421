/// A colour as the four bytes a vertex holds (R, G, B, A in memory order, packed into one
/// little-endian word), so the hot loop moves one word per vertex instead of four bytes and
/// shades and fades it with integer arithmetic instead of trapping Float conversions.
struct PackedColour {
    var bits: UInt32

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 0) {
        bits = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    @inline(__always)
    init(bits: UInt32) {
        self.bits = bits
    }

    var r: UInt8 { UInt8(truncatingIfNeeded: bits) }
    var g: UInt8 { UInt8(truncatingIfNeeded: bits >> 8) }
    var b: UInt8 { UInt8(truncatingIfNeeded: bits >> 16) }
    var a: UInt8 { UInt8(truncatingIfNeeded: bits >> 24) }

    /// R, G and B scaled by `level`/256 (`level` at most 256), alpha dropped: two
    /// multiplies for three channels, lanes kept apart by the zero bytes between them.
    @inline(__always)
    func scaled(by level: UInt32) -> PackedColour {
        let redBlue = ((bits & 0x00FF_00FF) &* level) >> 8 & 0x00FF_00FF
        let green = ((bits & 0x0000_FF00) &* level) >> 8 & 0x0000_FF00
        return PackedColour(bits: redBlue | green)
    }

    /// The same colour with alpha `a` (the alpha byte must be clear).
    @inline(__always)
    func with(alpha a: UInt32) -> PackedColour {
        PackedColour(bits: bits | a << 24)
    }
}

/// Rounds `x` in [0, 2²²) to the nearest integer without a trapping conversion: adding
/// 1.5·2²³ leaves the rounded value in the low mantissa bits.
@inline(__always)
func roundedToUInt32(_ x: Float) -> UInt32 {
    (x + 12_582_912).bitPattern & 0x3F_FFFF
}
