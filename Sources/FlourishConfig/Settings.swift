import FlourishSessionSetup
import FlourishTablet
import FlourishTouch

/// Everything a user can set in `Configs/flourish.conf`, with the defaults used where a key
/// is missing or wrong.
public struct Settings: Sendable, Equatable {
    /// Most frames per second; the frame loop never draws more often.
    public var frameCapHz: Double = 120
    public var windowWidth = 1024
    public var windowHeight = 768
    /// The canvas, brushes, colours, undo budget and first view of each painting session. The
    /// slot brushes are as written: the session loads them, and reports the line of one that
    /// does not load (see `SessionSetup.configuredBrushes`).
    public var session = SessionSetup()
    /// Maps the pen's pressure before it reaches the brush (identity: as the pen reports it).
    public var pressureCurve = PressureCurve.identity
    /// The pressure a mouse paints with while its left button is held.
    public var mousePressure = 0.5
    /// What fingers on a touch screen do: navigate (the default; a finger never paints),
    /// paint with one finger, or nothing.
    public var touch = TouchMode.navigate
    /// The pressure a finger paints with, where `touch = paint`.
    public var touchPressure = 0.5
    /// Confetti without motion: a short in-place fade of a few still pieces instead of a
    /// flying burst (for people who get unwell from motion on screen).
    public var reduceMotion = false
    /// Show the frame-time overlay at start (F3 toggles it).
    public var overlay = false
    /// Wait for the display's refresh before showing a frame (no tearing, up to one refresh
    /// of extra latency).
    public var vsync = false
    /// How frames reach the screen: the GPU path, the software path that sends only what
    /// changed, or the one that suits the machine (see `RendererChoice`).
    public var renderer = RendererChoice.auto
    /// Seconds of unsaved change after which the painting is autosaved.
    public var autosaveSeconds: Double = 60
    /// The least confidence a handwritten digit needs to select its brush slot, in (0, 1]:
    /// lower acts on sloppier writing and misreads more often, higher rejects more.
    public var gestureConfidence: Double = 0.8

    public init() {}
}
