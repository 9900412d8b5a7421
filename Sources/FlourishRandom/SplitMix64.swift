/// Seeded numbers (SplitMix64): the same seed gives the same numbers on every run and
/// platform, which the system generator cannot promise. What a confetti burst, the fuzzer's
/// mutations, a benchmark's noise and the tests draw on, so a burst, a mutation or a failure
/// seen once is seen again.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound; 0 where `bound` is 0 or less, so an empty choice does not trap here.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(1, bound)))
    }
}
