/// The device that produced a sample; MyPaint keeps one brush per device, so the tool
/// decides which brush paints it.
public enum Tool: String, Sendable, CaseIterable {
    case pen
    case eraser
    case mouse
}

/// Buttons held while a sample was taken. Bit 0 is the tip (or the left mouse button).
public struct Buttons: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The pen tip touching, or the left mouse button.
    public static let primary = Buttons(rawValue: 1 << 0)
    public static let secondary = Buttons(rawValue: 1 << 1)
    public static let tertiary = Buttons(rawValue: 1 << 2)
}

/// One reading of an input device, exactly as the device reported it.
///
/// Samples are never synthesised, smoothed or corrected after the fact: the canvas shows what
/// the hand did, and a recording of samples replays to the same pixels.
public struct Sample: Sendable, Equatable {
    /// Position in pixels, sub-pixel precision kept: window pixels as the devices deliver
    /// them (the feeder, gesture ink), canvas pixels once the session has mapped them through
    /// the view (the engine, recordings, replays).
    public var x: Double
    public var y: Double
    /// 0...1.
    public var pressure: Double
    /// -1...1 each, 0 when the device has no tilt.
    public var xtilt: Double
    public var ytilt: Double
    /// The device's own clock, in seconds. Only differences matter to the brush.
    public var time: Double
    public var tool: Tool
    public var buttons: Buttons

    public init(
        x: Double, y: Double, pressure: Double, xtilt: Double = 0, ytilt: Double = 0,
        time: Double, tool: Tool, buttons: Buttons
    ) {
        self.x = x
        self.y = y
        self.pressure = pressure
        self.xtilt = xtilt
        self.ytilt = ytilt
        self.time = time
        self.tool = tool
        self.buttons = buttons
    }

    /// Whether the tool is touching the canvas (tip down or left button held).
    public var isDown: Bool { buttons.contains(.primary) }
}
