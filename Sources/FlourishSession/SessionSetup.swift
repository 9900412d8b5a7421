import FlourishPaint

/// How a painting session starts: its canvas, brushes, paper, undo budget and first view.
///
/// The one place the defaults live: the settings file, the command line and a recording's
/// header each override some of them, and the app and `flourish replay` build their session
/// from the result through `PaintSession.init(setup:)`, so both paint with the same brushes.
public struct SessionSetup: Sendable, Equatable {
    public var canvasWidth = 4096
    public var canvasHeight = 4096
    /// A `.myb` path, or `group/name` in the system's mypaint-brushes.
    public var brush = "classic/pencil"
    /// Brush radius in pixels; nil keeps the brush file's own.
    public var brushRadius: Double?
    public var color = Color(r: 0x22, g: 0x22, b: 0x2a)
    /// The colour under the paint (the canvas itself is transparent).
    public var paper = Color(r: 0xf4, g: 0xf0, b: 0xe6)
    /// The brush the pen's eraser end paints with (in eraser mode), and its radius; MyPaint
    /// keeps one brush per device, so flipping the pen brings each end's own brush back.
    public var eraserBrush = "classic/ink_eraser"
    public var eraserRadius: Double = 8
    /// Most bytes of tile copies the undo history keeps; the oldest steps go first.
    public var undoMemoryBytes = 512 << 20
    /// The view the window opens with.
    public var startZoom = StartZoom.fit

    public init() {}
}

/// The zoom a window opens with.
public enum StartZoom: Sendable, Equatable {
    /// The whole canvas, as large as the window allows, centred.
    case fit
    /// This many window pixels per canvas pixel, centred.
    case scale(Double)
}
