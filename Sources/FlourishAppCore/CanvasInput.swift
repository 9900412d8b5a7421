import FlourishSamples
import FlourishTools

/// The canvas's side of input: where each pointer event goes (`router`), where the brush ring
/// is (`pointer`), and what each frame's batch becomes (`route`). It keeps what lasts between
/// frames (samples were withheld, gesture ink was taken from the pen) so that the brush never
/// draws a line across a gap; no SDL here, the app hands in numbers and batches.
@MainActor
package struct CanvasInput {
    package var router = PointerRouter()
    /// The tool the canvas's pointer events go to (the brush, or a tool chosen by key).
    package var tools = ToolHost()
    /// The ring's place: the devices' samples, or SDL's core pointer where nothing else moves
    /// it (see `PointerTracker`).
    package var pointer = PointerTracker()
    /// Samples were kept off the canvas: the next ones painted lift the brush first.
    private var samplesWereWithheld = false
    /// Gesture ink was kept from the pen's brush: its next canvas sample lifts it first.
    private var penInkTaken = false
    /// Each frame's batch split by route, reused frame to frame.
    private var canvasSamples: [Sample] = []
    private var inkSamples: [Sample] = []
    /// The batch less the strokes the chrome owns, reused frame to frame.
    private var offChrome: [Sample] = []
    /// Whether each tool (pen, eraser, mouse) is down, and whether its stroke is kept off the
    /// canvas: one begun on the chrome (the toolbar's press) or the press a panel took (a pick,
    /// or the tap outside that closed it) is never paint, until the tool lifts.
    private var toolDown = [false, false, false]
    private var chromeStroke = [false, false, false]
    /// Eraser mode: the pen's tip and the mouse erase.
    package var eraserMode = EraserMode()

    package init() {}

    /// Ctrl held: a press picks the colour under the pointer instead of painting.
    package var eyedropperHeld: Bool { router.controlHeld }

    /// Whether samples must stay off the canvas now: a pan, an open panel, the eyedropper, a
    /// tool that does not paint.
    package func withholdsSamples(panelOpen: Bool) -> Bool {
        router.withholdsSamples(panelOpen: panelOpen, eyedropperHeld: eyedropperHeld) || !tools.paintsSamples
    }

    /// SDL's core pointer is at `point` at `time` (a motion, or where a button went). Where
    /// SDL's mouse events are the input the ring follows at once. Where XInput2 reads the
    /// devices (`byXInput2`), the device's own sample of the same motion moves the ring and
    /// draws the frame, and this copy only waits (see `PointerTracker`): one motion makes one
    /// frame, and that frame carries the sample. Returns whether a frame is due.
    package mutating func corePointerMoved(
        to point: (x: Double, y: Double), at time: Double, byXInput2: Bool, serverSaysOver: () -> Bool
    ) -> Bool {
        guard byXInput2 else {
            pointer.moved(to: point, serverSaysOver: serverSaysOver)
            return true
        }
        return pointer.coreMoved(to: point, at: time, serverSaysOver: serverSaysOver)
    }

    /// A sample was kept off the canvas before it reached a batch (SDL's mouse path).
    package mutating func noteWithheld() { samplesWereWithheld = true }

    /// Routes one frame's batch: the ring goes where its last sample is; the batch is split
    /// into canvas samples and gesture ink (even while withheld, so a pen stroke keeps its
    /// route until it lifts); the brush is lifted first where samples were kept from it.
    package mutating func route(_ batch: [Sample], panelOpen: Bool, gestures: GestureController) -> BatchRoute {
        var route = BatchRoute()
        guard let last = batch.last else { return route }
        // Samples are in window coordinates: the pen's is where the ring goes.
        pointer.sampled(at: (last.x, last.y))
        let owned = keepChromeStrokes(from: batch)
        gestures.split(owned ? offChrome : batch, canvas: &canvasSamples, ink: &inkSamples)
        eraserMode.apply(to: &canvasSamples)
        guard !withholdsSamples(panelOpen: panelOpen) else {
            samplesWereWithheld = true
            route.withheld = true
            route.endsInk = !inkSamples.isEmpty
            return route
        }
        if !inkSamples.isEmpty {
            penInkTaken = true
            route.ink = inkSamples
        }
        guard !canvasSamples.isEmpty else { return route }
        if samplesWereWithheld || (penInkTaken && canvasSamples.contains { $0.tool == .pen }) {
            samplesWereWithheld = false
            penInkTaken = false
            route.liftFirst = true
        }
        route.paint = canvasSamples
        return route
    }

    /// Takes the samples of strokes begun on the chrome out of `batch` (into `offChrome`):
    /// a stroke is the chrome's when its first down sample lies on it (`router.chrome`, the
    /// same place the router gives presses to), and stays the chrome's until the tool lifts;
    /// one begun on the canvas stays on the canvas, under the toolbar too. The stroke of a press
    /// an open panel took (`router.pressIsThePanels`) is kept out the same way, even where the
    /// panel closed on it: its drag on paints nothing. Returns whether any was taken out (else
    /// `batch` goes on whole, copied nowhere).
    private mutating func keepChromeStrokes(from batch: [Sample]) -> Bool {
        if router.pressIsThePanels {
            // The panel's press began a stroke routed (withheld) before the router saw it.
            for tool in toolDown.indices where toolDown[tool] { chromeStroke[tool] = true }
        }
        var taken = false
        for (index, sample) in batch.enumerated() {
            let tool = Self.slot(of: sample.tool)
            let wasDown = toolDown[tool]
            toolDown[tool] = sample.isDown
            if sample.isDown && !wasDown {
                chromeStroke[tool] = router.pressIsThePanels || router.chrome.contains(x: sample.x, y: sample.y)
            }
            guard chromeStroke[tool] else {
                if taken { offChrome.append(sample) }
                continue
            }
            if !taken {
                taken = true
                offChrome.removeAll(keepingCapacity: true)
                offChrome.append(contentsOf: batch[..<index])
            }
            if !sample.isDown { chromeStroke[tool] = false }
        }
        return taken
    }

    private static func slot(of tool: Tool) -> Int {
        switch tool {
        case .pen: 0
        case .eraser: 1
        case .mouse: 2
        }
    }

    /// The ring where the next dab of a brush of `radius` window pixels would land, while the
    /// pointer is over the window, off the chrome, and neither a pan, a panel nor another tool
    /// holds it.
    package func ring(radius: Double, panelOpen: Bool) -> CursorPlacement? {
        guard !router.isPanning, !panelOpen, tools.isBrush else { return nil }
        if let at = pointer.position, router.chrome.contains(x: at.x, y: at.y) { return nil }
        return pointer.ring(radius: radius)
    }
}
