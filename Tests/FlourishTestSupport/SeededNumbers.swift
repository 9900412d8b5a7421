import FlourishRandom

/// The tests' seeded numbers: the engine's own SplitMix64, the same numbers on every run, so a
/// failure found once is found again.
public typealias SeededNumbers = SplitMix64
