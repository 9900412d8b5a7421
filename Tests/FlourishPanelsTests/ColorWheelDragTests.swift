import FlourishPanels
import Testing

@Suite("ColorWheel drags")
struct ColorWheelDragTests {
    let wheel = ColorWheel(size: 240)

    @Test("a square drag is held to the square's edges wherever the pointer goes")
    func squareDragClamps() throws {
        let start = try #require(wheel.hit(x: wheel.center, y: wheel.center))
        #expect(wheel.dragged(from: start, toX: -1000, y: -1000) == .square(saturation: 0, value: 1))
        #expect(wheel.dragged(from: start, toX: 5000, y: -3) == .square(saturation: 1, value: 1))
        #expect(wheel.dragged(from: start, toX: -3, y: 5000) == .square(saturation: 0, value: 0))
        #expect(wheel.dragged(from: start, toX: 1000, y: 1000) == .square(saturation: 1, value: 0))
        // Along an edge only the other axis is held.
        let middle = wheel.position(saturation: 0.25, value: 0.75)
        #expect(wheel.dragged(from: start, toX: middle.x, y: -50) == .square(saturation: 0.25, value: 1))
        #expect(wheel.dragged(from: start, toX: 400, y: middle.y) == .square(saturation: 1, value: 0.75))
        // Out over the ring it is still the square that changes.
        let onRing = wheel.position(ofHue: 0.6)
        guard case .square = wheel.dragged(from: start, toX: onRing.x, y: onRing.y) else {
            Issue.record("a square drag over the ring changed the hue")
            return
        }
    }

    @Test("a ring drag changes only the hue, inside the square and outside the panel")
    func ringDragKeepsHue() throws {
        let start = wheel.position(ofHue: 0.1)
        let hit = try #require(wheel.hit(x: start.x, y: start.y))
        let c = wheel.center
        let cases: [(x: Double, y: Double, hue: Double)] = [
            (c + 10, c, 0),  // inside the square, right of centre
            (c - 10, c - 10, 0.625),  // inside the square, up and left
            (c, c + 1000, 0.25),  // far below the panel
            (-500, c, 0.5),  // far left
            (c + 3, c - 3, 0.875),  // near the centre, in the square
        ]
        for point in cases {
            guard case .ring(let hue) = wheel.dragged(from: hit, toX: point.x, y: point.y) else {
                Issue.record("a ring drag to (\(point.x), \(point.y)) left the ring")
                continue
            }
            #expect(hueDistance(hue, point.hue) < 1e-12, "to (\(point.x), \(point.y))")
        }
    }

    @Test("a ring drag onto the exact centre keeps the hue it had")
    func ringDragAtCenter() {
        let c = wheel.center
        #expect(wheel.dragged(from: .ring(hue: 0.3), toX: c, y: c) == .ring(hue: 0.3))
        #expect(wheel.dragged(from: .ring(hue: 0.7), toX: c + 0.2, y: c) == .ring(hue: 0.7))
        // A little further out the angle counts again.
        #expect(wheel.dragged(from: .ring(hue: 0.7), toX: c + 1, y: c) == .ring(hue: 0))
    }
}
