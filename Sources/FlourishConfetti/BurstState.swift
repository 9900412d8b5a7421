/// What the engine is showing.
public enum BurstState: Sendable, Equatable {
    /// Nothing: no burst yet, or the last one ended on its own.
    case idle
    /// A burst is in flight.
    case flying
    /// Reduce Motion: still pieces fading out in place (a burst popped with it on, or one
    /// frozen where it was when it was turned on).
    case reducedMotion
    /// The burst was cancelled (by `cancel()` or because the window was hidden); it is not
    /// replayed.
    case cancelled
}
