import FlourishTablet

/// Everything a user can set in `Configs/flourish.conf`, with the defaults used where a key
/// is missing or wrong.
public struct Settings: Sendable, Equatable {
    /// Most frames per second; the frame loop never draws more often.
    public var frameCapHz: Double = 120
    public var canvasWidth = 4096
    public var canvasHeight = 4096
    public var windowWidth = 1024
    public var windowHeight = 768
    /// A `.myb` path, or `group/name` in the system's mypaint-brushes.
    public var brush = "classic/pencil"
    /// Brush radius in pixels; nil keeps the brush file's own.
    public var brushRadius: Double?
    public var color = Color(r: 0x22, g: 0x22, b: 0x2a)
    public var paper = Color(r: 0xf4, g: 0xf0, b: 0xe6)
    /// The brush the pen's eraser end paints with (in eraser mode), and its radius; MyPaint
    /// keeps one brush per device, so flipping the pen brings each end's own brush back.
    public var eraserBrush = "classic/ink_eraser"
    public var eraserRadius: Double = 8
    /// Maps the pen's pressure before it reaches the brush (identity: as the pen reports it).
    public var pressureCurve = PressureCurve.identity
    /// The pressure a mouse paints with while its left button is held.
    public var mousePressure = 0.5
    /// Confetti without motion: a short in-place fade of a few still pieces instead of a
    /// flying burst (for people who get unwell from motion on screen).
    public var reduceMotion = false
    /// Show the frame-time overlay at start (F3 toggles it).
    public var overlay = false
    /// Wait for the display's refresh before showing a frame (no tearing, up to one refresh
    /// of extra latency).
    public var vsync = false

    public init() {}
}

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
