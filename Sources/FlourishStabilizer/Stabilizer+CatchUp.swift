import FlourishSamples

extension Stabilizer {
    /// The most canvas pixels between two catch-up samples, and the most catch-up samples a
    /// lift adds: libmypaint fills the dabs between samples itself, so these only keep the
    /// brush's speed inputs sensible on a long catch-up, and bound the work of a wild one.
    static let catchUpSpacing = 4.0
    static let maxCatchUpSamples = 32

    /// At a lift, the brush is pulled straight in along the string to the pen's last down
    /// sample: samples evenly spaced from the brush to that sample, its position, pressure and
    /// tilt exactly, the last of them.
    ///
    /// The catch-up takes the time the brush is behind (about τ), or the time to the lift where
    /// that is longer, evenly spread from the last down sample on. Squeezed into the few
    /// milliseconds before the lift it would barely paint: libmypaint's brushes follow their
    /// input with a smoothing of their own in time (`slow_tracking`) and size dabs by speed,
    /// so a brush pulled 40 px in 5 ms leaves its ink short of the end. So catch-up times may
    /// pass the lift's; the lift keeps its own time, and the engine, as it does for any device
    /// clock that steps back, counts no time for it (see `StrokeTimeline`).
    func catchUp(_ stroke: Stroke, liftedAt liftTime: Double, into output: inout [Sample]) {
        guard !stroke.offset.isOnPen else { return }
        let pen = stroke.pen
        let start = Self.brush(at: pen, behind: stroke.offset)
        let distance = ((pen.x - start.x) * (pen.x - start.x) + (pen.y - start.y) * (pen.y - start.y)).squareRoot()
        let count = min(max(Int((distance / Self.catchUpSpacing).rounded(.up)), 1), Self.maxCatchUpSamples)
        let span = max(liftTime - pen.time, stroke.offset.time, 0)
        for k in 1...count {
            let u = Double(k) / Double(count)
            var sample = pen
            sample.time = pen.time + span * Double(k) / Double(count + 1)
            if k < count {
                sample.x = start.x + (pen.x - start.x) * u
                sample.y = start.y + (pen.y - start.y) * u
                sample.pressure = start.pressure + (pen.pressure - start.pressure) * u
                sample.xtilt = start.xtilt + (pen.xtilt - start.xtilt) * u
                sample.ytilt = start.ytilt + (pen.ytilt - start.ytilt) * u
            }
            output.append(sample)
        }
    }
}
