@testable import FlourishRecognition
import Testing

@Suite struct HalfFloatTests {
    /// Bit patterns and the values IEEE 754 gives them: normal, the largest, subnormals,
    /// the smallest normal.
    static let known: [(UInt16, Float)] = [
        (0x0000, 0), (0x3C00, 1), (0xC000, -2), (0x3555, 0.333251953125),
        (0x7BFF, 65504), (0x0001, 0x1p-24), (0x03FF, 1023 * 0x1p-24), (0x0400, 0x1p-14),
    ]

    @Test(arguments: known)
    func widensExactly(bits: UInt16, value: Float) {
        #expect(HalfFloat.float(fromBits: bits) == value)
    }

    @Test func keepsInfinityAndNaN() {
        #expect(HalfFloat.float(fromBits: 0x7C00) == .infinity)
        #expect(HalfFloat.float(fromBits: 0xFC00) == -.infinity)
        #expect(HalfFloat.float(fromBits: 0x7E00).isNaN)
        #expect(HalfFloat.float(fromBits: 0x8000).sign == .minus)
    }
}
