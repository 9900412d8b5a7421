import FlourishSamples

/// Where the brush is relative to the pen, in every quantity the stabilizer smooths: the
/// pen's sample minus the brush's. Pressure and tilt are pulled with the position, so each dab
/// carries the pressure the pen had when it was where the dab is (a taper lands where the
/// hand made it, not a string's length early).
struct PenOffset: Equatable {
    var x = 0.0
    var y = 0.0
    var pressure = 0.0
    var xtilt = 0.0
    var ytilt = 0.0
    /// Seconds the brush is behind: the sample clock pulled like the rest.
    var time = 0.0

    static let zero = PenOffset()

    /// Whether the brush sits exactly on the pen (time apart: a brush at rest on a resting pen
    /// is caught up, however long ago the pen arrived).
    var isOnPen: Bool { x == 0 && y == 0 && pressure == 0 && xtilt == 0 && ytilt == 0 }

    var isFinite: Bool {
        x.isFinite && y.isFinite && pressure.isFinite && xtilt.isFinite && ytilt.isFinite && time.isFinite
    }

    /// This offset after the pen moved from `from` to `to` under `step`.
    func pulled(_ step: PullStep, from: Sample, to: Sample) -> PenOffset {
        PenOffset(
            x: step.apply(x, move: to.x - from.x), y: step.apply(y, move: to.y - from.y),
            pressure: step.apply(pressure, move: to.pressure - from.pressure),
            xtilt: step.apply(xtilt, move: to.xtilt - from.xtilt), ytilt: step.apply(ytilt, move: to.ytilt - from.ytilt),
            time: step.apply(time, move: max(to.time - from.time, 0)))
    }
}
