import FlourishGestures
import Testing

@testable import FlourishGestures

@Suite("Preprocessing ink into a digit tensor")
struct DigitPreprocessorTests {
    let preprocessor = DigitPreprocessor()

    func tensor(_ strokes: [GestureStroke], _ preprocessor: DigitPreprocessor = DigitPreprocessor()) throws
        -> DigitTensor
    {
        try preprocessor.tensor(for: strokes)
    }

    @Test("no ink is a reject, not a crash: no strokes, or strokes without points")
    func emptyInk() {
        #expect(throws: PreprocessingFailure.emptyInk) { try preprocessor.tensor(for: []) }
        #expect(throws: PreprocessingFailure.emptyInk) {
            try preprocessor.tensor(for: [GestureStroke(points: []), GestureStroke(points: [])])
        }
    }

    @Test("a dot, ink under a pixel, or a coordinate that is not a number is degenerate ink")
    func degenerateInk() {
        let dot = GestureStroke(points: [GesturePoint(x: 40, y: 40, time: 0)])
        let sameSpot = GestureStroke(points: Array(repeating: GesturePoint(x: 40, y: 40, time: 0), count: 5))
        let tiny = Pen.stroke([(40, 40), (40.6, 40.3)])
        let notANumber = Pen.stroke([(40, 40), (.nan, 80)])
        let infinite = Pen.stroke([(40, 40), (.infinity, 80)])
        let huge = Pen.stroke([(-1e308, 0), (1e308, 10)])
        for strokes in [[dot], [sameSpot], [tiny], [notANumber], [infinite], [huge], [dot, GestureStroke(points: [])]] {
            #expect(throws: PreprocessingFailure.degenerateInk) { try preprocessor.tensor(for: strokes) }
        }
    }

    @Test("a straight 1 (a box of zero width) is not degenerate: a 20 px line a few pixels wide")
    func straightOne() throws {
        let one = try tensor(Shapes.one())
        #expect(one.inkHeight == 20)
        #expect((2...4).contains(one.inkWidth))
        let flat = try tensor(Shapes.bar(length: 90))
        #expect(flat.inkWidth == 20)
        #expect((2...4).contains(flat.inkHeight))
    }

    @Test("the same input gives the same tensor; moving it on screen changes nothing")
    func deterministic() throws {
        for (name, strokes) in Shapes.all {
            let first = try tensor(strokes)
            #expect(try tensor(strokes) == first, "\(name)")
            let moved = strokes.map { stroke in
                GestureStroke(points: stroke.points.map { GesturePoint(x: $0.x + 1234.5, y: $0.y - 77.25, time: $0.time) })
            }
            #expect(try tensor(moved).largestDifference(from: first) < 1e-4, "\(name)")
        }
    }

    @Test("MNIST's convention: 28 x 28, ink high up to 1, background exactly 0")
    func mnistConvention() throws {
        #expect(DigitTensor.shape == [1, 1, 28, 28])
        for (name, strokes) in Shapes.all {
            let digit = try tensor(strokes)
            #expect(digit.values.count == 784, "\(name)")
            #expect(digit.values.allSatisfy { (0...1).contains($0) }, "\(name)")
            #expect((digit.values.max() ?? 0) >= 0.99, "\(name)")
            for corner in [(0, 0), (27, 0), (0, 27), (27, 27)] {
                #expect(digit[x: corner.0, y: corner.1] == 0, "\(name)")
            }
            // A digit covers a fraction of the field, as in MNIST (about 19% there).
            let blank = digit.values.filter { $0 == 0 }.count
            #expect((450...764).contains(blank), "\(name): \(blank) blank pixels")
        }
    }

    @Test("the longer side is 20 pixels and the aspect is kept")
    func longestSideTwenty() throws {
        for (name, strokes) in Shapes.all {
            let digit = try tensor(strokes)
            #expect(max(digit.inkWidth, digit.inkHeight) == 20, "\(name)")
        }
        // A ring twice as wide as tall: 100 x 50 px, a 12 px line: (50 + 12) / (100 + 12) of 20.
        let wide = try tensor([Pen.ring(centerX: 0, centerY: 0, radiusX: 50, radiusY: 25)])
        #expect(wide.inkWidth == 20)
        #expect(abs(Double(wide.inkHeight) - 20 * 62 / 112) <= 1)
        let tall = try tensor([Pen.ring(centerX: 0, centerY: 0, radiusX: 25, radiusY: 50)])
        #expect(tall.inkHeight == 20)
        #expect(abs(Double(tall.inkWidth) - 20 * 62 / 112) <= 1)
    }

    @Test("the centre of mass lies within half a pixel of the centre")
    func centerOfMassCentered() throws {
        for (name, strokes) in Shapes.all + [("7 small", Shapes.seven(height: 30)), ("5", Digit.strokes(Digit.five, height: 90))] {
            let centre = try tensor(strokes).centerOfMass
            #expect(abs(centre.x - 13.5) <= 0.5, "\(name): x \(centre.x)")
            #expect(abs(centre.y - 13.5) <= 0.5, "\(name): y \(centre.y)")
        }
        // Not the box's centre: a 7's ink is heavy at the top, so its box sits low.
        let seven = try tensor(Shapes.seven())
        let bounds = try #require(seven.inkBounds)
        #expect(Double(bounds.minY + bounds.maxY) / 2 > 13.5 + 1)
    }

    @Test("the line width scales with the ink box: the same bar at 30 px and 600 px leaves the same ink")
    func widthScalesWithInk() throws {
        let short = try tensor(Shapes.bar(length: 30))
        let long = try tensor(Shapes.bar(length: 600))
        // Thickness in the tensor: the ink down the middle column, about 20 × 0.12 / 1.12.
        let thickness = short.columnInk(14)
        #expect((1.5...3.0).contains(thickness))
        #expect(abs(long.columnInk(14) - thickness) < 0.02 * thickness)
        #expect(abs(long.mass - short.mass) < 0.02 * short.mass)
        // A digit written at 40 px and at 400 px gives the same tensor.
        let small = try tensor(Shapes.seven(height: 40))
        let large = try tensor(Shapes.seven(height: 400))
        #expect(small.largestDifference(from: large) < 0.01)
    }

    @Test("negative control: a fixed line width fails the same measure (the trap in the notes)")
    func fixedWidthFails() throws {
        var fixed = DigitPreprocessor()
        // 3.6 px is 0.12 of the 30 px bar: the short bars match, the long ones cannot.
        fixed.strokeWidth = .fixed(screenPixels: 3.6)
        let short = try tensor(Shapes.bar(length: 30), fixed)
        let long = try tensor(Shapes.bar(length: 600), fixed)
        #expect(abs(short.columnInk(14) - (try tensor(Shapes.bar(length: 30))).columnInk(14)) < 0.01)
        #expect(long.columnInk(14) < 0.5 * short.columnInk(14))
        let small = try tensor(Shapes.seven(height: 40), fixed)
        let large = try tensor(Shapes.seven(height: 400), fixed)
        #expect(small.largestDifference(from: large) > 0.3)
        #expect(large.mass < 0.5 * small.mass)
    }
}

@Suite("Area averaging")
struct AreaScalingTests {
    @Test("each new pixel is the mean over the area it covers: 4 x 4 to 2 x 2")
    func wholeFactor() {
        var image = GrayImage(width: 4, height: 4)
        image[1, 0] = 1
        image[3, 3] = 0.5
        let scaled = image.areaScaled(width: 2, height: 2)
        #expect(scaled.pixels == [0.25, 0, 0, 0.125])
    }

    @Test("a fractional footprint weighs pixels by their overlap: 3 to 2 columns")
    func fractionalFactor() {
        let image = GrayImage(width: 3, height: 1, pixels: [1, 0.5, 0])
        let scaled = image.areaScaled(width: 2, height: 1)
        // [0, 1.5) holds pixel 0 and half of pixel 1; [1.5, 3) half of pixel 1 and pixel 2.
        #expect(abs(scaled.pixels[0] - (1 + 0.25) / 1.5) < 1e-6)
        #expect(abs(scaled.pixels[1] - 0.25 / 1.5) < 1e-6)
    }

    @Test("a one-pixel line shrunk fourfold keeps its ink, where sampling every fourth pixel would miss it")
    func thinLineKept() {
        var image = GrayImage(width: 80, height: 8)
        for x in 0..<80 { image[x, 5] = 1 }
        let scaled = image.areaScaled(width: 20, height: 2)
        #expect(scaled.pixels[0..<20].allSatisfy { $0 == 0 })
        #expect(scaled.pixels[20..<40].allSatisfy { abs($0 - 0.25) < 1e-6 })
    }
}
