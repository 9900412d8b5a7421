/// An opaque sRGB colour written `#rrggbb`.
public struct Color: Sendable, Equatable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    public init?(hex: some StringProtocol) {
        let digits = hex.dropFirst()
        guard hex.count == 7, hex.first == "#", digits.allSatisfy(\.isHexDigit),
            let v = UInt32(digits, radix: 16)
        else {
            return nil
        }
        self.init(r: UInt8(v >> 16 & 0xff), g: UInt8(v >> 8 & 0xff), b: UInt8(v & 0xff))
    }

    public var description: String {
        "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

extension Color {
    /// Hue, saturation, value, each 0...1, as libmypaint's colour settings take them.
    public var hsv: (h: Double, s: Double, v: Double) {
        Self.hsv(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    /// Hue, saturation, value of channels in 0...1 (Python's `colorsys.rgb_to_hsv`).
    public static func hsv(red r: Double, green g: Double, blue b: Double) -> (h: Double, s: Double, v: Double) {
        let maxC = max(r, g, b)
        let minC = min(r, g, b)
        let delta = maxC - minC
        let v = maxC
        let s = maxC == 0 ? 0 : delta / maxC
        guard delta > 0 else { return (0, s, v) }
        var h: Double
        if maxC == r {
            h = (g - b) / delta
        } else if maxC == g {
            h = 2 + (b - r) / delta
        } else {
            h = 4 + (r - g) / delta
        }
        h /= 6
        if h < 0 { h += 1 }
        return (h, s, v)
    }
}

extension Color {
    /// The colour with hue, saturation and value each 0...1, the inverse of `hsv`: for every
    /// colour `c`, `Color(hue: c.hsv.h, saturation: c.hsv.s, value: c.hsv.v) == c`, so a
    /// colour picked on an HSV wheel and read back is the one the painter had.
    ///
    /// Hue wraps (1.0 and 0.0 are both red, -0.25 is 0.75), since it is an angle; saturation
    /// and value are clamped to 0...1. A non-finite hue counts as 0 and a NaN saturation or
    /// value as 0, so a slider glitch gives a colour, never a trap. Each channel is rounded to
    /// the nearest 8-bit value.
    public init(hue: Double, saturation: Double, value: Double) {
        let s = Color.clampedUnit(saturation)
        let v = Color.clampedUnit(value)
        var h = hue.isFinite ? hue - hue.rounded(.down) : 0
        // A tiny negative hue wraps to 1 - epsilon, which can round to exactly 1.
        if h >= 1 { h = 0 }
        let sector = h * 6
        let whole = sector.rounded(.down)
        let f = sector - whole
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch Int(whole) {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(r: Color.byte(r), g: Color.byte(g), b: Color.byte(b))
    }

    /// `x` within 0...1; NaN is 0.
    private static func clampedUnit(_ x: Double) -> Double {
        x.isNaN ? 0 : min(max(x, 0), 1)
    }

    /// A 0...1 channel as the nearest of 0...255.
    private static func byte(_ x: Double) -> UInt8 {
        UInt8((clampedUnit(x) * 255).rounded())
    }
}
