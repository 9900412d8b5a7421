import FlourishPortal
import FlourishStorage
import Foundation
import Synchronization

/// Asks the desktop for files on a thread of its own, so the frame loop never waits for a
/// chooser: painting, confetti and the overlay go on while one is open. One question at a
/// time; its answer is kept until the loop takes it (`takeAnswer`), and each answer wakes the
/// loop. The portal is tried first; where the session bus has none, zenity or kdialog, and
/// where neither is installed the answer says to ask in the window. Which is used is said once.
public final class FileChooserService: Sendable {
    private struct State {
        var waiting: FileChoiceRequest?
        var asking: FileChoiceRequest?
        var answers: [(request: FileChoiceRequest, answer: FileChoiceAnswer)] = []
        var stopping = false
        var running = true
        /// The chooser program running now (zenity, kdialog), ended on `stop`.
        var program: Int32?
    }

    private let state = Mutex(State())
    private let condition = NSCondition()
    private let wake: @Sendable () -> Void

    /// - Parameters:
    ///   - environment: where the session bus is, and the PATH zenity and kdialog are looked for on.
    ///   - wake: wakes the frame loop when an answer is ready (on the chooser's thread).
    ///   - say: tells the painter once which chooser is used (on the chooser's thread).
    public init(
        environment: [String: String], wake: @escaping @Sendable () -> Void, say: @escaping @Sendable (String) -> Void
    ) {
        self.wake = wake
        let address = SessionBus.address(environment: environment)
        let searchPath = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let thread = Thread { [self] in
            let worker = ChooserWorker(busAddress: address, find: { Executables.path(named: $0, searchPath: searchPath) }, say: say)
            serve(with: worker)
        }
        thread.name = "flourish-file-chooser"
        thread.start()
    }

    /// Asks `request`; false (and nothing asked) while another question is still open.
    @discardableResult
    public func ask(_ request: FileChoiceRequest) -> Bool {
        let taken = state.withLock { state -> Bool in
            guard state.waiting == nil, state.asking == nil, !state.stopping else { return false }
            state.waiting = request
            return true
        }
        if taken { signal() }
        return taken
    }

    /// Whether a question is open (asked, not yet answered).
    public var isOpen: Bool { state.withLock { $0.waiting != nil || $0.asking != nil } }

    /// The oldest answer not taken yet, with the question it answers.
    public func takeAnswer() -> (request: FileChoiceRequest, answer: FileChoiceAnswer)? {
        state.withLock { $0.answers.isEmpty ? nil : $0.answers.removeFirst() }
    }

    /// Closes any open chooser (its answer: cancelled) and ends the thread, waiting up to
    /// `timeout` seconds for it: the app is quitting.
    public func stop(timeout: Double = 2) {
        let program = state.withLock { state -> Int32? in
            state.stopping = true
            return state.program
        }
        if let program { kill(program, SIGTERM) }
        signal()
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        while state.withLock({ $0.running }), condition.wait(until: deadline) {}
        condition.unlock()
    }

    private func signal() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }

    /// The thread: each question in turn, until `stop`.
    private func serve(with worker: ChooserWorker) {
        while true {
            condition.lock()
            var next: FileChoiceRequest?
            while true {
                let (request, stopping) = state.withLock { state -> (FileChoiceRequest?, Bool) in
                    let request = state.waiting
                    if request != nil {
                        state.asking = request
                        state.waiting = nil
                    }
                    return (request, state.stopping)
                }
                if stopping {
                    state.withLock { $0.running = false }
                    condition.broadcast()
                    condition.unlock()
                    return
                }
                if let request {
                    next = request
                    break
                }
                condition.wait()
            }
            condition.unlock()
            guard let request = next else { continue }
            let answer = worker.choose(
                request, shouldStop: { [self] in state.withLock { $0.stopping } },
                running: { [self] pid in state.withLock { $0.program = pid } })
            state.withLock { state in
                state.asking = nil
                state.program = nil
                state.answers.append((request, answer))
            }
            wake()
        }
    }
}
