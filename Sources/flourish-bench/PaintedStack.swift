import FlourishRecording
import FlourishSession
import FlourishSessionSetup

/// The stacks the layer benchmarks paint on, and the one painting they time on them: every
/// layer of a 1000x1000 canvas holding libmypaint's 30-second painting, so each layer below and
/// above the one painted on has pixels wherever a stroke goes.
enum PaintedStack {
    /// A session of `depth` layers, each holding the painting (painted once with `brush`, then
    /// duplicated), with the middle one (`depth / 2`) current.
    static func session(depth: Int, frames: [ReplayFrame], brush: String) throws -> PaintSession {
        var setup = SessionSetup()
        setup.brush = brush
        setup.canvasWidth = 1000
        setup.canvasHeight = 1000
        let session = try PaintSession(setup: setup)
        for frame in frames { session.paint(frame.samples) }
        // The painting may end with the pen down: its stroke ends here, so the layer commands
        // below are carried out now rather than waiting for the timed painting's first lift.
        session.perform(.liftTools)
        for _ in 1..<max(depth, 1) { session.perform(.layer(.duplicate)) }
        session.perform(.layer(.select(depth / 2)))
        return session
    }

    /// The painting painted on `session`'s current layer twice, each later than the last (its
    /// times go on from where the stroke before ended): the process CPU milliseconds of the
    /// first (the caches filled as its strokes first reach each tile) and of the second (kept).
    static func paintTwice(_ session: PaintSession, frames: [ReplayFrame]) -> (first: Double, again: Double) {
        let shifted = { (by: Double) in frames.map { frame in frame.samples.map { var s = $0; s.time += by; return s } } }
        var start = cpuMilliseconds()
        for samples in shifted(100) { session.paint(samples) }
        let first = cpuMilliseconds() - start
        start = cpuMilliseconds()
        for samples in shifted(200) { session.paint(samples) }
        return (first, cpuMilliseconds() - start)
    }
}
