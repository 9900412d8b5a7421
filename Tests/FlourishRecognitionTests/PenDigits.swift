import FlourishGestures
import Foundation

/// Digits drawn as pen polylines and arcs, in units of the digit's height (x right, y down,
/// top left at 0, 0): synthetic, made to check that the shipped model reads what
/// `DigitPreprocessor` makes of pen strokes, not only MNIST's scans. The fixtures of
/// real handwriting are separate work; these are the proxy until they exist.
enum PenDigits {
    typealias Corners = [(Double, Double)]

    /// Points along an ellipse's arc from `from` to `to` degrees (0 at the right, clockwise
    /// on screen, as y points down).
    static func arc(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from: Double, to: Double) -> Corners {
        (0...24).map { index in
            let angle = (from + (to - from) * Double(index) / 24) * Double.pi / 180
            return (cx + rx * cos(angle), cy + ry * sin(angle))
        }
    }

    /// Each digit's label and strokes; 1 and 7 twice (with and without a flag or a lift),
    /// 4, 5 and 7 in several strokes.
    static let all: [(label: Int, strokes: [Corners])] = [
        (0, [arc(0.3, 0.5, 0.3, 0.5, from: 0, to: 360)]),
        (1, [[(0.3, 0), (0.3, 1)]]),
        (1, [[(0.15, 0.15), (0.3, 0), (0.3, 1)]]),
        (2, [arc(0.3, 0.28, 0.28, 0.28, from: 190, to: 380) + [(0.0, 1), (0.6, 1)]]),
        (3, [arc(0.3, 0.25, 0.27, 0.25, from: 200, to: 450) + arc(0.3, 0.74, 0.3, 0.26, from: 270, to: 520)]),
        (4, [[(0.45, 0), (0, 0.65), (0.6, 0.65)], [(0.45, 0.2), (0.45, 1)]]),
        (5, [[(0.1, 0), (0.6, 0)], [(0.1, 0), (0.1, 0.45)] + arc(0.3, 0.7, 0.3, 0.3, from: 240, to: 500)]),
        (6, [arc(0.3, 0.7, 0.28, 0.3, from: 0, to: 360) + [(0.58, 0.7)] + arc(0.55, 0.5, 0.55, 0.5, from: 180, to: 250)]),
        (7, [[(0, 0), (0.6, 0), (0.2, 1)]]),
        (7, [[(0, 0), (0.6, 0)], [(0.6, 0), (0.2, 1)]]),
        (8, [arc(0.3, 0.25, 0.22, 0.25, from: 90, to: 450) + arc(0.3, 0.75, 0.28, 0.25, from: 270, to: -90)]),
        (9, [arc(0.3, 0.28, 0.28, 0.28, from: 0, to: 360) + [(0.58, 0.28), (0.55, 1)]]),
    ]

    /// `strokes` written `height` pixels tall at (100, 100), a point every few pixels, 10 ms
    /// apart.
    static func written(_ strokes: [Corners], height: Double) -> [GestureStroke] {
        var time = 0.0
        return strokes.map { corners in
            var points: [GesturePoint] = []
            for (a, b) in zip(corners, corners.dropFirst()) {
                for step in 0..<8 {
                    let t = Double(step) / 8
                    points.append(GesturePoint(
                        x: 100 + (a.0 + (b.0 - a.0) * t) * height, y: 100 + (a.1 + (b.1 - a.1) * t) * height, time: time))
                    time += 0.01
                }
            }
            if let last = corners.last {
                points.append(GesturePoint(x: 100 + last.0 * height, y: 100 + last.1 * height, time: time))
            }
            time += 0.15
            return GestureStroke(points: points)
        }
    }
}
