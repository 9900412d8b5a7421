import FlourishPanels
import FlourishSamples
import Testing

@Suite("ColorWheel pixels")
struct ColorWheelPixelTests {
    let wheel = ColorWheel(size: 240)

    /// R, G, B, A of pixel (x, y) in a `width`-pixel-wide RGBA buffer.
    func pixel(_ bytes: [UInt8], width: Int, x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let offset = (y * width + x) * 4
        let channel = { Int(bytes[offset + $0]) }
        return (channel(0), channel(1), channel(2), channel(3))
    }

    /// Whether each of `p`'s channels is `expected`'s to the nearest step.
    func isNearest(
        _ p: (r: Int, g: Int, b: Int, a: Int), to expected: (r: Double, g: Double, b: Double)
    ) -> Bool {
        isNearestStep(UInt8(p.r), of: expected.r) && isNearestStep(UInt8(p.g), of: expected.g)
            && isNearestStep(UInt8(p.b), of: expected.b)
    }

    @Test("the ring shows each primary and secondary at its hue's place, opaque", arguments: [
        (0.0, 255, 0, 0), (1.0 / 6, 255, 255, 0), (1.0 / 3, 0, 255, 0),
        (0.5, 0, 255, 255), (2.0 / 3, 0, 0, 255), (5.0 / 6, 255, 0, 255),
    ] as [(Double, Int, Int, Int)])
    func ringHues(hue: Double, r: Int, g: Int, b: Int) {
        let ring = wheel.ringPixels()
        #expect(ring.count == 240 * 240 * 4)
        let point = wheel.position(ofHue: hue)
        let p = pixel(ring, width: 240, x: Int(point.x.rounded()), y: Int(point.y.rounded()))
        #expect(abs(p.r - r) <= 1 && abs(p.g - g) <= 1 && abs(p.b - b) <= 1, "hue \(hue): \(p)")
        #expect(p.a == 255)
    }

    @Test("the ring is transparent in the middle and in the panel's corners")
    func ringTransparency() {
        let ring = wheel.ringPixels()
        let middle = [(119, 119), (120, 120), (119, 120), (120, 119)]
        for (x, y) in middle + [(0, 0), (239, 0), (0, 239), (239, 239)] {
            #expect(pixel(ring, width: 240, x: x, y: y).a == 0, "(\(x), \(y))")
        }
        // The square's area too: the square texture goes there.
        let square = wheel.squareX..<(wheel.squareX + wheel.squareSide)
        #expect(square.allSatisfy { pixel(ring, width: 240, x: $0, y: $0).a == 0 })
    }

    @Test("the ring's edges ramp over about a pixel; whole inside, nothing outside")
    func ringEdges() {
        let ring = wheel.ringPixels()
        var partialOuter = 0
        var partialInner = 0
        for y in 0..<240 {
            for x in 0..<240 {
                let alpha = pixel(ring, width: 240, x: x, y: y).a
                let (dx, dy) = (Double(x) - wheel.center, Double(y) - wheel.center)
                let distance = (dx * dx + dy * dy).squareRoot()
                if abs(distance - wheel.outerRadius) <= 0.5 || abs(distance - wheel.innerRadius) <= 0.5 {
                    if alpha > 0 && alpha < 255 {
                        if distance > wheel.midRadius { partialOuter += 1 } else { partialInner += 1 }
                    }
                } else if distance > wheel.innerRadius && distance < wheel.outerRadius {
                    #expect(alpha == 255, "(\(x), \(y)) inside the ring")
                } else {
                    #expect(alpha == 0, "(\(x), \(y)) off the ring")
                }
            }
        }
        // Most pixels within half a pixel of an edge are partly covered: about the
        // circumference's worth of each.
        #expect(Double(partialOuter) > 2 * Double.pi * wheel.outerRadius * 0.8)
        #expect(Double(partialInner) > 2 * Double.pi * wheel.innerRadius * 0.8)
    }

    @Test("the ring is hit exactly where it is drawn, the square where it goes, nothing else",
        // 84 and 111 have edge pixels covered by less than half a step, which only alpha
        // rounded up still shows.
        arguments: [64, 84, 111, 240, 241, 512])
    func hitMatchesPixels(size: Int) {
        let wheel = ColorWheel(size: size)
        let ring = wheel.ringPixels()
        let square = wheel.squareX..<(wheel.squareX + wheel.squareSide)
        for y in 0..<size {
            for x in 0..<size {
                let hit = wheel.hit(x: Double(x), y: Double(y))
                let drawn = pixel(ring, width: size, x: x, y: y).a > 0
                switch hit {
                case .ring: #expect(drawn, "(\(x), \(y))")
                case .square: #expect(square.contains(x) && square.contains(y), "(\(x), \(y))")
                case nil: #expect(!drawn && !(square.contains(x) && square.contains(y)), "(\(x), \(y))")
                }
            }
        }
    }

    @Test("every ring pixel is the saturated hue of its angle")
    func ringColours() {
        let ring = wheel.ringPixels()
        for y in stride(from: 0, to: 240, by: 3) {
            for x in stride(from: 0, to: 240, by: 3) {
                guard case .ring(let hue) = wheel.hit(x: Double(x), y: Double(y)) else { continue }
                let expected = referenceRGB(hue: hue, saturation: 1, value: 1)
                let p = pixel(ring, width: 240, x: x, y: y)
                #expect(isNearest(p, to: expected), "(\(x), \(y)) hue \(hue): \(p)")
            }
        }
    }

    @Test("square corners are white, the pure hue, and black", arguments: [
        (0.0, 255, 0, 0), (1.0 / 3, 0, 255, 0), (2.0 / 3, 0, 0, 255), (0.5, 0, 255, 255),
    ] as [(Double, Int, Int, Int)])
    func squareCorners(hue: Double, r: Int, g: Int, b: Int) {
        let side = wheel.squareSide
        let square = wheel.squarePixels(hue: hue)
        #expect(square.count == side * side * 4)
        #expect(pixel(square, width: side, x: 0, y: 0) == (255, 255, 255, 255))
        #expect(pixel(square, width: side, x: side - 1, y: 0) == (r, g, b, 255))
        #expect(pixel(square, width: side, x: 0, y: side - 1) == (0, 0, 0, 255))
        #expect(pixel(square, width: side, x: side - 1, y: side - 1) == (0, 0, 0, 255))
    }

    @Test("a different hue gives a different square")
    func squareFollowsHue() {
        let side = wheel.squareSide
        let red = wheel.squarePixels(hue: 0)
        let cyan = wheel.squarePixels(hue: 0.5)
        let redCorner = pixel(red, width: side, x: side - 1, y: 0)
        let cyanCorner = pixel(cyan, width: side, x: side - 1, y: 0)
        #expect(redCorner != cyanCorner)
        // The hue-free column (saturation 0) is the same greys in both.
        for y in 0..<side {
            #expect(pixel(red, width: side, x: 0, y: y) == pixel(cyan, width: side, x: 0, y: y))
        }
    }

    @Test(
        "each square pixel is HSV(hue, s, v) of its own hit, to the nearest step",
        arguments: [0.0, 0.13, 0.37, 0.5, 0.81, 0.999])
    func squareColours(hue: Double) throws {
        let side = wheel.squareSide
        let square = wheel.squarePixels(hue: hue)
        for y in 0..<side {
            for x in 0..<side {
                let hit = wheel.hit(x: Double(wheel.squareX + x), y: Double(wheel.squareY + y))
                guard case .square(let s, let v) = hit else {
                    Issue.record("square pixel (\(x), \(y)) is not hit as the square")
                    return
                }
                let expected = referenceRGB(hue: hue, saturation: s, value: v)
                let p = pixel(square, width: side, x: x, y: y)
                #expect(isNearest(p, to: expected) && p.a == 255, "(\(x), \(y)): \(p)")
            }
        }
        // And FlourishPaint's own RGB→HSV reads a vivid pixel back to the same hue, s and v.
        let (x, y) = (side * 9 / 10, side / 10)
        let p = pixel(square, width: side, x: x, y: y)
        let hsv = Color(r: UInt8(p.r), g: UInt8(p.g), b: UInt8(p.b)).hsv
        let hit = try #require(wheel.hit(x: Double(wheel.squareX + x), y: Double(wheel.squareY + y)))
        guard case .square(let s, let v) = hit else { return }
        #expect(hueDistance(hsv.h, hue) < 0.01 && abs(hsv.s - s) < 0.01 && abs(hsv.v - v) < 0.01)
    }

    @Test("writeSquarePixels reuses a buffer of the right size and resizes any other")
    func squareBufferReuse() {
        let side = wheel.squareSide
        var buffer = [UInt8](repeating: 7, count: side * side * 4)
        let before = buffer.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        wheel.writeSquarePixels(hue: 0.2, into: &buffer)
        let after = buffer.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        #expect(before == after)
        #expect(buffer == wheel.squarePixels(hue: 0.2))
        var small: [UInt8] = [1, 2, 3]
        wheel.writeSquarePixels(hue: 0.2, into: &small)
        #expect(small == buffer)
    }
}
