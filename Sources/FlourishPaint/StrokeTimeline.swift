/// Turns device timestamps into the `dtime` libmypaint's brush dynamics need.
///
/// Devices stamp samples with a coarse clock (the X server's is in milliseconds), so several
/// samples can share a time, and a merged stream can step backwards. As MyPaint does:
/// time that steps backwards is clamped to the last time seen, and a run of equal times is
/// spread evenly over the interval since the previous distinct time, so a brush never sees
/// a burst of zero-length steps (which would read as infinite speed).
///
/// Spreading looks ahead only inside the batch it is given; a run that began in an earlier
/// batch has already been handed over and is not revised, so its later members get dtime 0
/// (libmypaint treats that as its minimum, 0.1 ms).
public struct StrokeTimeline: Sendable {
    private var lastTime: Double?

    public init() {}

    /// The dtime of each sample of `batch`, in seconds, appended to `dtimes` after clearing it.
    public mutating func dtimes<C: RandomAccessCollection>(
        for times: C, into dtimes: inout [Double]
    ) where C.Element == Double, C.Index == Int {
        dtimes.removeAll(keepingCapacity: true)
        var i = times.startIndex
        while i < times.endIndex {
            let raw = times[i]
            guard let last = lastTime else {
                lastTime = raw.isFinite ? raw : 0
                dtimes.append(0)
                i += 1
                continue
            }
            let time = raw.isFinite ? max(raw, last) : last
            if time == last {
                dtimes.append(0)
                i += 1
                continue
            }
            // A run of samples stamped `time` (later samples stamped earlier are clamped into
            // it) shares the interval since `last`.
            var end = i + 1
            while end < times.endIndex, !(times[end] > time) { end += 1 }
            let step = (time - last) / Double(end - i)
            for _ in i..<end { dtimes.append(step) }
            lastTime = time
            i = end
        }
    }
}
