import FlourishCompositing
import FlourishLayers
import FlourishPaint
import FlourishRecording
import FlourishSamples
import FlourishSessionSetup
import FlourishStabilizer
import FlourishTransform

/// One painting session: the canvas, its brushes, the view and the undo history. Samples and
/// commands are the only ways in; what they changed comes back as `SessionChanges`, with
/// what to record and what to save as values. No window, no SDL, no file written: the app is
/// the edge that turns events into samples and commands and writes what the changes ask for,
/// and `flourish replay` drives the very same session from a file.
///
/// The session is the front; its parts are the brush slots (`BrushSlots`), the ledger of its
/// edits and their undo history (`EditLedger`), and its log of records (`SessionLog`).
public final class PaintSession {
    /// The setup the session was made from, with the settings' slot brushes checked (one that
    /// did not load replaced by the brush its slot kept; see `ConfiguredBrushCheck`).
    public let setup: SessionSetup
    public let engine: PaintEngine
    /// The painting's layers; strokes paint on the current one.
    public let layers: LayerStack
    /// What the painting shows: its visible layers composited (over no paper).
    public var canvas: TileStore { layers.composite }
    public internal(set) var view: ViewTransform
    /// Which change is a step, the steps' ids, the state last saved and the undo history.
    public let ledger: EditLedger
    /// The file the painting is kept in; nil until it is first saved to one.
    public internal(set) var documentPath: String?
    /// The colour under the paint: the setup's, or the one an opened file brought.
    public internal(set) var paper: Color
    /// The space the painting's tiles hold their light in: the setup's, or an opened file's
    /// (see `ColorSpace`); and its curve.
    public internal(set) var colorSpace: ColorSpace
    public internal(set) var curve: TransferCurve
    /// Whether a stroke is in progress: from a down sample to the next sample that is up.
    public internal(set) var isStrokeInProgress = false
    /// How every dab is repeated now (`.setSymmetry`); the app draws its axes from this.
    public var symmetry: Symmetry { engine.symmetry }
    /// History commands given mid-stroke, applied when the stroke ends.
    var deferred: [SessionCommand] = []
    /// Undos and redos carried out so far, each one a step traded with the canvas (one with
    /// nothing to take back or put again is not counted): what a benchmark that sends the keys
    /// reads to know how many were real steps.
    public internal(set) var stepsUndone = 0
    public internal(set) var stepsRedone = 0
    /// Set by a lift, cleared by paint: one lift is enough until something paints again.
    var toolsLifted = false
    /// What the session keeps as records: the painting's history, and a recording's records.
    var log: SessionLog
    /// Window samples mapped to canvas ones, reused frame to frame.
    private var mapped: [Sample] = []
    /// Pulls the current slot's strokes straight before the engine paints them; the
    /// recording keeps the samples as they came (a replay stabilizes them again, the same way).
    var stabilizer: Stabilizer
    /// A frame's samples as the stabilizer hands them to the engine, reused frame to frame.
    private var stabilized: [Sample] = []
    /// The nine brush slots, the current one, and what loading their brushes found.
    var brushes: BrushSlots
    /// The layers shown transformed while a transform is being chosen (see
    /// `PaintSession+Transform`); empty while none is.
    var transformPreview: [TransformPreview] = []
    /// What is selected (nil: nothing; dabs land anywhere), and the outlines it was drawn
    /// with, for its marching ants (see `PaintSession+Selection`).
    public internal(set) var selection: SelectionMask?
    public internal(set) var selectionOutlines: [[(x: Double, y: Double)]] = []
    /// The last colours painted with or picked, most recent first.
    public internal(set) var recentColors = RecentColors()

    /// Builds the canvas and its brushes from `setup`: the settings' slot brushes are loaded and
    /// checked (`configuredBrushProblems`), then the pen's and mouse's brush gets its radius
    /// and colour, and the eraser end its brush for eraser mode.
    public init(setup requested: SessionSetup, viewport: (width: Int, height: Int)? = nil) throws(BrushError) {
        let configured = ConfiguredBrushCheck(requested)
        let setup = configured.setup
        self.setup = setup
        documentPath = setup.documentPath
        paper = setup.paper
        colorSpace = setup.colorSpace
        curve = TransferCurve.of(setup.colorSpace)
        brushes = BrushSlots(configured)
        stabilizer = Stabilizer(strength: brushes.currentSlot.stabilizer)
        let brush = try brushes.makeFirstBrush()
        engine = PaintEngine(width: setup.canvasWidth, height: setup.canvasHeight, brush: brush)
        layers = LayerStack(width: setup.canvasWidth, height: setup.canvasHeight)
        layers.paper = PixelFormat.opaque(setup.paper, curve: curve)
        engine.colorSpace = setup.colorSpace
        engine.paint(on: layers.current.tiles)
        engine.setBrush(brush, for: .pen)
        engine.setBrush(brush, for: .mouse)
        let eraser = try Self.makeEraser(setup, pigment: brushes.pigment)
        engine.setBrush(eraser, for: .eraser)
        let size = viewport ?? (setup.canvasWidth, setup.canvasHeight)
        view = ViewTransform(
            canvasWidth: setup.canvasWidth, canvasHeight: setup.canvasHeight,
            viewportWidth: size.width, viewportHeight: size.height, start: setup.startZoom)
        ledger = EditLedger(memoryBudget: setup.undoMemoryBytes)
        log = SessionLog(settings: RecordingSettings())
        _ = brushes.noteClamps(of: brush)
        _ = brushes.noteClamps(of: eraser)
        log = SessionLog(settings: recordingHeader, limit: setup.historyLimitBytes ?? HistoryLog.defaultLimit)
    }

    /// The eraser end's brush, in eraser mode at its radius, with the painting's pigment rule.
    static func makeEraser(_ setup: SessionSetup, pigment: BrushPigment) throws(BrushError) -> Brush {
        let eraser = try Brush(named: setup.eraserBrush, pigment: pigment)
        eraser.radius = setup.eraserRadius
        eraser.useAsEraser()
        return eraser
    }

    // MARK: Samples

    /// Paints one frame's samples given in window coordinates: each is mapped through the
    /// view here, the one place input meets the view.
    @discardableResult
    public func paint(windowSamples batch: [Sample]) -> SessionChanges {
        // Brushes with view inputs (direction, "view zoom") paint by the view the samples were
        // made in: it reaches them through stroke_to_2, and the recording keeps it, before the
        // samples, for the replay, which has no view.
        var seen = SessionChanges()
        let brushView = (zoom: view.zoom, rotation: view.rotation * .pi / 180)
        if engine.viewZoom != brushView.zoom || engine.viewRotation != brushView.rotation {
            (engine.viewZoom, engine.viewRotation) = brushView
            log.record(.setBrushView(zoom: brushView.zoom, rotation: brushView.rotation), &seen)
            seen = finished(seen)
        }
        mapped.removeAll(keepingCapacity: true)
        for sample in batch {
            var onCanvas = sample
            (onCanvas.x, onCanvas.y) = view.canvasPoint(windowX: sample.x, windowY: sample.y)
            if view.isTurned { (onCanvas.xtilt, onCanvas.ytilt) = view.canvasTilt(x: sample.xtilt, y: sample.ytilt) }
            mapped.append(onCanvas)
        }
        var changes = paint(mapped)
        changes.records.insert(contentsOf: seen.records, at: 0)
        return changes
    }

    /// Paints one frame's samples, in canvas coordinates, in order.
    ///
    /// The frame is cut where a stroke starts or ends, so each undo step holds exactly its
    /// own stroke's tiles; between cuts libmypaint still gets one begin/end_atomic.
    @discardableResult
    public func paint(_ batch: [Sample]) -> SessionChanges {
        var changes = SessionChanges()
        guard !batch.isEmpty else { return finished(changes) }
        log.recordSamples(batch, &changes)
        // Each sample is stabilized as it is reached, so a strength a deferred command sets
        // at a stroke's end applies from the very next sample.
        stabilized.removeAll(keepingCapacity: true)
        var start = 0
        for sample in batch {
            let down = sample.isDown
            if down && !isStrokeInProgress {
                if layers.arrangement.currentEntry.isGroup {
                    changes.problems.append(
                        "'\(layers.arrangement.currentEntry.name)' is a group: choose a layer to paint on")
                }
                paintSegment(stabilized[start...], &changes)
                start = stabilized.count
                ledger.beginStroke(closing: engine.tiles)
                isStrokeInProgress = true
                if sample.tool != .eraser { recentColors.use(brushes.currentSlot.color) }
                stabilizer.stabilize(sample, into: &stabilized)
            } else if !down && isStrokeInProgress {
                // The lift, after the samples that catch the brush up with the pen.
                stabilizer.stabilize(sample, into: &stabilized)
                paintSegment(stabilized[start...], &changes)
                start = stabilized.count
                isStrokeInProgress = false
                applyDeferred(&changes)
            } else {
                stabilizer.stabilize(sample, into: &stabilized)
            }
        }
        paintSegment(stabilized[start...], &changes)
        ledger.trim()
        return finished(changes)
    }

    private func paintSegment(_ segment: ArraySlice<Sample>, _ changes: inout SessionChanges) {
        // A group has no pixels of its own to paint on (its store only names it).
        guard !segment.isEmpty, !layers.arrangement.currentEntry.isGroup else { return }
        // Every write lands in a step: paint between strokes (a brush that paints at zero
        // pressure) gets a step of its own, kept only if it wrote something.
        let step = ledger.stepForPaint()
        let layer = engine.tiles
        layer.journal = step.journal
        let dabsBefore = engine.dabs
        let clampedBefore = engine.clampedSamples
        let region = engine.continueStroke(segment)
        layer.journal = nil
        layers.recomposite(region.tiles, within: region.bounds)
        let redoDropped = ledger.notePainted(step, wroteTiles: !region.tiles.isEmpty)
        toolsLifted = false
        changes.dabs += engine.dabs - dabsBefore
        changes.clampedSamples += engine.clampedSamples - clampedBefore
        if !region.tiles.isEmpty { changes.canvas.append(region) }
        if redoDropped { changes.historyChanged = true }
    }

    // MARK: Commands

    /// Carries out `command`; undo, redo and clear given mid-stroke wait for the stroke to
    /// end. Commands that change what the canvas ends up holding are recorded as given.
    @discardableResult
    public func perform(_ command: SessionCommand) -> SessionChanges {
        var changes = SessionChanges()
        if case .selectSlot(let n) = command, !slots.indices.contains(n - 1) || n == currentSlot {
            return finished(changes)
        }
        if let recorded = command.recorded(slots: slots, currentSlot: currentSlot) { log.record(recorded, &changes) }
        if case .selectSlot(let n) = command, brushes.stabilizerInUse {
            // A recording knows no slots: the chosen slot's strength comes with its brush.
            log.record(.setStabilizer(slots[n - 1].stabilizer), &changes)
        }
        if case .setStabilizer(let strength) = command { brushes.noteStabilizerGiven(strength) }
        if (command.waitsForStrokeEnd || (command.keepsItsPlace && !deferred.isEmpty)) && isStrokeInProgress {
            deferred.append(command)
        } else {
            apply(command, &changes)
        }
        return finished(changes)
    }

    /// `changes` with what every call's end adds: whether the painting is dirty now, and its
    /// records handed to the log.
    func finished(_ changes: SessionChanges) -> SessionChanges {
        var changes = changes
        changes.documentDirty = isDocumentDirty
        log.finish(&changes)
        return changes
    }

    // MARK: Brushes

    /// The nine brush slots; `currentSlot` (1...9) is the one the pen and mouse paint with.
    public var slots: [BrushSlot] { brushes.slots }
    public var currentSlot: Int { brushes.current }
    /// The current slot, with the radius its brush has now.
    public var currentBrush: BrushSlot { brushes.currentSlot }
    /// Every setting a brush file loaded so far gave out of libmypaint's range, once per
    /// file and setting, in the order found: the app and `flourish replay` show them.
    public var brushClamps: [BrushClamp] { brushes.clamps }
    /// The settings lines whose brush could not be loaded, found as the session was made: the
    /// app shows them as it shows the settings' other problems.
    public var configuredBrushProblems: [ConfiguredBrushProblem] { brushes.configuredProblems }

    /// How far the stabilized brush trails the pen in the stroke in progress: canvas pixels,
    /// and milliseconds since the pen was where the brush is (for an overlay); nil while no
    /// stroke is being stabilized (the pen up, or the current slot's stabilizer off).
    public var stabilizerLag: (pixels: Double, milliseconds: Double)? {
        stabilizer.lag.map { ($0.pixels, $0.milliseconds) }
    }

    // MARK: History

    /// Names the canvas's current state: the step that made it (0 for the start). Undoing
    /// back to a saved state makes the painting clean again.
    public var stateID: Int { ledger.stateID }
    /// Steps that can be undone (the stroke being recorded counts as one).
    public var undoableSteps: Int { ledger.undoableSteps }
    public var redoableSteps: Int { ledger.redoableSteps }
    /// Bytes of tile copies the history holds, the stroke being recorded included.
    public var historyBytes: Int { ledger.historyBytes }
    /// Whether the painting differs from what was last saved.
    public var isDocumentDirty: Bool { ledger.isDirty }
}
