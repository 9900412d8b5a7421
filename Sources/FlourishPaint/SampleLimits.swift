import FlourishSamples

/// Where a sample may lie when it reaches libmypaint, and the repair of one that does not.
///
/// libmypaint 1.6 asserts |x|, |y| < 1e8 (an abort). Below that its operation queue keeps a
/// square map of tile slots that doubles until it holds the farthest dab, so memory grows
/// with the square of the distance (three samples at x = 1e6 took 4.2 GB and tens of
/// seconds), and from about 3e6 pixels out the map's size overflows an int (y = 1e7: a
/// segfault). A position further off the canvas than `margin` is therefore pulled onto the
/// margin, coordinate by coordinate.
///
/// The margin is four times the largest radius the brush's dabs can reach, and at least one
/// 64-pixel tile: a sample within it may still paint on the canvas (a dab's radius, and the
/// jitter and offsets most brushes add), so it is left exactly as delivered; a sample beyond
/// it can only paint off the canvas, where the tile store throws dabs away. Moving it
/// changes only the direction in which the segment joining it to the canvas comes in — for
/// input that was wrong anyway. The work stays bounded: libmypaint's tile map grows by at
/// most the margin beyond what the canvas itself needs, and a segment is at most the
/// canvas's diagonal plus twice the margin long, as long as one drawn across the canvas.
struct SampleLimits: Sendable, Equatable {
    let width: Double
    let height: Double
    let margin: Double

    init(width: Int, height: Int, margin: Double) {
        self.width = Double(width)
        self.height = Double(height)
        self.margin = margin
    }

    /// The margin for a brush whose dabs reach `largestRadius` pixels.
    static func margin(largestRadius: Double) -> Double {
        max(Double(TileStore.tileSize), 4 * largestRadius)
    }

    /// `sample` as libmypaint may be given it, and whether its position had to move; nil when
    /// a coordinate is not a number, which has no nearest place on the canvas. Pressure is
    /// kept in 0...1 and tilt in -1...1, each not-a-number becoming 0 (libmypaint aborts on
    /// a tilt that is not finite).
    func limit(_ sample: Sample) -> (sample: Sample, moved: Bool)? {
        guard !sample.x.isNaN, !sample.y.isNaN else { return nil }
        var limited = sample
        limited.x = min(max(sample.x, -margin), width + margin)
        limited.y = min(max(sample.y, -margin), height + margin)
        limited.pressure = Self.unit(sample.pressure, from: 0)
        limited.xtilt = Self.unit(sample.xtilt, from: -1)
        limited.ytilt = Self.unit(sample.ytilt, from: -1)
        return (limited, limited.x != sample.x || limited.y != sample.y)
    }

    /// `value` within `low`...1; not a number becomes 0.
    private static func unit(_ value: Double, from low: Double) -> Double {
        value.isNaN ? 0 : min(max(value, low), 1)
    }
}
