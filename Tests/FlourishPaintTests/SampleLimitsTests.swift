import FlourishSamples
import Testing

@testable import FlourishPaint

@Suite("Sample limits: what reaches libmypaint")
struct SampleLimitsTests {
    let limits = SampleLimits(width: 800, height: 480, margin: 64)

    func sample(_ x: Double, _ y: Double, pressure: Double = 0.5, xtilt: Double = 0, ytilt: Double = 0) -> Sample {
        Sample(x: x, y: y, pressure: pressure, xtilt: xtilt, ytilt: ytilt, time: 1, tool: .pen, buttons: .primary)
    }

    @Test(
        "a position on the canvas or within the margin is kept exactly",
        arguments: [(0.0, 0.0), (799.75, 479.5), (-64, -64), (864, 544), (-63.999, 300), (400, 543.9)])
    func insideKept(x: Double, y: Double) throws {
        let given = sample(x, y, pressure: 0.37, xtilt: 0.25, ytilt: -0.5)
        let (limited, moved) = try #require(limits.limit(given))
        #expect(!moved)
        #expect(limited == given)
    }

    @Test(
        "a position beyond the margin is pulled onto it, coordinate by coordinate",
        arguments: [
            (1e8, 100.0, 864.0, 100.0), (-1e8, 100, -64, 100), (100, 1e7, 100, 544), (1e6, 1e6, 864, 544),
            (-1e300, -1e300, -64, -64), (.infinity, 10, 864, 10), (10, -.infinity, 10, -64), (864.5, 0, 864, 0),
        ])
    func outsidePulledIn(x: Double, y: Double, expectedX: Double, expectedY: Double) throws {
        let (limited, moved) = try #require(limits.limit(sample(x, y)))
        #expect(moved)
        #expect(limited.x == expectedX && limited.y == expectedY)
        #expect(limited.pressure == 0.5 && limited.time == 1 && limited.isDown)
    }

    @Test("a coordinate that is not a number has no place: the sample is refused")
    func nanRefused() {
        #expect(limits.limit(sample(.nan, 10)) == nil)
        #expect(limits.limit(sample(10, .nan)) == nil)
    }

    @Test("pressure stays in 0...1 and tilt in -1...1; not a number becomes 0, and moves no position")
    func pressureAndTilt() throws {
        let wild = try #require(limits.limit(sample(10, 10, pressure: 7, xtilt: -3, ytilt: .infinity)))
        #expect(!wild.moved)
        #expect(wild.sample.pressure == 1 && wild.sample.xtilt == -1 && wild.sample.ytilt == 1)
        let nan = try #require(limits.limit(sample(10, 10, pressure: .nan, xtilt: .nan, ytilt: .nan)))
        #expect(nan.sample.pressure == 0 && nan.sample.xtilt == 0 && nan.sample.ytilt == 0)
        #expect(try #require(limits.limit(sample(10, 10, pressure: -0.5))).sample.pressure == 0)
    }

    @Test("the margin is four of the brush's largest radii, and at least one tile")
    func margin() {
        #expect(SampleLimits.margin(largestRadius: 1.2) == 64)
        #expect(SampleLimits.margin(largestRadius: 16) == 64)
        #expect(SampleLimits.margin(largestRadius: 50) == 200)
        #expect(SampleLimits.margin(largestRadius: 1000) == 4000)
    }
}
