/// How many window pixels the chrome gives each of its points: 1 on a 96 dpi screen, 2 on a
/// HiDPI one. Every size the chrome lays out (buttons, text, the palette's ring) is written in
/// points and multiplied here, so the whole chrome grows together and nothing is scaled as a
/// picture (text is rendered at the scaled size, crisp).
public struct ChromeScale: Equatable, Sendable, CustomStringConvertible {
    /// Window pixels per point: 1 or more, in quarters.
    public let factor: Double

    /// The dpi X11 and its toolkits call 1x (`Xft.dpi` 96).
    public static let baseDPI = 96.0
    public static let largest = 4.0
    public static let one = ChromeScale(factor: 1)

    /// `factor` to the nearest quarter, within 1 ... `largest` (a scale below 1 would make the
    /// chrome too small to hit with a pen).
    public init(factor: Double) {
        let quarters = factor.isFinite ? (factor * 4).rounded() / 4 : 1
        self.factor = min(max(quarters, 1), Self.largest)
    }

    /// The scale a screen of `dpi` dots per inch asks for (192 dpi: 2x; 144: 1.5x).
    public init(dpi: Double) {
        self.init(factor: dpi / Self.baseDPI)
    }

    /// `points` in window pixels, rounded; never less than 1 for a positive size.
    public func pixels(_ points: Int) -> Int {
        guard points > 0 else { return 0 }
        return max(1, Int((Double(points) * factor).rounded()))
    }

    public func pixels(_ points: Double) -> Double { points * factor }

    public var description: String {
        factor == factor.rounded() ? "\(Int(factor))x" : "\(factor)x"
    }
}
