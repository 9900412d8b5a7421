import FlourishGestures
import Glibc

/// A size of handwriting: how tall the digits are on screen, in pixels.
struct WritingSize: Sendable, CustomStringConvertible {
    let name: String
    let height: Double

    static let small = WritingSize(name: "small", height: 40)
    static let large = WritingSize(name: "large", height: 200)
    static let both = [small, large]

    var description: String { "\(name) (\(Int(height)) px)" }
}

/// Strokes as a hand writes them: polylines through corners, with a point every few pixels
/// and times spread evenly from pen down to pen up.
enum Pen {
    /// A stroke through `corners` (screen pixels), `pointsPerSegment` points on each leg,
    /// touching from `start` for `duration` seconds.
    static func stroke(
        _ corners: [(Double, Double)], start: Double = 0, duration: Double = 0.3, pointsPerSegment: Int = 8
    ) -> GestureStroke {
        var positions: [(Double, Double)] = corners.isEmpty ? [] : [corners[0]]
        for (a, b) in zip(corners, corners.dropFirst()) {
            for step in 1...pointsPerSegment {
                let t = Double(step) / Double(pointsPerSegment)
                positions.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
            }
        }
        let last = max(positions.count - 1, 1)
        return GestureStroke(
            points: positions.enumerated().map { index, position in
                GesturePoint(
                    x: position.0, y: position.1,
                    time: positions.count == 1 ? start : start + duration * Double(index) / Double(last))
            })
    }

    /// A circle of `points` points: a "0", or a ring.
    static func ring(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double, points: Int = 64)
        -> GestureStroke
    {
        stroke(
            (0...points).map { index in
                let angle = Double(index) / Double(points) * 2 * Double.pi
                return (centerX + radiusX * cos(angle), centerY + radiusY * sin(angle))
            }, pointsPerSegment: 1)
    }
}

/// Digits as people write them, stroke by stroke, in units of the digit's height (x to the
/// right, y down, the digit's top left at 0, 0).
enum Digit {
    /// A 4 in two strokes: the open corner, then the down stroke.
    static let four: [[(Double, Double)]] = [[(0.45, 0), (0, 0.65), (0.6, 0.65)], [(0.45, 0.2), (0.45, 1)]]
    /// A 5 with its top bar first, then the body: the worst order for the split rule (the
    /// first stroke is short, the second lands a bar's width below it).
    static let five: [[(Double, Double)]] = [
        [(0.1, 0), (0.6, 0)],
        [(0.1, 0), (0.1, 0.45), (0.4, 0.4), (0.6, 0.6), (0.55, 0.9), (0.3, 1), (0.05, 0.9)],
    ]
    /// A 7: the bar, then the diagonal.
    static let seven: [[(Double, Double)]] = [[(0, 0), (0.6, 0)], [(0.6, 0), (0.2, 1)]]
    /// A 1: one down stroke (a box of zero width).
    static let one: [[(Double, Double)]] = [[(0.3, 0), (0.3, 1)]]

    /// `digit`'s strokes at `height` pixels with the top left at `x`, `y`; each stroke takes
    /// 0.25 s and the next begins 0.15 s after the previous lifts, from `start`.
    static func strokes(
        _ digit: [[(Double, Double)]], height: Double, x: Double = 100, y: Double = 100, start: Double = 0
    ) -> [GestureStroke] {
        digit.enumerated().map { index, corners in
            Pen.stroke(
                corners.map { (x + $0.0 * height, y + $0.1 * height) },
                start: start + Double(index) * 0.4, duration: 0.25)
        }
    }
}
