import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Process {
    /// SIGTERM, then SIGKILL if the process is still there after `grace` seconds; returns once
    /// it has ended, or `grace` more seconds after the SIGKILL. An X server given SIGTERM
    /// removes its lock and socket; `grace` bounds the wait for one that cannot (it was
    /// started with SIGTERM blocked, or hangs).
    ///
    /// Never `waitUntilExit()`: on Linux it can wait forever for a child Foundation already
    /// saw end (it spins its run loop for a notification that never comes), and called from a
    /// test's cooperative thread it held both of a 2-core machine's threads for good, every
    /// test behind them stalled (an end-to-end run that never ended).
    func stop(grace: Double = 2) {
        guard isRunning else { return }
        terminate()
        if waitWhileRunning(seconds: grace) { return }
        kill(processIdentifier, SIGKILL)
        _ = waitWhileRunning(seconds: grace)
    }

    /// Polls until the process has ended or `seconds` pass; whether it ended.
    func waitWhileRunning(seconds: Double) -> Bool {
        let deadline = WaitClock.now() + seconds
        while isRunning, WaitClock.now() < deadline { usleep(10_000) }
        return !isRunning
    }
}
