import Glibc

extension ColorWheel {
    /// The radius halfway across the ring, where the hue marker sits.
    public var midRadius: Double { (outerRadius + innerRadius) / 2 }

    /// Where the hue marker goes: the point on the ring's mid-circle at `hue`'s angle (any
    /// real hue; whole turns wrap). `hit` there answers the same hue.
    public func position(ofHue hue: Double) -> (x: Double, y: Double) {
        let angle = 2 * Double.pi * hue
        return (center + midRadius * cos(angle), center + midRadius * sin(angle))
    }

    /// Where the saturation/value marker goes: the point in the square that `hit` reads back
    /// as (`saturation`, `value`), each held to 0...1.
    public func position(saturation: Double, value: Double) -> (x: Double, y: Double) {
        let span = Double(squareSide - 1)
        let s = min(max(saturation, 0), 1)
        let v = min(max(value, 0), 1)
        return (Double(squareX) + s * span, Double(squareY) + (1 - v) * span)
    }
}
