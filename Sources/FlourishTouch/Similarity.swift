#if canImport(Glibc)
    import Glibc
#endif

/// A move of the window plane that keeps shapes: scale about the origin, turn, then shift.
/// `p ↦ scale · R(rotation) · p + (dx, dy)`, with the rotation in radians clockwise on
/// screen (window y points down), the same sense as the view's turn.
///
/// What the fingers did since they were set down: fitted so that each finger's first point
/// lands on its point now, the canvas under them is carried along with them.
public struct Similarity: Sendable, Equatable {
    public var scale: Double
    /// Radians, clockwise on screen.
    public var rotation: Double
    public var dx: Double
    public var dy: Double

    public init(scale: Double = 1, rotation: Double = 0, dx: Double = 0, dy: Double = 0) {
        self.scale = scale
        self.rotation = rotation
        self.dx = dx
        self.dy = dy
    }

    /// Moves nothing.
    public static let identity = Similarity()

    /// The rotation in degrees.
    public var degrees: Double { rotation * 180 / .pi }

    /// Where point (x, y) goes.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        let (s, c) = (sin(rotation) * scale, cos(rotation) * scale)
        return (x * c - y * s + dx, x * s + y * c + dy)
    }

    /// The similarity that carries `from[i]` onto `to[i]` best in the least-squares sense
    /// (exactly for one or two points): one point only shifts; two or more also scale and
    /// turn about their centre, which lands on their centre now. Points that started bunched
    /// closer than `TouchRules.steadySpread` only shift: their angle and distance are noise.
    /// Nil for no points or points of unequal count.
    public static func fitting(from: [(x: Double, y: Double)], to: [(x: Double, y: Double)]) -> Similarity? {
        guard !from.isEmpty, from.count == to.count else { return nil }
        let n = Double(from.count)
        let p = (x: from.reduce(0) { $0 + $1.x } / n, y: from.reduce(0) { $0 + $1.y } / n)
        let q = (x: to.reduce(0) { $0 + $1.x } / n, y: to.reduce(0) { $0 + $1.y } / n)
        // As complex numbers u = from - p, v = to - q: the best a in v ≈ a·u is
        // Σ v·conj(u) / Σ |u|², whose length is the scale and whose angle the turn.
        var (re, im, norm) = (0.0, 0.0, 0.0)
        for (a, b) in zip(from, to) {
            let u = (x: a.x - p.x, y: a.y - p.y)
            let v = (x: b.x - q.x, y: b.y - q.y)
            re += v.x * u.x + v.y * u.y
            im += v.y * u.x - v.x * u.y
            norm += u.x * u.x + u.y * u.y
        }
        let spreadFrom = from.reduce(0) { $0 + hypot($1.x - p.x, $1.y - p.y) } / n
        guard from.count > 1, spreadFrom >= TouchRules.steadySpread, norm > 0 else {
            return Similarity(dx: q.x - p.x, dy: q.y - p.y)
        }
        let scale = hypot(re, im) / norm
        let rotation = atan2(im, re)
        var fitted = Similarity(scale: scale, rotation: rotation)
        let moved = fitted.apply(x: p.x, y: p.y)
        fitted.dx = q.x - moved.x
        fitted.dy = q.y - moved.y
        return fitted
    }
}
