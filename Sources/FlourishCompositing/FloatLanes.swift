// Lane-wise helpers the kernels use in place of the standard library's generic ones
// (`pointwiseMin`, `clamped`, `replacing(with:where:)`, `rounded`, conversions to integers):
// on this toolchain those become a loop that takes each lane apart, or a call, inside the
// pixel loop. These are plain bit operations and adds the compiler keeps in vector registers.

extension SIMD4 where Scalar == Float {
    /// `other` in the lanes `mask` sets, `self` in the others: a bitwise select.
    @inline(__always)
    func selecting(_ other: Self, where mask: SIMDMask<SIMD4<Int32>>) -> Self {
        let bits = unsafeBitCast(self, to: SIMD4<UInt32>.self)
        let otherBits = unsafeBitCast(other, to: SIMD4<UInt32>.self)
        let chosen = unsafeBitCast(mask, to: SIMD4<UInt32>.self)
        return unsafeBitCast(bits ^ ((bits ^ otherBits) & chosen), to: Self.self)
    }

    @inline(__always)
    func selecting(_ other: Float, where mask: SIMDMask<SIMD4<Int32>>) -> Self {
        selecting(Self(repeating: other), where: mask)
    }

    @inline(__always)
    func lanewiseMin(_ other: Self) -> Self { selecting(other, where: other .< self) }

    @inline(__always)
    func lanewiseMax(_ other: Self) -> Self { selecting(other, where: other .> self) }

    /// Each lane, for lanes in -2^22...2^22, rounded to the nearest whole number (ties to
    /// even) by the adder itself: past 1.5 x 2^23 a Float has no fraction bits, so the sum's
    /// low bits are the rounded lane.
    @inline(__always)
    var nearestWholeNumbers: SIMD4<Int32> {
        unsafeBitCast(self + 0x1.8p23, to: SIMD4<Int32>.self) &- 0x4B40_0000
    }
}

extension SIMD16 where Scalar == Float {
    /// As `SIMD4.nearestWholeNumbers`, and the same numbers as Floats.
    @inline(__always)
    var nearestWholeNumbers: (whole: SIMD16<Int32>, value: SIMD16<Float>) {
        let shifted = self + 0x1.8p23
        return (unsafeBitCast(shifted, to: SIMD16<Int32>.self) &- 0x4B40_0000, shifted - 0x1.8p23)
    }
}
