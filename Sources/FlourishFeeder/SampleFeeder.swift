import FlourishSamples
import Synchronization

/// Running totals of what the feeder took in and handed out; `received == delivered`
/// after a drain is the exactly-once promise made visible.
public struct FeederCounters: Sendable, Equatable {
    public var received: UInt64 = 0
    public var delivered: UInt64 = 0
    public var batches: UInt64 = 0
    public var largestBatch: Int = 0
    public init() {}
}

/// Hands every sample producers push to the frame loop, once, in arrival order, as one batch
/// per frame.
///
/// Producers on any thread call `push`; the frame loop calls `drain` once per frame. The lock
/// is held only to append or to swap buffers, so a producer never waits on painting.
public final class SampleFeeder: Sendable {
    private struct State: ~Copyable {
        var pending: [Sample] = []
        /// The buffer handed out by the previous drain, kept to reuse its capacity.
        var spare: [Sample] = []
        var counters = FeederCounters()
        /// Set by the first push after a drain; tells that producer to wake the loop.
        var wakeRequested = false
    }

    private let state = Mutex(State())

    public init(expectedBatch: Int = 256) {
        state.withLock {
            $0.pending.reserveCapacity(expectedBatch)
            $0.spare.reserveCapacity(expectedBatch)
        }
    }

    /// Appends one sample. Returns true when the caller should wake the frame loop: only the
    /// first sample since the last drain asks, so a 1 kHz producer does not flood the loop's
    /// event queue with wake-ups.
    @discardableResult
    public func push(_ sample: Sample) -> Bool {
        state.withLock { state in
            state.pending.append(sample)
            state.counters.received += 1
            if state.wakeRequested { return false }
            state.wakeRequested = true
            return true
        }
    }

    /// Everything pushed since the previous drain, in arrival order. An empty batch is not
    /// counted as a batch.
    ///
    /// The returned array's storage is recycled by the next drain's caller giving it back
    /// through `recycle(_:)`; not doing so is correct, only slower.
    public func drain() -> [Sample] {
        state.withLock { state in
            state.wakeRequested = false
            if state.pending.isEmpty { return [] }
            var batch = state.spare
            state.spare = []
            swap(&batch, &state.pending)
            state.counters.delivered += UInt64(batch.count)
            state.counters.batches += 1
            state.counters.largestBatch = max(state.counters.largestBatch, batch.count)
            return batch
        }
    }

    /// Returns a drained batch's storage so the next drain needs no allocation.
    public func recycle(_ batch: consuming [Sample]) {
        var buffer = batch
        buffer.removeAll(keepingCapacity: true)
        state.withLock { state in
            if buffer.capacity > state.spare.capacity { state.spare = buffer }
        }
    }

    /// Whether samples wait for the next frame.
    public var hasPending: Bool { state.withLock { !$0.pending.isEmpty } }

    public var counters: FeederCounters { state.withLock { $0.counters } }
}
