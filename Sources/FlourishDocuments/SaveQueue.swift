import Dispatch
import FlourishPaint
import Synchronization

/// Writes paintings on a thread of its own, one after another, while painting goes on: each
/// job holds a snapshot taken when it was asked for, so what it writes never changes however
/// the canvas does. A save that fails writes the painting to its fallback (an autosave)
/// instead, so the painting is always somewhere. Each finished job wakes the frame loop.
public final class SaveQueue: Sendable {
    public enum Kind: Sendable, Equatable {
        /// To the painting's own file (Ctrl+S, quitting).
        case save
        /// To the autosave folder.
        case autosave
    }

    public struct Job: Sendable {
        public var snapshot: DocumentSnapshot
        public var path: String
        public var kind: Kind
        /// Where the painting goes when `path` cannot be written; nil: nowhere else.
        public var fallback: String?
        public var fullCanvas: Bool
        /// Names the canvas state the snapshot holds (`PaintSession.stateID`).
        public var stateID: Int

        public init(
            snapshot: DocumentSnapshot, path: String, kind: Kind, fallback: String? = nil, fullCanvas: Bool = false,
            stateID: Int
        ) {
            self.snapshot = snapshot
            self.path = path
            self.kind = kind
            self.fallback = fallback
            self.fullCanvas = fullCanvas
            self.stateID = stateID
        }
    }

    /// What became of a job.
    public struct Outcome: Sendable {
        public var job: Job
        /// The job's own path written, or why not.
        public var error: DocumentError?
        /// Where the painting went instead, when `error` is set and the fallback worked.
        public var fallbackPath: String?
        public var fallbackError: DocumentError?
        /// Seconds the writing took.
        public var seconds: Double

        /// Where the painting is now, if anywhere.
        public var writtenTo: String? { error == nil ? job.path : fallbackPath }
    }

    private struct State {
        var waiting: [Kind] = []
        var finished: [Outcome] = []
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "flourish-saves")
    private let wake: @Sendable () -> Void
    private let clock: @Sendable () -> Double
    /// Runs before each job is written (tests hold a save back with it).
    private let beforeEachJob: @Sendable () -> Void

    public init(
        wake: @escaping @Sendable () -> Void, clock: @escaping @Sendable () -> Double,
        beforeEachJob: @escaping @Sendable () -> Void = {}
    ) {
        self.wake = wake
        self.clock = clock
        self.beforeEachJob = beforeEachJob
    }

    /// Queues `job` behind those already waiting.
    public func enqueue(_ job: Job) {
        state.withLock { $0.waiting.append(job.kind) }
        queue.async { [self] in
            beforeEachJob()
            let start = clock()
            var outcome = Outcome(job: job, seconds: 0)
            do throws(DocumentError) {
                try DocumentWriter.write(job.snapshot, to: job.path, fullCanvas: job.fullCanvas)
            } catch {
                outcome.error = error
                if let fallback = job.fallback {
                    do throws(DocumentError) {
                        try DocumentWriter.write(job.snapshot, to: fallback)
                        outcome.fallbackPath = fallback
                    } catch {
                        outcome.fallbackError = error
                    }
                }
            }
            outcome.seconds = clock() - start
            state.withLock {
                // Jobs run in order: the one finishing is the first waiting.
                $0.waiting.removeFirst()
                $0.finished.append(outcome)
            }
            wake()
        }
    }

    /// Jobs queued or being written.
    public var pending: Int { state.withLock { $0.waiting.count } }

    /// Whether a job of `kind` is queued or being written (one autosave at a time is enough).
    public func isWriting(_ kind: Kind) -> Bool { state.withLock { $0.waiting.contains(kind) } }

    /// Whether jobs finished that `takeFinished` has not taken yet.
    public var hasFinished: Bool { state.withLock { !$0.finished.isEmpty } }

    /// The outcomes of jobs finished since the last call, in order.
    public func takeFinished() -> [Outcome] {
        state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }

    /// Waits for every queued job to be written (the way out waits before it goes).
    public func waitUntilDone() {
        queue.sync {}
    }
}
