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
        let r = Double(self.r) / 255
        let g = Double(self.g) / 255
        let b = Double(self.b) / 255
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
