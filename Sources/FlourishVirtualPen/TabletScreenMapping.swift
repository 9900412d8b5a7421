/// How the X server places the pen's absolute X/Y on the screen: the axes run 0...65535 and
/// the server scales them with `rescaleValuatorAxis`, which counts the device's range as
/// max + 1 units, so `screen = value * size / 65536` (sub-pixel) and the pointer lands on
/// `floor` of that. Measured on a 1920x1080 dummy screen: 34 -> 0, 35 -> 1, 32767 -> 959,
/// 32768 -> 960, 65500 and 65501 -> 1918, 65518 and 65535 -> 1919 (and the same on Y).
public struct TabletScreenMapping: Sendable, Equatable {
    /// The screen in pixels.
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The device's absolute axes: 0...axisMax on X and Y.
    public static let axisMax = 65535.0
    /// The span the server divides by (axisMax + 1).
    public static let axisSpan = 65536.0

    /// The whole-number valuator value that puts the pointer on the middle of pixel `x`.
    public func valuatorX(forPixel x: Int) -> Double { Self.valuator(forPixel: x, size: width) }
    public func valuatorY(forPixel y: Int) -> Double { Self.valuator(forPixel: y, size: height) }

    /// Where the server puts valuator values, in sub-pixel screen coordinates.
    public func screenPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        (x * Double(width) / Self.axisSpan, y * Double(height) / Self.axisSpan)
    }

    /// The pixel the pointer lands on for valuator values.
    public func pixel(x: Double, y: Double) -> (x: Int, y: Int) {
        let point = screenPoint(x: x, y: y)
        return (Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
    }

    private static func valuator(forPixel pixel: Int, size: Int) -> Double {
        let value = ((Double(pixel) + 0.5) * axisSpan / Double(size)).rounded()
        return min(max(value, 0), axisMax)
    }
}
