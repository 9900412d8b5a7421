/// A rectangle of window pixels the chrome (toolbar, tooltips, the pop-up palette, the help)
/// lays out: it covers x ..< x + width and y ..< y + height. The panels' geometry stays free of
/// the paint engine, whose `PixelRect` the app converts it to.
public struct ChromeRect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public static let empty = ChromeRect(x: 0, y: 0, width: 0, height: 0)

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    /// Whether window point (`x`, `y`) (a pointer's, fractions kept) lies inside.
    public func contains(x px: Double, y py: Double) -> Bool {
        !isEmpty && px >= Double(x) && py >= Double(y) && px < Double(maxX) && py < Double(maxY)
    }

    /// Whether the two share a pixel.
    public func intersects(_ other: ChromeRect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
