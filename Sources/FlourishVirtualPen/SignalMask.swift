#if canImport(Glibc)
    import Glibc
#endif

/// A child inherits the signal mask of the thread that starts it, and a test runner's (or a
/// benchmark's) threads block most signals: an X server started from one would never see the
/// SIGTERM that stops it cleanly.
public enum SignalMask {
    /// Runs `body` (which starts a child) with no signal blocked on this thread.
    public static func withNoneBlocked<T>(_ body: () throws -> T) rethrows -> T {
        var none = sigset_t()
        var saved = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        return try body()
    }
}
