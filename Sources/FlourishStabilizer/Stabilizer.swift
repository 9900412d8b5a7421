import FlourishSamples

/// Smooths a pen's strokes before they are painted: the brush is pulled after the pen as by
/// a damped string (Krita's "weighted" smoothing, Rnote's inertial mode), so the hand's
/// jitter is averaged out and a line comes out steadier than it was drawn.
///
/// The pull is a first-order lag in *time* (`PullStep`), not a string of fixed length in
/// space: a fixed-length string leaves the brush a string's length behind a pen at rest and so
/// never settles, and says nothing about how long ago the pen was where the brush is. With a
/// time constant the brush settles onto a resting pen, trails a constant-speed line by
/// exactly τ (so `lag` is a well-defined distance *and* time), and the path does not depend on
/// the device's sampling rate.
///
/// Every sample is taken once, in order, and gives exactly one sample out, in order, with the
/// same time, tool and buttons: the engine sees the same number of samples at the same times,
/// only the position, pressure and tilt pulled. The one addition is at a lift (see
/// `catchUp`): before the up sample, samples that take the brush straight to the last down
/// sample, in the time the brush is behind, so a stroke ends exactly where the pen left the
/// canvas. No clock is read (time
/// comes from the samples), so a replay of the same samples gives the same output, bit for bit.
///
/// Only strokes are smoothed: a pen in the air is passed through, so the next stroke starts
/// exactly where the pen touches down. At strength 0 every sample passes through unchanged.
public struct Stabilizer: Sendable {
    /// The stroke being smoothed: its tool, the pen's last (raw) down sample, and how far the
    /// brush trails it.
    struct Stroke {
        var tool: Tool
        var pen: Sample
        var offset: PenOffset
    }

    /// The time constant at strength 1, in seconds: a quarter second, a slow, deliberate
    /// line; at the middle strength (τ = 62.5 ms) a quick hand still feels connected.
    public static let longestTimeConstant = 0.25

    /// 0 (off: samples pass through) to 1 (the strongest pull); values outside are clamped and
    /// a value that is not a number is 0. A change takes effect from the next sample, in the
    /// middle of a stroke too.
    public var strength: Double {
        didSet { strength = Self.clamped(strength) }
    }

    var stroke: Stroke?

    public init(strength: Double = 0) {
        self.strength = Self.clamped(strength)
    }

    /// `value` as a strength: in 0...1, and 0 for a value that is no number.
    public static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// The pull's time constant at `strength`, in seconds: it grows with the square of the
    /// strength, so the low end, where most painters set it, is finely graded.
    public static func timeConstant(strength: Double) -> Double {
        let s = clamped(strength)
        return longestTimeConstant * s * s
    }

    /// How far the brush trails the pen now; nil while no stroke is being smoothed (the pen up,
    /// or the strength 0).
    public var lag: StabilizerLag? {
        guard let stroke, strength > 0 else { return nil }
        return StabilizerLag(
            pixels: (stroke.offset.x * stroke.offset.x + stroke.offset.y * stroke.offset.y).squareRoot(),
            milliseconds: stroke.offset.time * 1000)
    }

    /// Appends what the engine paints for `sample`: its smoothed copy, preceded, where it lifts
    /// the pen from a stroke the brush has not caught up with, by the catch-up samples.
    public mutating func stabilize(_ sample: Sample, into output: inout [Sample]) {
        guard sample.x.isFinite, sample.y.isFinite, sample.pressure.isFinite, sample.xtilt.isFinite,
            sample.ytilt.isFinite, sample.time.isFinite
        else {
            // The engine refuses or clamps such a sample; it must not poison the pull.
            output.append(sample)
            return
        }
        guard sample.isDown else {
            if let stroke, stroke.tool == sample.tool { catchUp(stroke, liftedAt: sample.time, into: &output) }
            stroke = nil
            output.append(sample)
            return
        }
        guard var current = stroke, current.tool == sample.tool else {
            // A touch-down (or another device's: the engine starts that brush afresh): the
            // brush starts on the pen.
            stroke = Stroke(tool: sample.tool, pen: sample, offset: .zero)
            output.append(sample)
            return
        }
        let tau = Self.timeConstant(strength: strength)
        var offset = PenOffset.zero
        if tau > 0 {
            offset = current.offset.pulled(PullStep(seconds: sample.time - current.pen.time, tau: tau), from: current.pen, to: sample)
            // Finite samples far apart can still overflow the differences.
            if !offset.isFinite { offset = .zero }
        }
        current.pen = sample
        current.offset = offset
        stroke = current
        output.append(offset.isOnPen ? sample : Self.brush(at: sample, behind: offset))
    }

    /// Forgets the stroke without catching up: its tool was lifted without a sample (a device
    /// went away, the view moved under the pen), and the engine ends it where the brush is.
    public mutating func forget() {
        stroke = nil
    }

    /// The brush's sample: `pen` less `offset`, pressure and tilt kept in their ranges.
    static func brush(at pen: Sample, behind offset: PenOffset) -> Sample {
        var brush = pen
        brush.x = pen.x - offset.x
        brush.y = pen.y - offset.y
        brush.pressure = min(max(pen.pressure - offset.pressure, 0), 1)
        brush.xtilt = min(max(pen.xtilt - offset.xtilt, -1), 1)
        brush.ytilt = min(max(pen.ytilt - offset.ytilt, -1), 1)
        return brush
    }
}
