/// The engine's own seeded generator (SplitMix64): the same seed gives the same burst on
/// every run and platform, which the system generator cannot promise.
struct SplitMix64 {
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), from the top 24 bits (exactly representable as a Float).
    mutating func unit() -> Float {
        Float(next() >> 40) * 0x1p-24
    }

    /// Uniform in [low, high).
    mutating func uniform(_ low: Float, _ high: Float) -> Float {
        low + (high - low) * unit()
    }

    /// -1 or +1, evenly.
    mutating func sign() -> Float {
        next() >> 63 == 0 ? 1 : -1
    }

    /// Uniform in 0..<bound; bound must be positive.
    mutating func index(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
