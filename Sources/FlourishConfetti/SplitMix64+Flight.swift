import FlourishRandom

/// The draws a burst's pieces take from the engine's seeded generator: Floats, spans and signs.
extension SplitMix64 {
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
}
