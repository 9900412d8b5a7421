import CMyPaintSurface

/// The random numbers a paint engine's brushes draw, owned by the engine, so that the same
/// samples give the same pixels however many other engines, threads or libraries draw random
/// numbers meanwhile: libmypaint picks up colour for smudging and pigment at randomly chosen
/// pixels, with the C library's rand() (see FlourishBrushRandom.h).
///
/// Seeded with 1, like a fresh process's rand(): an engine made for a replay draws what the
/// engine that painted drew, and MyPaint's own process draws the same.
final class BrushRandom {
    private let state: UnsafeMutablePointer<FlourishRandomState>

    init(seed: UInt32 = 1) {
        state = .allocate(capacity: 1)
        state.initialize(to: FlourishRandomState())
        flourish_random_seed(state, seed)
    }

    deinit { state.deallocate() }

    /// Runs `body` (libmypaint's stroke_to calls) with rand() drawing from this generator on
    /// this thread, libmypaint's colour pick-up kept on this thread, and no other engine
    /// painting meanwhile (libmypaint mixes pigment colours in one static buffer).
    func drawing<T>(_ body: () throws -> T) rethrows -> T {
        let previous = flourish_random_begin(state)
        defer { flourish_random_end(previous) }
        return try body()
    }

    /// The generator's next number (what rand() would give inside `drawing`).
    func next() -> Int32 { Int32(flourish_random_next(state)) }
}
