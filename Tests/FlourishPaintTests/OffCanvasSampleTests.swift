import FlourishSamples
import Testing

@testable import FlourishPaint

/// The mutation fuzz's coordinates, painted through the engine every input path uses.
///
/// Before the limits, libmypaint aborted on |x| >= 1e8 (its assertion), segfaulted on
/// y = 1e7 (its tile map's size overflowed an int) and took gigabytes for x = 1e6.
@Suite("Samples far off the canvas", .serialized)
struct OffCanvasSampleTests {
    static let width = 800
    static let height = 480

    func engine(_ brush: String = "classic/pencil") throws -> PaintEngine {
        PaintEngine(width: Self.width, height: Self.height, brush: try Brush(named: brush))
    }

    func down(_ x: Double, _ y: Double, at time: Double) -> Sample {
        Sample(x: x, y: y, pressure: 0.6, time: time, tool: .pen, buttons: .primary)
    }

    /// A stroke from (100, 100) out to each of `wild` and back to (120, 100), then the lift.
    func stroke(through wild: [(Double, Double)]) -> [Sample] {
        var samples = [Sample(x: 100, y: 100, pressure: 0, time: 1, tool: .pen, buttons: [])]
        samples.append(down(100, 100, at: 1.01))
        for (i, (x, y)) in wild.enumerated() { samples.append(down(x, y, at: 1.02 + Double(i) * 0.01)) }
        let end = 1.03 + Double(wild.count) * 0.01
        samples.append(down(120, 100, at: end))
        samples.append(Sample(x: 120, y: 100, pressure: 0, time: end + 0.01, tool: .pen, buttons: []))
        return samples
    }

    /// The dirty box lies within the canvas grown by twice `margin`.
    func nearCanvas(_ bounds: PixelRect, margin: Double) -> Bool {
        let reach = Int(2 * margin)
        return bounds.x >= -reach && bounds.y >= -reach && bounds.x + bounds.width <= Self.width + reach
            && bounds.y + bounds.height <= Self.height + reach
    }

    @Test(
        "each fuzz coordinate is pulled onto the margin, counted, and paints a bounded stroke",
        arguments: [
            [(1e8, 100.0)], [(-1e8, 100)], [(100, 1e7)], [(1e6, 100), (1e6, 200), (1e6, 300)], [(1e5, 1e5)],
            [(-1e300, -1e300)], [(.infinity, 100)], [(100, -.infinity)], [(3e7, -2e9), (-7e12, 5e6)],
        ])
    func wildCoordinates(_ wild: [(Double, Double)]) throws {
        let engine = try engine()
        let region = engine.continueStroke(stroke(through: wild))
        #expect(engine.clampedSamples == UInt64(wild.count))
        let margin = SampleLimits.margin(largestRadius: engine.brush(for: .pen).largestRadius)
        #expect(margin == 64)
        #expect(nearCanvas(region.bounds, margin: margin), "\(region.bounds)")
        // Out to the margin and back is at most a few thousand pixels of pencil, about 3 dabs
        // a pixel; x = 1e6 drew millions before.
        #expect(engine.dabs > 0 && engine.dabs < 20_000)
        #expect(!region.tiles.isEmpty, "the stroke still paints on the canvas")
    }

    @Test("a position that is not a number is left out and counted; the rest of the stroke paints")
    func nanPosition() throws {
        let engine = try engine()
        engine.continueStroke(stroke(through: [(.nan, 100), (300, .nan), (400, 100)]))
        #expect(engine.clampedSamples == 2)
        #expect(engine.tiles.pixel(x: 250, y: 100).a > 0)
    }

    @Test("pressure and tilt that are not numbers paint as 0 (libmypaint aborts on such a tilt)")
    func nanPressureAndTilt() throws {
        let engine = try engine()
        var samples = stroke(through: [(200, 100), (300, 100)])
        for i in samples.indices {
            samples[i].xtilt = .nan
            samples[i].ytilt = .infinity
        }
        samples[2].pressure = .nan
        engine.continueStroke(samples)
        #expect(engine.clampedSamples == 0)
        #expect(engine.tiles.pixel(x: 250, y: 100).a > 0)
    }

    @Test("negative control: samples on the canvas and within the margin are not clamped, and paint as on a canvas that needs no clamping")
    func withinMarginUntouched() throws {
        let small = try engine()
        // Out to x = 860 (the margin reaches 864) and y = -60, and back.
        let samples = stroke(through: [(700, 300), (860, 300), (860, -60), (780, 40)])
        small.continueStroke(samples)
        #expect(small.clampedSamples == 0)
        // The stroke's paint reaches the canvas's last columns.
        var edge = 0
        for y in 0..<Self.height { for x in 790..<Self.width where small.tiles.pixel(x: x, y: y).a > 0 { edge += 1 } }
        #expect(edge > 0)

        // On a canvas large enough to hold the whole stroke the same dabs fall on the same
        // tiles: every tile the small canvas has is byte for byte the large one's.
        let large = PaintEngine(width: 2048, height: 2048, brush: try Brush(named: "classic/pencil"))
        large.continueStroke(samples)
        #expect(large.clampedSamples == 0)
        #expect(!small.tiles.allocatedTiles.isEmpty)
        for tile in small.tiles.allocatedTiles {
            let a = try #require(small.tiles.pixels(of: tile))
            let b = try #require(large.tiles.pixels(of: tile))
            #expect(Array(UnsafeBufferPointer(start: a, count: TileStore.valuesPerTile))
                == Array(UnsafeBufferPointer(start: b, count: TileStore.valuesPerTile)), "tile \(tile)")
        }
    }

    @Test("the margin grows with the brush: a sample 200 px out is kept for a radius-60 brush")
    func marginFollowsBrush() throws {
        let engine = try engine()
        engine.brush(for: .pen).radius = 60
        engine.continueStroke(stroke(through: [(1000, 100)]))
        #expect(engine.clampedSamples == 0)
        engine.continueStroke(stroke(through: [(1100, 100)]))
        #expect(engine.clampedSamples == 1)
    }
}
