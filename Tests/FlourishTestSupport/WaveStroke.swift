import FlourishSamples
import Foundation

/// A pen stroke as the engine, session, recording and document tests paint one: a hover
/// sample, the tip down along a sine wave to the right with pressure swelling and easing off
/// (so the ends are faint), and the lift, samples `interval` seconds apart (5 ms: a 200 Hz
/// tablet). Each suite's stroke is one of the shapes below, so every test paints what it
/// always painted.
public struct WaveStroke: Sendable {
    /// How far right the stroke goes, window or canvas pixels.
    public var length: Double
    /// How far up and down the wave goes.
    public var amplitude: Double
    /// Half periods of the sine along the stroke: 2 is one whole wave.
    public var halfWaves: Double
    public var samples: Int
    /// The pressure at the ends of the tip's path, and how much it swells in the middle.
    public var pressure: (base: Double, swell: Double)
    /// The x tilt at the start and at the end (in between it changes evenly), and the y tilt.
    public var xtilt: (start: Double, end: Double)
    public var ytilt: Double
    /// When a stroke starts where the caller does not say.
    public var startTime: Double
    public var interval: Double

    public init(
        length: Double, amplitude: Double, halfWaves: Double, samples: Int, pressure: (base: Double, swell: Double),
        xtilt: (start: Double, end: Double) = (0, 0), ytilt: Double = 0, startTime: Double = 1, interval: Double = 0.005
    ) {
        (self.length, self.amplitude, self.halfWaves, self.samples) = (length, amplitude, halfWaves, samples)
        (self.pressure, self.xtilt, self.ytilt) = (pressure, xtilt, ytilt)
        (self.startTime, self.interval) = (startTime, interval)
    }

    /// The engine tests' curve: 200 px, one wave 30 px high, the x tilt turning as it goes.
    public static let curve = WaveStroke(
        length: 200, amplitude: 30, halfWaves: 2, samples: 60, pressure: (0.2, 0.7), xtilt: (0, 0.3), ytilt: -0.2)
    /// The session and recording tests' pen: 160 px, one wave 25 px high, firmer throughout.
    public static let pen = WaveStroke(
        length: 160, amplitude: 25, halfWaves: 2, samples: 40, pressure: (0.3, 0.6), xtilt: (0.2, 0.2), ytilt: -0.1)
    /// The document tests' painting stroke: 260 px, a wave and a half 40 px high, faint ends.
    public static let painting = WaveStroke(
        length: 260, amplitude: 40, halfWaves: 3, samples: 70, pressure: (0.15, 0.8), xtilt: (0.2, 0.2), ytilt: -0.1)

    /// The stroke from (x0, y0), with the shape's `length`, `samples` and start time unless
    /// given.
    public func samples(
        from x0: Double, _ y0: Double, length: Double? = nil, samples: Int? = nil, startTime: Double? = nil,
        tool: Tool = .pen
    ) -> [Sample] {
        let length = length ?? self.length
        let count = samples ?? self.samples
        let startTime = startTime ?? self.startTime
        return (0..<count).map { i in
            let u = Double(i) / Double(count - 1)
            let down = i > 0 && i < count - 1
            return Sample(
                x: x0 + length * u, y: y0 + amplitude * sin(u * .pi * halfWaves),
                pressure: down ? pressure.base + pressure.swell * sin(u * .pi) : 0,
                xtilt: xtilt.start + (xtilt.end - xtilt.start) * u, ytilt: ytilt,
                time: startTime + Double(i) * interval, tool: tool, buttons: down ? .primary : [])
        }
    }
}
