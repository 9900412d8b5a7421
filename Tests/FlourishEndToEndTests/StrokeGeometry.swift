import FlourishImage

/// A point in canvas pixels (a pixel's centre is at +0.5, +0.5).
struct Point: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double
    var description: String { "(\(x), \(y))" }

    func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// A path of straight segments: the route the pointer was dragged along.
struct Polyline: CustomStringConvertible {
    var vertices: [Point]

    init(_ vertices: [Point]) {
        precondition(vertices.count >= 2, "a polyline needs two points")
        self.vertices = vertices
    }

    var description: String { vertices.map(\.description).joined(separator: " -> ") }

    var length: Double {
        zip(vertices, vertices.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// The same shape moved by (dx, dy).
    func shifted(dx: Double, dy: Double) -> Polyline {
        Polyline(vertices.map { Point(x: $0.x + dx, y: $0.y + dy) })
    }

    /// The point `s` pixels along the path from its start (clamped to the ends).
    func point(atArcLength s: Double) -> Point {
        var left = max(0, s)
        for (a, b) in zip(vertices, vertices.dropFirst()) {
            let d = a.distance(to: b)
            if left <= d, d > 0 {
                let t = left / d
                return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            left -= d
        }
        return vertices[vertices.count - 1]
    }

    /// Points every `step` pixels along the path, leaving out `trim` pixels at each end.
    func interiorPoints(step: Double, trim: Double) -> [Point] {
        stride(from: trim, through: length - trim, by: step).map { point(atArcLength: $0) }
    }

    /// The shortest distance from `p` to any segment.
    func distance(to p: Point) -> Double {
        zip(vertices, vertices.dropFirst()).map { a, b in
            let dx = b.x - a.x
            let dy = b.y - a.y
            let lengthSquared = dx * dx + dy * dy
            let t = lengthSquared == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared))
            return p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
        }.min() ?? .infinity
    }
}

/// Where paint is in a straight-alpha image, and how it lies against a path.
enum StrokeCheck {
    /// Pixels with any alpha.
    static func paintedPixels(_ image: RGBAImage) -> [(x: Int, y: Int)] {
        var painted: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] > 0 {
                painted.append((x, y))
            }
        }
        return painted
    }

    /// Whether some pixel whose centre lies within `radius` of `p` has alpha.
    static func hasPaint(near p: Point, within radius: Double, in image: RGBAImage) -> Bool {
        let reach = Int(radius.rounded(.up)) + 1
        let cx = Int(p.x.rounded(.down))
        let cy = Int(p.y.rounded(.down))
        // Off the canvas there is nothing to find (and the ranges would be empty).
        let (x0, x1) = (max(0, cx - reach), min(image.width - 1, cx + reach))
        let (y0, y1) = (max(0, cy - reach), min(image.height - 1, cy + reach))
        guard x0 <= x1, y0 <= y1 else { return false }
        for y in y0...y1 {
            for x in x0...x1 {
                let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if centre.distance(to: p) <= radius, image.pixel(x: x, y: y).a > 0 { return true }
            }
        }
        return false
    }

    /// Points along the inside of `path` (every `step` px, `trim` px cut from each end, where
    /// the brush lags and tapers) with no paint within `radius`.
    static func uncoveredPoints(
        along path: Polyline, in image: RGBAImage, step: Double = 2, trim: Double = 15, radius: Double = 3
    ) -> [Point] {
        path.interiorPoints(step: step, trim: trim).filter { !hasPaint(near: $0, within: radius, in: image) }
    }

    /// Painted pixels whose centre is farther than `tolerance` from `path`.
    static func strayPixels(in image: RGBAImage, farFrom path: Polyline, tolerance: Double = 12) -> [(x: Int, y: Int)] {
        paintedPixels(image).filter { pixel in
            path.distance(to: Point(x: Double(pixel.x) + 0.5, y: Double(pixel.y) + 0.5)) > tolerance
        }
    }
}
