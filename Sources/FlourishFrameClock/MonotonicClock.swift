#if canImport(Glibc)
    import Glibc
#endif

/// Seconds on CLOCK_MONOTONIC, the clock the X server stamps input with on Linux, so sample
/// times and frame times can be subtracted.
public enum MonotonicClock {
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CPU time this process used, in seconds (all threads).
    public static func processCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Sleeps until the monotonic clock reads `deadline` (absolute, so a loop of sleeps does
    /// not drift).
    public static func sleep(until deadline: Double) {
        var ts = timespec()
        ts.tv_sec = Int(deadline.rounded(.down))
        ts.tv_nsec = Int((deadline - deadline.rounded(.down)) * 1e9)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }
}
