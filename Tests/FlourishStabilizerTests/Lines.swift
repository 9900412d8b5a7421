import FlourishSamples
import FlourishTestSupport

/// Pen strokes along the x axis for the stabilizer tests.
enum Line {
    /// A hover sample at (0, 0), `count` down samples along y = 0 at `speed` px/s, `interval`
    /// seconds apart, each moved off the line by up to ±`jitter` px (seeded, so the same every
    /// run), and the lift at the last down sample's place one interval later.
    static func stroke(
        count: Int = 200, speed: Double = 800, interval: Double = 0.005, jitter: Double = 0, seed: UInt64 = 7
    ) -> [Sample] {
        var noise = SeededNumbers(seed: seed)
        var samples = [Sample(x: 0, y: 0, pressure: 0, time: 1, tool: .pen, buttons: [])]
        for i in 0..<count {
            let t = Double(i) * interval
            let dx = jitter == 0 ? 0 : Double.random(in: -jitter...jitter, using: &noise)
            let dy = jitter == 0 ? 0 : Double.random(in: -jitter...jitter, using: &noise)
            samples.append(
                Sample(x: speed * t + dx, y: dy, pressure: 0.5 + 0.3 * Double(i % 7) / 7, time: 1 + t, tool: .pen, buttons: .primary))
        }
        var lift = samples[samples.count - 1]
        lift.time += interval
        lift.pressure = 0
        lift.buttons = []
        samples.append(lift)
        return samples
    }
}

extension Array where Element == Sample {
    /// Root mean square of the down samples' distance from the line y = 0.
    var rmsOffTheLine: Double {
        let down = filter(\.isDown)
        return (down.map { $0.y * $0.y }.reduce(0, +) / Double(down.count)).squareRoot()
    }
}
