import FlourishPaint
import FlourishSession

/// What a panel made of a pointer event.
package enum PanelOutcome: Equatable {
    /// Nothing changed.
    case none
    /// The panel looks different: draw a frame.
    case redraw
    /// Carry out a session command; close the panel too where `close` says so.
    case command(SessionCommand, close: Bool)
    /// Carry out these session commands in order (the layers panel selects a row's layer,
    /// then changes it: layer commands act on the current layer); close the panel too where
    /// `close` says so.
    case commands([SessionCommand], close: Bool)
    /// Close the panel, changing nothing.
    case close
    /// A file command: a new painting, a painting to open, a question for the file chooser;
    /// the panel closes.
    case file(PanelFileAction)
}

/// A panel drawn over the canvas (the brush chooser, the colour panel, the layers panel). While one is open,
/// every pointer event goes to it and no sample reaches the canvas.
@MainActor
package protocol Panel: AnyObject {
    /// Where the panel lies, in window pixels (a press outside closes it).
    var frame: PixelRect { get }
    /// Whether the panel wants another frame on its own (previews still loading).
    var wantsFrame: Bool { get }
    /// Whether the panel hides everything under its frame (then the canvas there is not drawn:
    /// a software renderer pays for every pixel it fills).
    var isOpaque: Bool { get }
    func draw()
    func pointerPressed(x: Double, y: Double) -> PanelOutcome
    func pointerMoved(x: Double, y: Double) -> PanelOutcome
    func pointerReleased(x: Double, y: Double) -> PanelOutcome
    func wheel(steps: Int) -> PanelOutcome
    /// The window changed size.
    func resize(width: Int, height: Int)
}

extension PixelRect {
    /// The parts of `self` outside `hole`: up to four bands (above, below, left, right).
    package func subtracting(_ hole: PixelRect) -> [PixelRect] {
        let cut = intersection(hole)
        guard !cut.isEmpty else { return [self] }
        let bands = [
            PixelRect(x: x, y: y, width: width, height: cut.y - y),
            PixelRect(x: x, y: cut.y + cut.height, width: width, height: y + height - cut.y - cut.height),
            PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height),
            PixelRect(x: cut.x + cut.width, y: cut.y, width: x + width - cut.x - cut.width, height: cut.height),
        ]
        return bands.filter { !$0.isEmpty }
    }

    package func contains(x: Double, y: Double) -> Bool {
        x >= Double(self.x) && y >= Double(self.y) && x < Double(self.x + width) && y < Double(self.y + height)
    }
}
