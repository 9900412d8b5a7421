import Dispatch
import Glibc

/// SIGTERM, SIGINT and SIGHUP end Flourish the way closing the window does: the loop is woken
/// with the signal's number, saves, and goes. Nothing is done in a signal handler: the signals
/// are ignored at the process level and read by dispatch sources, whose handlers run on an
/// ordinary thread and only wake the loop (the app posts an SDL event).
@MainActor
package final class QuitSignals {
    package static let handled: [Int32] = [SIGTERM, SIGINT, SIGHUP]
    private var sources: [any DispatchSourceSignal] = []

    /// - Parameter wake: wakes the frame loop with the signal's number; called on a dispatch
    ///   thread.
    package init(wake: @escaping @Sendable (Int32) -> Void) {
        for number in Self.handled {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: Self.handler(waking: wake, with: number))
            source.resume()
            sources.append(source)
        }
    }

    /// The source's handler runs on a dispatch thread: made outside the main actor, so it is
    /// not taken for main-actor code (the runtime stops a process that runs such a closure
    /// elsewhere).
    nonisolated private static func handler(
        waking wake: @escaping @Sendable (Int32) -> Void, with number: Int32
    ) -> @Sendable () -> Void {
        { wake(number) }
    }

    /// The signal's name, for messages.
    package static func name(_ number: Int32) -> String {
        switch number {
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        case SIGHUP: "SIGHUP"
        default: "signal \(number)"
        }
    }
}
