import FlourishPaint
import FlourishSession

/// What a panel made of a pointer event.
enum PanelOutcome: Equatable {
    /// Nothing changed.
    case none
    /// The panel looks different: draw a frame.
    case redraw
    /// Carry out a session command; close the panel too where `close` says so.
    case command(SessionCommand, close: Bool)
    /// Close the panel, changing nothing.
    case close
}

/// A panel drawn over the canvas (the brush chooser, the colour panel). While one is open,
/// every pointer event goes to it and no sample reaches the canvas.
@MainActor
protocol Panel: AnyObject {
    /// Where the panel lies, in window pixels (a press outside closes it).
    var frame: PixelRect { get }
    /// Whether the panel wants another frame on its own (previews still loading).
    var wantsFrame: Bool { get }
    func draw()
    func pointerPressed(x: Double, y: Double) -> PanelOutcome
    func pointerMoved(x: Double, y: Double) -> PanelOutcome
    func pointerReleased(x: Double, y: Double) -> PanelOutcome
    func wheel(steps: Int) -> PanelOutcome
    /// The window changed size.
    func resize(width: Int, height: Int)
}

extension PixelRect {
    func contains(x: Double, y: Double) -> Bool {
        x >= Double(self.x) && y >= Double(self.y) && x < Double(self.x + width) && y < Double(self.y + height)
    }
}
