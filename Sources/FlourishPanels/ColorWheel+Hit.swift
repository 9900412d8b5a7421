import Glibc

extension ColorWheel {
    /// What a pointer position picks: a hue on the ring, or a saturation and value in the
    /// square. Hue is 0..<1; saturation and value are 0...1.
    public enum Hit: Sendable, Equatable {
        case ring(hue: Double)
        case square(saturation: Double, value: Double)
    }

    /// The ring or square at (`x`, `y`), or nil outside both, including the gap between them.
    /// The ring answers wherever it is drawn with any alpha, so every pixel that shows is hit.
    public func hit(x: Double, y: Double) -> Hit? {
        if squareContains(x: x, y: y) {
            return .square(saturation: saturation(atX: x), value: value(atY: y))
        }
        if ringCoverage(atDistance: distanceFromCenter(x: x, y: y)) > 0 {
            return .ring(hue: hue(atX: x, y: y))
        }
        return nil
    }

    /// Where a drag that began on `hit` goes when the pointer moves to (`x`, `y`), as in
    /// MyPaint: a ring drag keeps turning the hue by the pointer's angle wherever it goes, and a
    /// square drag keeps changing saturation and value, held at the square's edges. Within half a
    /// pixel of the centre the angle is noise, so a ring drag keeps its hue there.
    public func dragged(from hit: Hit, toX x: Double, y: Double) -> Hit {
        switch hit {
        case .ring(let hue):
            guard distanceFromCenter(x: x, y: y) >= 0.5 else { return .ring(hue: hue) }
            return .ring(hue: self.hue(atX: x, y: y))
        case .square:
            return .square(saturation: saturation(atX: x), value: value(atY: y))
        }
    }

    /// How far (`x`, `y`) lies from the middle of the wheel.
    @inline(__always)
    func distanceFromCenter(x: Double, y: Double) -> Double {
        let dx = x - center
        let dy = y - center
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether (`x`, `y`) lies on the square's pixels (each reaching half a pixel past its
    /// centre).
    func squareContains(x: Double, y: Double) -> Bool {
        let left = Double(squareX) - 0.5
        let top = Double(squareY) - 0.5
        let side = Double(squareSide)
        return x >= left && x <= left + side && y >= top && y <= top + side
    }

    /// Saturation at `x`: 0 at the left column's centre, 1 at the right one's, held to 0...1.
    func saturation(atX x: Double) -> Double {
        min(max((x - Double(squareX)) / Double(squareSide - 1), 0), 1)
    }

    /// Value at `y`: 1 at the top row's centre, 0 at the bottom one's, held to 0...1.
    func value(atY y: Double) -> Double {
        1 - min(max((y - Double(squareY)) / Double(squareSide - 1), 0), 1)
    }

    /// Hue by the angle of (`x`, `y`) about the centre, clockwise from 3 o'clock, in 0..<1.
    func hue(atX x: Double, y: Double) -> Double {
        let turns = atan2(y - center, x - center) / (2 * Double.pi)
        let hue = turns < 0 ? turns + 1 : turns
        // -ε + 1 rounds to 1, which is the same hue as 0.
        return hue < 1 ? hue : 0
    }

    /// How much of a pixel whose centre is `distance` from the middle the ring covers, 0...1:
    /// a one-pixel ramp across each edge, so the edges are anti-aliased and the drawn ring and
    /// the hit test agree on where it starts.
    @inline(__always)
    func ringCoverage(atDistance distance: Double) -> Double {
        let outside = min(max(outerRadius + 0.5 - distance, 0), 1)
        let inside = min(max(distance - innerRadius + 0.5, 0), 1)
        return outside * inside
    }
}
