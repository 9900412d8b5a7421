#if canImport(Glibc)
    import Glibc
#endif

/// A map of the plane that keeps straight lines straight and parallels parallel: where a
/// transform puts each canvas point, (x, y) → (a·x + c·y + tx, b·x + d·y + ty). A plain value,
/// so a recording can keep it (six numbers) and a replay applies exactly the same one.
public struct Affine: Equatable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(dx: Double, dy: Double) -> Affine { Affine(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy) }

    /// Scaling by (sx, sy) that keeps (x, y) where it is (negative: a flip about it).
    public static func scaling(sx: Double, sy: Double, aboutX x: Double, y: Double) -> Affine {
        Affine(a: sx, b: 0, c: 0, d: sy, tx: x - sx * x, ty: y - sy * y)
    }

    /// Turning by `radians` (clockwise on screen, y down) about (x, y). Quarter turns are
    /// exact: their sines and cosines are 0 and ±1, not the nearest doubles.
    public static func rotation(radians: Double, aboutX x: Double, y: Double) -> Affine {
        var (s, k) = (sin(radians), cos(radians))
        let quarters = radians / (Double.pi / 2)
        if abs(quarters - quarters.rounded()) < 1e-12 {
            let q = ((Int(quarters.rounded()) % 4) + 4) % 4
            (s, k) = [(0.0, 1.0), (1, 0), (0, -1), (-1, 0)][q]
        }
        return Affine(a: k, b: s, c: -s, d: k, tx: x - k * x + s * y, ty: y - s * x - k * y)
    }

    /// This map after `first`: (self ∘ first)(p) = self(first(p)).
    public func after(_ first: Affine) -> Affine {
        Affine(
            a: a * first.a + c * first.b, b: b * first.a + d * first.b,
            c: a * first.c + c * first.d, d: b * first.c + d * first.d,
            tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }

    public var determinant: Double { a * d - b * c }

    /// The map back, or nil where this one squashes the plane flat (or is not finite).
    public var inverse: Affine? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let (ia, ib, ic, id) = (d / det, -b / det, -c / det, a / det)
        return Affine(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// Whether every number is finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// The whole-pixel offset this map is, where it is one: pixels then move exactly.
    public var wholePixelOffset: (dx: Int, dy: Int)? {
        guard a == 1, b == 0, c == 0, d == 1, tx == tx.rounded(), ty == ty.rounded(), abs(tx) < 1e9, abs(ty) < 1e9
        else { return nil }
        return (Int(tx), Int(ty))
    }

    public var description: String { "\(a) \(b) \(c) \(d) \(tx) \(ty)" }
}
