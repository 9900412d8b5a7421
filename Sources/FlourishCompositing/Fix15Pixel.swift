/// One premultiplied fix15 pixel (1.0 == 32768): what `TileCompositor.fill` writes, for a
/// background or a solid group backdrop.
public struct Fix15Pixel: Equatable, Sendable {
    public var red: UInt16
    public var green: UInt16
    public var blue: UInt16
    public var alpha: UInt16

    public init(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A straight (not premultiplied) colour and alpha in 0...1, each clamped there,
    /// premultiplied and rounded to the nearest fix15 value.
    public init(straightRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
        let a = clamped(alpha)
        func fix15(_ value: Double) -> UInt16 { UInt16((value * 32768).rounded()) }
        self.init(
            red: fix15(clamped(red) * a), green: fix15(clamped(green) * a), blue: fix15(clamped(blue) * a),
            alpha: fix15(a))
    }

    /// Fully transparent.
    public static let transparent = Fix15Pixel(red: 0, green: 0, blue: 0, alpha: 0)
}
