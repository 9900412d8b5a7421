/// Maps the pen's pressure to the pressure the brush gets, through control points like
/// Krita's pressure curve: a smooth monotone curve (Fritsch–Carlson cubic) through the points,
/// so a curve that only rises never dips between them.
public struct PressureCurve: Sendable, Equatable {
    public let points: [(x: Double, y: Double)]
    private let slopes: [Double]

    public static let identity = PressureCurve(validated: [(0, 0), (1, 1)])

    public static func == (a: PressureCurve, b: PressureCurve) -> Bool {
        a.points.elementsEqual(b.points) { $0.x == $1.x && $0.y == $1.y }
    }

    /// Why a curve was refused.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// - Parameter points: at least two, x strictly increasing from 0 to 1, y in 0...1.
    public init(points: [(x: Double, y: Double)]) throws(Problem) {
        guard points.count >= 2 else { throw Problem(description: "needs at least two points") }
        guard points.first?.x == 0, points.last?.x == 1 else {
            throw Problem(description: "the first point's x must be 0 and the last one's 1")
        }
        for (a, b) in zip(points, points.dropFirst()) where !(b.x > a.x) {
            throw Problem(description: "x must increase: \(a.x) then \(b.x)")
        }
        for p in points where !(0...1).contains(p.y) || !p.x.isFinite {
            throw Problem(description: "y must be within 0...1, found \(p.y)")
        }
        self.init(validated: points)
    }

    /// Parses `x,y x,y …`, e.g. `0,0 0.5,0.3 1,1`.
    public init(parsing text: String) throws(Problem) {
        var points: [(x: Double, y: Double)] = []
        for pair in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let parts = pair.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
                throw Problem(description: "'\(pair)' is not x,y")
            }
            points.append((x, y))
        }
        try self.init(points: points)
    }

    private init(validated points: [(x: Double, y: Double)]) {
        self.points = points
        let n = points.count
        var secants: [Double] = []
        for i in 0..<(n - 1) {
            secants.append((points[i + 1].y - points[i].y) / (points[i + 1].x - points[i].x))
        }
        var m = [Double](repeating: 0, count: n)
        m[0] = secants[0]
        m[n - 1] = secants[n - 2]
        if n > 2 {
            for i in 1..<(n - 1) {
                m[i] = secants[i - 1] * secants[i] <= 0 ? 0 : (secants[i - 1] + secants[i]) / 2
            }
        }
        // Fritsch–Carlson: shrink tangents so each piece stays monotone.
        for i in 0..<(n - 1) where secants[i] == 0 {
            m[i] = 0
            m[i + 1] = 0
        }
        for i in 0..<(n - 1) where secants[i] != 0 {
            let a = m[i] / secants[i]
            let b = m[i + 1] / secants[i]
            let s = a * a + b * b
            if s > 9 {
                let t = 3 / s.squareRoot()
                m[i] = t * a * secants[i]
                m[i + 1] = t * b * secants[i]
            }
        }
        slopes = m
    }

    /// The curve at `x` (clamped to 0...1); the result is within 0...1.
    public func callAsFunction(_ x: Double) -> Double {
        let x = min(max(x, 0), 1)
        var i = 0
        while i < points.count - 2 && x > points[i + 1].x { i += 1 }
        let p0 = points[i]
        let p1 = points[i + 1]
        let h = p1.x - p0.x
        let t = (x - p0.x) / h
        let t2 = t * t
        let t3 = t2 * t
        let y =
            (2 * t3 - 3 * t2 + 1) * p0.y + (t3 - 2 * t2 + t) * h * slopes[i]
            + (-2 * t3 + 3 * t2) * p1.y + (t3 - t2) * h * slopes[i + 1]
        return min(max(y, 0), 1)
    }
}
