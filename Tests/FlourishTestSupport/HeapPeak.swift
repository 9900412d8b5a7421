import CAllocationCounter

/// The most heap memory `body` held at once on this thread, beyond what the thread held when
/// it began, in bytes (usable sizes, as glibc counts them), with what `body` returned: what a
/// test of "memory does not grow with the file" measures. Nil where the counter cannot see
/// every allocation (ThreadSanitizer), so the caller skips rather than passes vacuously.
///
/// Per thread, so tests running beside it on other threads do not count; what `body` hands
/// to another thread to allocate (the video encoder's) is not counted either.
public func heapPeak<T>(of body: () throws -> T) rethrows -> (value: T, bytes: Int?) {
    let start = heapBytesOnThisThread()
    resetPeakHeapBytesOnThisThread()
    let value = try body()
    guard allocationCounterSeesEveryAllocation() != 0 else { return (value, nil) }
    return (value, peakHeapBytesOnThisThread() - start)
}
