/// How fast the pen moves, as Krita's canvas decoration shows it: the distance between
/// consecutive samples over the time between them, in pixels per millisecond, over the last
/// ~100 ms of samples.
///
/// 100 ms is long enough to smooth the jitter of single samples (a 1 kHz pen moves a fraction
/// of a pixel between two) and short enough to follow a flick.
public struct BrushSpeed: Sendable {
    private struct Point: Sendable {
        var x: Double
        var y: Double
        var time: Double
    }

    /// Seconds of samples the speed covers.
    static let window = 0.1
    /// Enough for 100 ms at 10 kHz; at higher rates the speed covers a shorter span, still
    /// correct, just noisier.
    static let capacity = 1024

    private var points = RingBuffer<Point>(capacity: BrushSpeed.capacity)

    public init() {}

    /// Adds a sample at (x, y) pixels, taken at `time` seconds. A time before the previous
    /// sample's (a replay restarting, a new recording) starts afresh.
    public mutating func add(x: Double, y: Double, time: Double) {
        if let last = points.last, time < last.time { points.removeAll() }
        points.append(Point(x: x, y: y, time: time))
    }

    /// Forgets every sample.
    public mutating func reset() { points.removeAll() }

    /// Pixels per millisecond over the samples of the last 100 ms before the newest sample;
    /// 0 when the pen keeps still, before two samples, or when they share one time.
    public var pxPerMs: Double {
        guard let newest = points.last else { return 0 }
        return speed(from: newest.time - Self.window, to: newest.time, over: nil)
    }

    /// Like `pxPerMs`, but over the 100 ms up to `now`, and spread over the time from the
    /// oldest of those samples to `now`: when samples stop coming (a mouse held still sends
    /// nothing) the figure falls to 0 within 100 ms instead of showing the last flick forever.
    public func pxPerMs(now: Double) -> Double {
        speed(from: now - Self.window, to: now, over: now)
    }

    /// Path length of the samples in [start, end] divided by the time from the oldest of them
    /// to the newest, or to `spanEnd` when given.
    private func speed(from start: Double, to end: Double, over spanEnd: Double?) -> Double {
        var distance = 0.0
        var newer: Point?
        var newestTime: Double?
        var oldestTime: Double?
        var index = points.count - 1
        while index >= 0 {
            let point = points[index]
            index -= 1
            if point.time > end { continue }
            if point.time < start { break }
            if let newer {
                let dx = newer.x - point.x
                let dy = newer.y - point.y
                distance += (dx * dx + dy * dy).squareRoot()
            }
            newer = point
            if newestTime == nil { newestTime = point.time }
            oldestTime = point.time
        }
        guard let newestTime, let oldestTime else { return 0 }
        let span = (spanEnd ?? newestTime) - oldestTime
        guard span > 0 else { return 0 }
        return distance / (span * 1000)
    }
}
