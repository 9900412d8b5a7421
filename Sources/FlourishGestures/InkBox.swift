/// The axis-aligned box around some ink's points (the pen's centre line, not its width).
public struct InkBox: Sendable, Equatable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The box around `points`, or nil when there are none.
    public init?(around points: some Sequence<GesturePoint>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        while let point = iterator.next() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }
    /// The larger of width and height: the ink's size, whatever its shape (a "1" is tall and
    /// thin, a "-" wide and flat).
    public var longerSide: Double { max(width, height) }
    public var diagonal: Double { (width * width + height * height).squareRoot() }
    public var centerX: Double { (minX + maxX) / 2 }
    public var centerY: Double { (minY + maxY) / 2 }

    /// The smallest box holding both.
    public func union(_ other: InkBox) -> InkBox {
        InkBox(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
}
