import FlourishSamples

/// Everything besides samples that changes a painting session. The app turns keys, wheel and
/// drags into these; the session is the only thing that acts on them.
public enum SessionCommand: Sendable, Equatable {
    /// Take back the last step (waits for the stroke in progress to end).
    case undo
    /// Bring back the last step taken back (waits likewise).
    case redo
    /// Remove all paint of the current layer, or, with a selection, what it covers, as an
    /// undoable step (waits likewise).
    case clear
    /// Zoom by `steps` steps of 2^(1/4) (negative: out), keeping the canvas point under the
    /// window point (x, y) where it is.
    case zoom(steps: Int, aboutX: Double, aboutY: Double)
    /// Move the canvas by this many window pixels.
    case pan(dx: Double, dy: Double)
    /// Fit the whole canvas in the window.
    case resetView
    /// Zoom to `scale` window pixels a canvas pixel (1: 1:1), keeping the canvas point under
    /// the window point (x, y) where it is.
    case zoomTo(scale: Double, aboutX: Double, aboutY: Double)
    /// Turn the view by this many degrees (clockwise on screen) about the window point (x, y).
    case rotateView(degrees: Double, aboutX: Double, aboutY: Double)
    /// Turn the view to this angle about the window point (x, y) (0: upright again).
    case setViewRotation(degrees: Double, aboutX: Double, aboutY: Double)
    /// Mirror the view left to right, or back, about the window point (x, y).
    case mirrorView(aboutX: Double, aboutY: Double)
    /// Zoom to `zoom` and turn to `rotation` degrees with the canvas point (canvasX, canvasY)
    /// at the window point (windowX, windowY): where fingers put the view.
    case placeView(zoom: Double, rotation: Double, canvasX: Double, canvasY: Double, windowX: Double, windowY: Double)
    /// Brushes see the view at this zoom and turn (radians, clockwise on screen) from here on:
    /// what a recording keeps of a view change, since brushes with view inputs paint by it.
    case setBrushView(zoom: Double, rotation: Double)
    /// The window's drawable area is now this big.
    case resizeViewport(width: Int, height: Int)
    /// Every brush 25% bigger.
    case brushBigger
    /// Every brush 20% smaller (the inverse of bigger).
    case brushSmaller
    /// Every brush's radius times this factor (what a recording stores for the two above).
    case scaleBrush(by: Double)
    /// Every tool's stroke ends here (a device went away); the next sample only places the
    /// brush.
    case liftTools
    /// Write the painting to a file (.ora or .png) now.
    case save(path: String)
    /// Make slot 1...9 the current one: its brush, radius and colour paint from the next
    /// stroke on.
    case selectSlot(Int)
    /// Put this brush (a `.myb` path or `group/name`) into the current slot, at its own radius.
    case setSlotBrush(String)
    /// The current slot paints in this colour.
    case setColor(Color)
    /// The eyedropper picked this colour: the current slot paints in it, and it joins the
    /// recent colours.
    case pickColor(Color)
    /// Put this exact brush into the current slot (what a recording stores for the three
    /// above: the brush's file, radius — nil for its own — and colour).
    case loadBrush(path: String, radius: Double?, color: Color)
    /// A change to the layers (one undo step, except choosing the current layer).
    case layer(LayerCommand)
    /// The current slot's stroke stabilizer strength, 0 (off) to 1 (clamped; not a number is
    /// ignored). It takes effect at the next sample, mid-stroke too, and is no undo step; given
    /// after commands that wait for the stroke's end, it waits behind them, so it never
    /// overtakes a slot chosen before it.
    case setStabilizer(Double)
    /// From the next stroke on, every dab is repeated this way (waits for a stroke in
    /// progress to end, like a brush change; a tool state, not an undo step).
    case setSymmetry(Symmetry)
    /// Move, scale, turn or flip the current layer's pixels by this map of the canvas (one
    /// undo step; waits for the stroke in progress to end). Paint put off the canvas is cut
    /// off; a map that squashes the plane flat changes nothing.
    case transformLayer(Affine)
    /// The selection from here on: `shape` joined as `combination` says. Dabs land only inside
    /// it (through its anti-aliased edge) and a transform moves only what it covers. A tool
    /// state like symmetry, not an undo step; waits for the stroke in progress to end.
    case select(SelectionShape, SelectionCombination)
    /// Select the whole canvas (`all`), or nothing: dabs land anywhere again.
    case selectEverything(all: Bool)
    /// A picture from the clipboard, PNG bytes as they came, on a new layer above the current
    /// one with its top-left corner at canvas pixel (x, y): one undo step, which takes the
    /// layer away. A PNG that does not decode, or is larger than max_canvas, changes nothing
    /// and says why.
    case paste(x: Int, y: Int, png: [UInt8])

    /// Commands that change the undo history or the brush: they wait until the stroke in
    /// progress ends, so a step is never cut in the middle of a stroke and a stroke is painted
    /// with one brush.
    var waitsForStrokeEnd: Bool {
        switch self {
        case .undo, .redo, .clear, .selectSlot, .setSlotBrush, .setColor, .pickColor, .loadBrush, .layer, .setSymmetry,
            .transformLayer, .select, .selectEverything, .paste:
            true
        case .zoom, .zoomTo, .pan, .resetView, .rotateView, .setViewRotation, .mirrorView, .placeView, .resizeViewport,
            .brushBigger, .brushSmaller, .scaleBrush, .liftTools, .save, .setStabilizer, .setBrushView:
            false
        }
    }

    /// Commands that do not wait for the stroke's end themselves, but keep their place behind
    /// commands that do: applied out of order, they would act on another slot than the one
    /// they were given for.
    var keepsItsPlace: Bool {
        switch self {
        case .setStabilizer: true
        case .undo, .redo, .clear, .selectSlot, .setSlotBrush, .setColor, .pickColor, .loadBrush, .layer, .zoom, .zoomTo,
            .pan, .resetView, .rotateView, .setViewRotation, .mirrorView, .placeView, .resizeViewport, .brushBigger,
            .brushSmaller, .scaleBrush, .liftTools, .save, .setSymmetry, .setBrushView, .transformLayer, .select,
            .selectEverything, .paste:
            false
        }
    }
}
