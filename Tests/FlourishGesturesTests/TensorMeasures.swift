import FlourishGestures

/// Measures of a digit tensor's ink, for tests that assert on pixels.
extension DigitTensor {
    /// The box of pixels above 0: columns and rows, inclusive.
    var inkBounds: (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var bounds: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in 0..<Self.side {
            for x in 0..<Self.side where self[x: x, y: y] > 0 {
                bounds = (
                    min(bounds?.minX ?? x, x), max(bounds?.maxX ?? x, x),
                    min(bounds?.minY ?? y, y), max(bounds?.maxY ?? y, y)
                )
            }
        }
        return bounds
    }

    var inkWidth: Int { inkBounds.map { $0.maxX - $0.minX + 1 } ?? 0 }
    var inkHeight: Int { inkBounds.map { $0.maxY - $0.minY + 1 } ?? 0 }

    /// Total ink.
    var mass: Float { values.reduce(0, +) }

    /// The ink-weighted mean position in pixel indices (the centre of 28 pixels is 13.5).
    var centerOfMass: (x: Double, y: Double) {
        var mass = 0.0, sumX = 0.0, sumY = 0.0
        for y in 0..<Self.side {
            for x in 0..<Self.side {
                let value = Double(self[x: x, y: y])
                mass += value
                sumX += value * Double(x)
                sumY += value * Double(y)
            }
        }
        return (sumX / mass, sumY / mass)
    }

    /// The ink in column `x`, top to bottom.
    func columnInk(_ x: Int) -> Float {
        (0..<Self.side).reduce(0) { $0 + self[x: x, y: $1] }
    }

    /// The largest difference from `other`, pixel by pixel.
    func largestDifference(from other: DigitTensor) -> Float {
        zip(values, other.values).map { abs($0 - $1) }.max() ?? 0
    }
}

/// Shapes the preprocessing tests write, each as strokes.
enum Shapes {
    static func seven(height: Double = 150) -> [GestureStroke] {
        Digit.strokes(Digit.seven, height: height, x: 320, y: 210)
    }

    static func four(height: Double = 150) -> [GestureStroke] {
        Digit.strokes(Digit.four, height: height, x: 40, y: 60)
    }

    static func one(height: Double = 150) -> [GestureStroke] {
        Digit.strokes(Digit.one, height: height, x: 500, y: 20)
    }

    static func zero(height: Double = 150) -> [GestureStroke] {
        [Pen.ring(centerX: 250, centerY: 250, radiusX: 0.3 * height, radiusY: 0.5 * height)]
    }

    /// A horizontal bar `length` pixels long.
    static func bar(length: Double) -> [GestureStroke] {
        [Pen.stroke([(10, 10), (10 + length, 10)], pointsPerSegment: 16)]
    }

    /// Every shape above, named.
    static let all: [(String, [GestureStroke])] = [
        ("7", seven()), ("4", four()), ("1", one()), ("0", zero()), ("bar", bar(length: 120)),
    ]
}
