import Foundation

/// Milliseconds of CPU time (user + system) this process has used: what most benchmarks time
/// with, since other load on a shared machine disturbs it less than the clock.
func cpuMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

/// Milliseconds on the monotonic clock.
func wallMilliseconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e6
}
