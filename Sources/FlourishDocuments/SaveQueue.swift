import FlourishPaint
import Foundation

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
        /// A copy to another file (Export): the painting's file and state stay as they are.
        case export
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
        /// What the write left out of the file the painting was opened from (see `SaveReport`).
        public var report = SaveReport()

        /// Where the painting is now, if anywhere.
        public var writtenTo: String? { error == nil ? job.path : fallbackPath }
    }

    private struct State {
        var waiting: [Job] = []
        var finished: [Outcome] = []
        var stopped = false
        /// The writing thread has a job out of `waiting` whose wake-up is still to come.
        var waking = false
    }

    /// The jobs and outcomes, shared with the writing thread; the condition wakes it for a
    /// job and wakes `waitUntilDone` when the last is written.
    ///
    /// `@unchecked Sendable`, audited: `state` is read and written only with `condition` locked.
    private final class Shared: @unchecked Sendable {
        let condition = NSCondition()
        var state = State()

        func locked<T>(_ body: (inout State) -> T) -> T {
            condition.lock()
            defer { condition.unlock() }
            return body(&state)
        }
    }

    private let shared = Shared()

    /// Nice value of the writing thread: on a busy machine the frame loop comes first, and a
    /// save takes a little longer instead of frames (measured in `flourish-bench documents`).
    public static let writerNice: Int32 = 10

    public init(
        wake: @escaping @Sendable () -> Void, clock: @escaping @Sendable () -> Double,
        beforeEachJob: @escaping @Sendable () -> Void = {}
    ) {
        let shared = self.shared
        // A thread of its own (not a dispatch worker), so its lower priority touches nothing else.
        let thread = Thread {
            // On Linux the nice value is the thread's: `who` 0 is this thread alone.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.writerNice)
            Self.writeJobs(shared, wake: wake, clock: clock, beforeEachJob: beforeEachJob)
        }
        thread.name = "flourish-saves"
        thread.start()
    }

    deinit {
        shared.locked { $0.stopped = true }
        shared.condition.broadcast()
    }

    /// The writing thread: each job in turn, until the queue is gone.
    private static func writeJobs(
        _ shared: Shared, wake: @Sendable () -> Void, clock: @Sendable () -> Double, beforeEachJob: @Sendable () -> Void
    ) {
        while true {
            shared.condition.lock()
            while shared.state.waiting.isEmpty && !shared.state.stopped { shared.condition.wait() }
            guard let job = shared.state.waiting.first else {
                shared.condition.unlock()
                return
            }
            shared.condition.unlock()
            beforeEachJob()
            let start = clock()
            var outcome = Outcome(job: job, seconds: 0)
            do throws(DocumentError) {
                outcome.report = try DocumentWriter.write(job.snapshot, to: job.path, fullCanvas: job.fullCanvas)
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
            shared.locked {
                // Jobs run in order: the one finished is the first waiting.
                $0.waiting.removeFirst()
                $0.finished.append(outcome)
                $0.waking = true
            }
            wake()
            shared.locked { $0.waking = false }
            shared.condition.broadcast()
        }
    }

    /// Queues `job` behind those already waiting.
    public func enqueue(_ job: Job) {
        shared.locked { $0.waiting.append(job) }
        shared.condition.broadcast()
    }

    /// Jobs queued or being written.
    public var pending: Int { shared.locked { $0.waiting.count } }

    /// Whether a job of `kind` is queued or being written (one autosave at a time is enough).
    public func isWriting(_ kind: Kind) -> Bool { shared.locked { $0.waiting.contains { $0.kind == kind } } }

    /// Whether jobs finished that `takeFinished` has not taken yet.
    public var hasFinished: Bool { shared.locked { !$0.finished.isEmpty } }

    /// The outcomes of jobs finished since the last call, in order.
    public func takeFinished() -> [Outcome] {
        shared.locked { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }

    /// Waits for every queued job to be written (the way out waits before it goes).
    public func waitUntilDone() {
        shared.condition.lock()
        while !shared.state.waiting.isEmpty || shared.state.waking { shared.condition.wait() }
        shared.condition.unlock()
    }
}
