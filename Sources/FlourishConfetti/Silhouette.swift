/// The 13 shapes a piece can have. Each is an inside test on the square [-1, 1]² (y up), so
/// the atlas can supersample it for anti-aliased edges.
enum Silhouette: Int, CaseIterable, Sendable {
    case star, curvedStreamer, hollowRing, square, circle, triangle, diamond, heart, crescent,
        zigzagStreamer, cross, hexagon, ribbon

    var name: String {
        switch self {
        case .star: "star"
        case .curvedStreamer: "curved streamer"
        case .hollowRing: "hollow ring"
        case .square: "square"
        case .circle: "circle"
        case .triangle: "triangle"
        case .diamond: "diamond"
        case .heart: "heart"
        case .crescent: "crescent"
        case .zigzagStreamer: "zig-zag streamer"
        case .cross: "cross"
        case .hexagon: "hexagon"
        case .ribbon: "ribbon"
        }
    }

    /// Whether the point (x, y) of the unit square [-1, 1]² (y up) is inside the shape.
    func contains(_ x: Float, _ y: Float) -> Bool {
        let r2 = x * x + y * y
        switch self {
        case .star:
            return Self.inside(x, y, polygon: Self.starOutline)
        case .curvedStreamer:
            // An S-shaped band, like a curl of paper streamer.
            return x.magnitude <= 0.85 && (y - 0.45 * sinCos(3.3 * x).sin).magnitude <= 0.17
        case .hollowRing:
            return r2 >= 0.5 * 0.5 && r2 <= 0.9 * 0.9
        case .square:
            return x.magnitude <= 0.7 && y.magnitude <= 0.7
        case .circle:
            return r2 <= 0.8 * 0.8
        case .triangle:
            return Self.inside(x, y, polygon: [(0, 0.9), (-0.85, -0.62), (0.85, -0.62)])
        case .diamond:
            return x.magnitude / 0.6 + y.magnitude / 0.95 <= 1
        case .heart:
            // (X² + Y² - 1)³ - X²·Y³ <= 0, scaled and centred into the cell.
            let hx = x / 0.75
            let hy = y / 0.75 + 0.1
            let k = hx * hx + hy * hy - 1
            return k * k * k - hx * hx * hy * hy * hy <= 0
        case .crescent:
            let dx = x - 0.35
            let dy = y - 0.2
            return r2 <= 0.85 * 0.85 && dx * dx + dy * dy >= 0.72 * 0.72
        case .zigzagStreamer:
            let phase = x / 0.6
            let wave = 4 * (phase - (phase + 0.5).rounded(.down)).magnitude - 1
            return x.magnitude <= 0.85 && (y - 0.3 * wave).magnitude <= 0.2
        case .cross:
            return (x.magnitude <= 0.25 && y.magnitude <= 0.85)
                || (y.magnitude <= 0.25 && x.magnitude <= 0.85)
        case .hexagon:
            let root3: Float = 1.732_050_8
            return y.magnitude <= 0.9 * root3 / 2
                && root3 * x.magnitude + y.magnitude <= root3 * 0.9
        case .ribbon:
            // A bow: two fans that meet at a knot.
            let fan = x.magnitude <= 0.88 && y.magnitude <= 0.12 + 0.62 * x.magnitude
            let knot = x.magnitude <= 0.16 && y.magnitude <= 0.3
            return fan || knot
        }
    }

    /// A five-pointed star, point up.
    private static let starOutline: [(Float, Float)] = (0..<10).map { k in
        let radius: Float = k % 2 == 0 ? 0.95 : 0.4
        let angle = Float.pi / 2 + Float(k) * Float.pi / 5
        let (s, c) = sinCos(angle)
        return (radius * c, radius * s)
    }

    /// Even–odd crossing test, which also handles the star's concave outline.
    private static func inside(_ x: Float, _ y: Float, polygon: [(Float, Float)]) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let (xi, yi) = polygon[i]
            let (xj, yj) = polygon[j]
            if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi {
                inside.toggle()
            }
            j = i
        }
        return inside
    }
}
