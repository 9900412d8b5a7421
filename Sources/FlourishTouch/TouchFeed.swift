import Synchronization

/// Hands the touch events the input thread reads to the frame loop, once, in order: the
/// fingers' counterpart of the sample feeder, kept apart from it so a sample stays a pen's or
/// a mouse's reading. `push` says when the loop must be woken (the first event since the last
/// `drain`), so a finger moving at the screen's rate does not flood the loop with wake-ups.
public final class TouchFeed: Sendable {
    private struct State: ~Copyable {
        var pending: [TouchEvent] = []
        var wakeRequested = false
    }

    private let state = Mutex(State())

    public init() {}

    /// Appends one event; returns whether the caller should wake the loop.
    @discardableResult
    public func push(_ event: TouchEvent) -> Bool {
        state.withLock { state in
            state.pending.append(event)
            if state.wakeRequested { return false }
            state.wakeRequested = true
            return true
        }
    }

    /// Everything pushed since the last drain, in order.
    public func drain() -> [TouchEvent] {
        state.withLock { state in
            state.wakeRequested = false
            guard !state.pending.isEmpty else { return [] }
            var taken: [TouchEvent] = []
            swap(&taken, &state.pending)
            return taken
        }
    }

    /// Whether events wait for the loop.
    public var hasPending: Bool { state.withLock { !$0.pending.isEmpty } }
}
