import Synchronization

/// When the flood ran, in seconds on the monotonic clock; set by the producer thread once it
/// stops, read by the app for the report and the closing line.
package final class FloodWindow: Sendable {
    private let window = Mutex<(start: Double, end: Double)?>(nil)

    package init() {}

    package func finish(start: Double, end: Double) { window.withLock { $0 = (start, end) } }
    package var value: (start: Double, end: Double)? { window.withLock { $0 } }
}
