import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Process {
    /// SIGTERM, then SIGKILL if the process is still there after `grace` seconds; returns once
    /// it has ended. An X server given SIGTERM removes its lock and socket; `grace` bounds the
    /// wait for one that cannot (it was started with SIGTERM blocked, or hangs).
    func stop(grace: Double = 2) {
        guard isRunning else { return }
        terminate()
        let deadline = WaitClock.now() + grace
        while isRunning, WaitClock.now() < deadline { usleep(10_000) }
        if isRunning { kill(processIdentifier, SIGKILL) }
        waitUntilExit()
    }
}
