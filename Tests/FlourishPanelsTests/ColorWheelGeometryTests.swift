import FlourishPanels
import Glibc
import Testing

@Suite("ColorWheel geometry")
struct ColorWheelGeometryTests {
    let wheel = ColorWheel(size: 240)

    @Test("a 240 px wheel: ring 118 to 92 px, a 124 px square in the middle")
    func sizes() {
        #expect(wheel.center == 119.5)
        #expect(wheel.outerRadius == 118)
        #expect(abs(wheel.innerRadius - 92.04) < 1e-9)
        #expect(wheel.squareSide == 124)
        #expect(wheel.squareX == 58 && wheel.squareY == 58)
    }

    @Test(
        "the square is centred and its corners stay clear of the ring",
        arguments: [64, 65, 120, 199, 240, 241, 400])
    func squareFits(size: Int) {
        let wheel = ColorWheel(size: size)
        #expect(Double(wheel.squareX) + Double(wheel.squareSide - 1) / 2 == wheel.center)
        #expect(wheel.squareY == wheel.squareX)
        // The square's drawn corner, half a pixel past the corner pixel's centre.
        let halfDiagonal = Double(wheel.squareSide) / 2 * 2.0.squareRoot()
        #expect(halfDiagonal <= wheel.innerRadius - 0.5 - 3)
        // …and not by much: a square one pixel bigger each side would not fit with the gap.
        #expect(Double(wheel.squareSide + 2) / 2 * 2.0.squareRoot() > wheel.innerRadius - 0.5 - 3)
    }

    @Test("square corners are (s, v) = (0, 1) top-left, (1, 1) top-right, (0, 0) and (1, 0) below")
    func squareCorners() {
        let first = Double(wheel.squareX)
        let last = Double(wheel.squareX + wheel.squareSide - 1)
        #expect(wheel.hit(x: first, y: first) == .square(saturation: 0, value: 1))
        #expect(wheel.hit(x: last, y: first) == .square(saturation: 1, value: 1))
        #expect(wheel.hit(x: first, y: last) == .square(saturation: 0, value: 0))
        #expect(wheel.hit(x: last, y: last) == .square(saturation: 1, value: 0))
        #expect(wheel.hit(x: wheel.center, y: wheel.center) == .square(saturation: 0.5, value: 0.5))
    }

    @Test("hue 0 is at 3 o'clock and hue grows clockwise on screen, as in MyPaint")
    func orientation() throws {
        let radius = wheel.midRadius
        let c = wheel.center
        let cases: [(x: Double, y: Double, hue: Double)] = [
            (c + radius, c, 0), (c, c + radius, 0.25), (c - radius, c, 0.5), (c, c - radius, 0.75),
        ]
        for point in cases {
            guard case .ring(let hue) = try #require(wheel.hit(x: point.x, y: point.y)) else {
                Issue.record("(\(point.x), \(point.y)) is not on the ring")
                continue
            }
            #expect(hueDistance(hue, point.hue) < 1e-12, "at (\(point.x), \(point.y))")
        }
    }

    @Test("the gap between ring and square, and everything outside the ring, hit nothing")
    func misses() {
        let c = wheel.center
        let square = Double(wheel.squareX)
        // Between the square's edges and the ring's inner edge.
        #expect(wheel.hit(x: c, y: square - 2) == nil)
        #expect(wheel.hit(x: c, y: 2 * c - square + 2) == nil)
        #expect(wheel.hit(x: square - 2, y: c) == nil)
        #expect(wheel.hit(x: 2 * c - square + 2, y: c) == nil)
        // The panel's corners, beyond the ring.
        for (x, y) in [(0.0, 0.0), (239, 0), (0, 239), (239, 239)] {
            #expect(wheel.hit(x: x, y: y) == nil)
        }
        // All round: a pixel inside the ring's inner edge and one outside its outer edge.
        for step in 0..<72 {
            let angle = Double(step) / 72 * 2 * Double.pi
            let (cosine, sine) = (cos(angle), sin(angle))
            for radius in [wheel.innerRadius - 1, wheel.outerRadius + 1] {
                let hit = wheel.hit(x: c + radius * cosine, y: c + radius * sine)
                #expect(hit == nil, "\(step) at \(radius)")
            }
            // While just inside each edge is ring.
            for radius in [wheel.innerRadius + 0.25, wheel.outerRadius - 0.25] {
                let hit = wheel.hit(x: c + radius * cosine, y: c + radius * sine)
                #expect(hit.isRing, "\(step) at \(radius)")
            }
        }
    }

    @Test("position(saturation:value:) and hit round trip over the square")
    func squareRoundTrip() throws {
        let steps = 40
        for i in 0...steps {
            for j in 0...steps {
                let (s, v) = (Double(i) / Double(steps), Double(j) / Double(steps))
                let point = wheel.position(saturation: s, value: v)
                let hit = try #require(wheel.hit(x: point.x, y: point.y))
                guard case .square(let s2, let v2) = hit else {
                    Issue.record("(\(s), \(v)) placed at \(point), off the square")
                    continue
                }
                #expect(abs(s2 - s) < 1e-12 && abs(v2 - v) < 1e-12)
            }
        }
        // And every pixel of the square reads back to its own position.
        let side = wheel.squareSide
        for row in wheel.squareY..<(wheel.squareY + side) {
            for column in wheel.squareX..<(wheel.squareX + side) {
                guard case .square(let s, let v) = wheel.hit(x: Double(column), y: Double(row)) else {
                    Issue.record("pixel (\(column), \(row)) is not on the square")
                    continue
                }
                let marker = wheel.position(saturation: s, value: v)
                #expect(abs(marker.x - Double(column)) < 1e-9 && abs(marker.y - Double(row)) < 1e-9)
            }
        }
    }

    @Test("position(ofHue:) and hit round trip round the ring")
    func ringRoundTrip() throws {
        for step in 0..<720 {
            let hue = Double(step) / 720
            let point = wheel.position(ofHue: hue)
            let hit = try #require(wheel.hit(x: point.x, y: point.y))
            guard case .ring(let back) = hit else {
                Issue.record("hue \(hue) placed at \(point), off the ring")
                continue
            }
            #expect(hueDistance(back, hue) < 1e-9)
        }
        // Every ring pixel's hue puts the marker on that pixel's own ray, within a pixel of
        // where the ray crosses the mid-circle.
        let c = wheel.center
        for row in 0..<wheel.size {
            for column in 0..<wheel.size {
                let hit = wheel.hit(x: Double(column), y: Double(row))
                guard case .ring(let hue) = hit else { continue }
                let (dx, dy) = (Double(column) - c, Double(row) - c)
                let length = (dx * dx + dy * dy).squareRoot()
                let expected = (c + dx / length * wheel.midRadius, c + dy / length * wheel.midRadius)
                let marker = wheel.position(ofHue: hue)
                let miss = ((marker.x - expected.0) * (marker.x - expected.0)
                    + (marker.y - expected.1) * (marker.y - expected.1)).squareRoot()
                #expect(miss < 1, "pixel (\(column), \(row)), hue \(hue)")
            }
        }
    }
}

extension Optional<ColorWheel.Hit> {
    /// Whether this is a ring hit, whatever its hue.
    var isRing: Bool {
        if case .ring = self { return true }
        return false
    }
}
