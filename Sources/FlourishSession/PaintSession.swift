import FlourishLayers
import FlourishPaint
import FlourishRecording
import FlourishSamples
import FlourishSessionSetup
import FlourishStabilizer

/// One painting session: the canvas, its brushes, the view and the undo history. Samples and
/// commands are the only ways in; what they changed comes back as `SessionChanges`, with
/// what to record and what to save as values. No window, no SDL, no file written: the app is
/// the edge that turns events into samples and commands and writes what the changes ask for,
/// and `flourish replay` drives the very same session from a file.
public final class PaintSession {
    /// The setup the session was made from, with the settings' slot brushes checked (one that
    /// did not load replaced by the brush its slot kept; see `ConfiguredBrushCheck`).
    public let setup: SessionSetup
    public let engine: PaintEngine
    /// The painting's layers; strokes paint on the current one.
    public let layers: LayerStack
    /// What the painting shows: its visible layers composited (over no paper).
    public var canvas: TileStore { layers.composite }
    public private(set) var view: ViewTransform
    private var history: UndoHistory
    /// The step recording the stroke in progress (or paint that came between strokes); it
    /// joins the history when the next stroke starts or a history command comes.
    private var openStep: (id: Int, journal: TileJournal)?
    private var lastStepID = 0
    /// The canvas state at the last save (0: the state the session started in; -1: none,
    /// for a painting recovered from an autosave, unsaved from the start).
    private var savedStateID = 0
    /// A save's snapshot was taken while the open step held paint: the next paint into that
    /// step gives it a new id, so the state the save holds is not taken for the state after.
    private var snapshotTakenMidStep = false
    /// The file the painting is kept in; nil until it is first saved to one.
    public private(set) var documentPath: String?
    /// The colour under the paint: the setup's, or the one an opened file brought.
    public private(set) var paper: Color
    /// Whether a stroke is in progress: from a down sample to the next sample that is up.
    public private(set) var isStrokeInProgress = false
    /// How every dab is repeated now (`.setSymmetry`); the app draws its axes from this.
    public var symmetry: Symmetry { engine.symmetry }
    /// History commands given mid-stroke, applied when the stroke ends.
    private var deferred: [SessionCommand] = []
    /// Undos and redos carried out so far, each one a step traded with the canvas (one with
    /// nothing to take back or put again is not counted): what a benchmark that sends the keys
    /// reads to know how many were real steps.
    public private(set) var stepsUndone = 0
    public private(set) var stepsRedone = 0
    /// Set by a lift, cleared by paint: one lift is enough until something paints again.
    private var toolsLifted = false
    /// Whether each call's changes carry what a recording keeps (see `startRecording`).
    public private(set) var isRecording = false
    /// The painting's history, kept always (no flag): every record a recording would keep,
    /// appended as text in memory (see `HistoryLog`) and written by every OpenRaster save.
    public private(set) var historyLog: HistoryLog
    /// Frames (non-empty batches) painted so far: the number the next batch is recorded with.
    public private(set) var batchesPainted = 0
    /// Window samples mapped to canvas ones, reused frame to frame.
    private var mapped: [Sample] = []
    /// Pulls the current slot's strokes straight before the engine paints them; the
    /// recording keeps the samples as they came (a replay stabilizes them again, the same way).
    private var stabilizer: Stabilizer
    /// A frame's samples as the stabilizer hands them to the engine, reused frame to frame.
    private var stabilized: [Sample] = []
    /// Whether any slot's stabilizer was ever on: until then a recording needs no stabilizer
    /// record (every strength is 0, in the replay too), so recordings stay as they were.
    private var stabilizerInUse: Bool
    /// The nine brush slots; `currentSlot` (1...9) is the one the pen and mouse paint with.
    public private(set) var slots: [BrushSlot]
    public private(set) var currentSlot: Int
    /// The last colours painted with or picked, most recent first.
    public private(set) var recentColors = RecentColors()
    /// Every setting a brush file loaded so far gave out of libmypaint's range, once per
    /// file and setting, in the order found: the app and `flourish replay` show them.
    public private(set) var brushClamps: [BrushClamp] = []
    private var reportedClamps: Set<String> = []
    /// The settings lines whose brush could not be loaded, found as the session was made: the
    /// app shows them as it shows the settings' other problems.
    public let configuredBrushProblems: [ConfiguredBrushProblem]
    /// The settings' slot brushes, loaded to check them and not used yet.
    private var configured: ConfiguredBrushCheck

    /// Builds the canvas and its brushes from `setup`: the settings' slot brushes are loaded and
    /// checked (`configuredBrushProblems`), then the pen's and mouse's brush gets its radius
    /// and colour, and the eraser end its brush for eraser mode.
    public init(setup requested: SessionSetup, viewport: (width: Int, height: Int)? = nil) throws(BrushError) {
        configured = ConfiguredBrushCheck(requested)
        configuredBrushProblems = configured.problems
        let setup = configured.setup
        self.setup = setup
        documentPath = setup.documentPath
        paper = setup.paper
        slots = setup.slotBrushes.indices.map { i in
            let strength = setup.slotStabilizers.indices.contains(i) ? setup.slotStabilizers[i] : 0
            return BrushSlot(brush: setup.slotBrushes[i], color: setup.color, stabilizer: Stabilizer.clamped(strength))
        }
        currentSlot = min(max(setup.startSlot, 1), slots.count)
        stabilizer = Stabilizer(strength: slots[currentSlot - 1].stabilizer)
        stabilizerInUse = slots.contains { $0.stabilizer > 0 }
        slots[currentSlot - 1].radius = setup.brushRadius
        let brush = try Self.makeBrush(
            slots[currentSlot - 1], loaded: configured.takeLoaded(slot: currentSlot, named: slots[currentSlot - 1].brush))
        engine = PaintEngine(width: setup.canvasWidth, height: setup.canvasHeight, brush: brush)
        layers = LayerStack(width: setup.canvasWidth, height: setup.canvasHeight)
        engine.paint(on: layers.current.tiles)
        engine.setBrush(brush, for: .pen)
        engine.setBrush(brush, for: .mouse)
        let eraser = try Brush(named: setup.eraserBrush)
        eraser.radius = setup.eraserRadius
        eraser.useAsEraser()
        engine.setBrush(eraser, for: .eraser)
        let size = viewport ?? (setup.canvasWidth, setup.canvasHeight)
        view = ViewTransform(
            canvasWidth: setup.canvasWidth, canvasHeight: setup.canvasHeight,
            viewportWidth: size.width, viewportHeight: size.height, start: setup.startZoom)
        history = UndoHistory(memoryBudget: setup.undoMemoryBytes)
        historyLog = HistoryLog(settings: RecordingSettings())
        _ = noteClamps(of: brush)
        _ = noteClamps(of: eraser)
        historyLog = HistoryLog(settings: recordingHeader, limit: setup.historyLimitBytes ?? HistoryLog.defaultLimit)
    }

    /// Adds the clamps `brush` was loaded with that were not reported yet to `brushClamps`;
    /// returns them.
    private func noteClamps(of brush: Brush) -> [BrushClamp] {
        let fresh = brush.clamps.filter { reportedClamps.insert("\($0.file)\u{0}\($0.setting)").inserted }
        brushClamps += fresh
        return fresh
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
            record(.setBrushView(zoom: brushView.zoom, rotation: brushView.rotation), &seen)
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
        changes.records.append(.samples(batch, batch: batchesPainted))
        batchesPainted += 1
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
                closeOpenStep()
                openStep = (takeStepID(), TileJournal())
                isStrokeInProgress = true
                if sample.tool != .eraser { recentColors.use(slots[currentSlot - 1].color) }
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
        history.trim(pending: openStep?.journal.byteCount ?? 0)
        return finished(changes)
    }

    private func paintSegment(_ segment: ArraySlice<Sample>, _ changes: inout SessionChanges) {
        // A group has no pixels of its own to paint on (its store only names it).
        guard !segment.isEmpty, !layers.arrangement.currentEntry.isGroup else { return }
        // Every write lands in a step: paint between strokes (a brush that paints at zero
        // pressure) gets a step of its own, kept only if it wrote something.
        let step = openStep ?? (takeStepID(), TileJournal())
        let layer = engine.tiles
        layer.journal = step.journal
        let dabsBefore = engine.dabs
        let clampedBefore = engine.clampedSamples
        let region = engine.continueStroke(segment)
        layer.journal = nil
        layers.recomposite(region.tiles, within: region.bounds)
        if snapshotTakenMidStep, !region.tiles.isEmpty, openStep?.id == step.id {
            // Paint after a mid-stroke save: the stroke is now a state no file holds.
            openStep?.id = takeStepID()
            snapshotTakenMidStep = false
        }
        toolsLifted = false
        changes.dabs += engine.dabs - dabsBefore
        changes.clampedSamples += engine.clampedSamples - clampedBefore
        if !region.tiles.isEmpty { changes.canvas.append(region) }
        guard !step.journal.isEmpty else { return }
        if openStep == nil { openStep = step }
        // The canvas moved on from the state the steps taken back start from.
        if history.redoableSteps > 0 {
            history.dropRedoSteps()
            changes.historyChanged = true
        }
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
        if let recorded = command.recorded(slots: slots, currentSlot: currentSlot) { record(recorded, &changes) }
        if case .selectSlot(let n) = command, stabilizerInUse {
            // A recording knows no slots: the chosen slot's strength comes with its brush.
            record(.setStabilizer(slots[n - 1].stabilizer), &changes)
        }
        if case .setStabilizer(let strength) = command, !strength.isNaN { stabilizerInUse = true }
        if (command.waitsForStrokeEnd || (command.keepsItsPlace && !deferred.isEmpty)) && isStrokeInProgress {
            deferred.append(command)
        } else {
            apply(command, &changes)
        }
        return finished(changes)
    }

    /// `]` makes brushes this much bigger, `[` as much smaller.
    static let biggerFactor = 1.25

    private func apply(_ command: SessionCommand, _ changes: inout SessionChanges) {
        switch command {
        case .undo:
            closeOpenStep()
            if let tiles = history.undo(on: layers) {
                stepsUndone += 1
                changes.canvas.append(region(of: tiles))
                followCurrentLayer()
            }
            changes.historyChanged = true
        case .redo:
            closeOpenStep()
            if let tiles = history.redo(on: layers) {
                stepsRedone += 1
                changes.canvas.append(region(of: tiles))
                followCurrentLayer()
            }
            changes.historyChanged = true
        case .clear:
            closeOpenStep()
            // The current layer's paint goes; the others stay.
            let layer = engine.tiles
            let (region, removed) = engine.clear()
            layers.recomposite(region.tiles)
            if !removed.isEmpty {
                history.push(UndoStep(id: takeStepID(), kind: .clear, store: layer, tiles: removed.mapValues { .some($0) }))
                history.trim(pending: 0)
                changes.canvas.append(region)
                changes.historyChanged = true
            }
        case .zoom(let steps, let x, let y):
            changeView(&changes) { $0.zoom(steps: steps, aboutX: x, aboutY: y) }
        case .pan(let dx, let dy):
            changeView(&changes) { $0.pan(dx: dx, dy: dy) }
        case .resetView:
            changeView(&changes) { $0.fit() }
        case .rotateView(let degrees, let x, let y):
            changeView(&changes) { $0.rotate(by: degrees, aboutX: x, aboutY: y) }
        case .setViewRotation(let degrees, let x, let y):
            changeView(&changes) { $0.rotate(to: degrees, aboutX: x, aboutY: y) }
        case .mirrorView(let x, let y):
            changeView(&changes) { $0.mirror(aboutX: x, aboutY: y) }
        case .setBrushView(let zoom, let rotation):
            (engine.viewZoom, engine.viewRotation) = (zoom, rotation)
        case .resizeViewport(let width, let height):
            changeView(&changes) { $0.resize(width: width, height: height) }
        case .brushBigger:
            scaleBrushes(by: Self.biggerFactor)
            changes.brushChanged = true
        case .brushSmaller:
            scaleBrushes(by: 1 / Self.biggerFactor)
            changes.brushChanged = true
        case .scaleBrush(let factor):
            guard factor.isFinite, factor > 0 else { return }
            scaleBrushes(by: factor)
            changes.brushChanged = true
        case .liftTools:
            engine.liftAllTools()
            stabilizer.forget()
            toolsLifted = true
            if isStrokeInProgress {
                isStrokeInProgress = false
                applyDeferred(&changes)
            }
        case .save(let path):
            changes.save = saveRequest(to: path)
        case .selectSlot(let n):
            guard slots.indices.contains(n - 1), n != currentSlot else { return }
            if activate(slots[n - 1], loaded: configured.takeLoaded(slot: n, named: slots[n - 1].brush), &changes) {
                currentSlot = n
                stabilizer.strength = slots[n - 1].stabilizer
            }
        case .setSlotBrush(let name):
            var slot = slots[currentSlot - 1]
            slot.brush = name
            slot.radius = nil
            if activate(slot, &changes) { slots[currentSlot - 1] = slot }
        case .loadBrush(let path, let radius, let color):
            // The brush is the file's; the stabilizer stays the slot's.
            let slot = BrushSlot(brush: path, radius: radius, color: color, stabilizer: slots[currentSlot - 1].stabilizer)
            if activate(slot, &changes) { slots[currentSlot - 1] = slot }
        case .layer(let command):
            closeOpenStep()
            let change = layers.apply(command)
            if let problem = change.problem { changes.problems.append(problem) }
            if let before = change.before {
                history.push(
                    UndoStep(
                        id: takeStepID(), kind: .layers, store: change.written?.store,
                        tiles: change.written?.journal.replaced ?? [:], arrangement: before))
                history.trim(pending: 0)
                changes.historyChanged = true
            }
            if !change.tiles.isEmpty { changes.canvas.append(region(of: change.tiles)) }
            followCurrentLayer()
            changes.layersChanged = true
        case .setSymmetry(let symmetry):
            // A tool state like the brush: the strokes it shapes are the undo steps, and a
            // stroke's mirrored dabs land in that stroke's journal with the rest of it.
            guard symmetry != engine.symmetry else { break }
            engine.symmetry = symmetry
            changes.symmetryChanged = true
        case .setColor(let color), .pickColor(let color):
            slots[currentSlot - 1].color = color
            engine.brush(for: .pen).setColor(color)
            engine.brush(for: .mouse).setColor(color)
            if case .pickColor = command { recentColors.use(color) }
            changes.brushChanged = true
        case .setStabilizer(let strength):
            guard !strength.isNaN else { return }
            slots[currentSlot - 1].stabilizer = Stabilizer.clamped(strength)
            stabilizer.strength = slots[currentSlot - 1].stabilizer
            changes.brushChanged = true
        }
    }

    /// Gives the pen and the mouse a fresh brush made from `slot` (fresh, so a replay that
    /// makes it again paints the same dabs: `loaded`, where given, is one loaded and never
    /// used); false, with the reason in `changes`, when the brush cannot be loaded.
    private func activate(_ slot: BrushSlot, loaded: Brush? = nil, _ changes: inout SessionChanges) -> Bool {
        let brush: Brush
        do { brush = try Self.makeBrush(slot, loaded: loaded) } catch {
            changes.problems.append("\(error)")
            return false
        }
        engine.setBrush(brush, for: .pen)
        engine.setBrush(brush, for: .mouse)
        changes.problems += noteClamps(of: brush).map(\.description)
        changes.brushChanged = true
        return true
    }

    /// `slot`'s brush at its radius and colour: `loaded` (a brush of the slot's file, never
    /// painted with) where given, else read from its file.
    static func makeBrush(_ slot: BrushSlot, loaded: Brush? = nil) throws(BrushError) -> Brush {
        let brush: Brush
        if let loaded { brush = loaded } else { brush = try Brush(named: slot.brush) }
        if let radius = slot.radius { brush.radius = radius }
        brush.setColor(slot.color)
        return brush
    }

    /// What a recording stores for activating `slot`.
    static func recorded(_ slot: BrushSlot) -> RecordedCommand {
        .useBrush(path: Brush.resolve(slot.brush), radius: slot.radius, color: slot.color.description)
    }

    /// The colour the canvas shows under window point (x, y) (paint over paper; the current
    /// layer's alone with `eyedropper = layer`), or nil off the canvas: what the eyedropper
    /// picks.
    public func colorUnder(windowX x: Double, windowY y: Double) -> Color? {
        let point = view.canvasPoint(windowX: x, windowY: y)
        guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e9, abs(point.y) < 1e9 else { return nil }
        let source = setup.eyedropper == .layer ? layers.current.tiles : canvas
        return source.colorOverPaper(x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)), paper: paper)
    }

    /// How far the stabilized brush trails the pen in the stroke in progress: canvas pixels,
    /// and milliseconds since the pen was where the brush is (for an overlay); nil while no
    /// stroke is being stabilized (the pen up, or the current slot's stabilizer off).
    public var stabilizerLag: (pixels: Double, milliseconds: Double)? {
        stabilizer.lag.map { ($0.pixels, $0.milliseconds) }
    }

    /// The current slot, with the radius its brush has now.
    public var currentBrush: BrushSlot { slots[currentSlot - 1] }

    /// A view change moves the canvas under a pen that may be resting on it: the brush is
    /// lifted, so its next sample places it instead of drawing a line from where it was.
    private func changeView(_ changes: inout SessionChanges, _ change: (inout ViewTransform) -> Void) {
        let before = view
        change(&view)
        guard view != before else { return }
        changes.viewChanged = true
        if !toolsLifted {
            record(.liftTools, &changes)
            engine.liftAllTools()
            stabilizer.forget()
            toolsLifted = true
        }
    }

    private func applyDeferred(_ changes: inout SessionChanges) {
        let waiting = deferred
        deferred.removeAll()
        for command in waiting { apply(command, &changes) }
    }

    private func scaleBrushes(by factor: Double) {
        // Tools may share one brush; scale each brush once.
        var scaled: [ObjectIdentifier] = []
        for tool in Tool.allCases {
            let brush = engine.brush(for: tool)
            guard !scaled.contains(ObjectIdentifier(brush)) else { continue }
            scaled.append(ObjectIdentifier(brush))
            brush.radius *= factor
        }
        // The slot remembers its brush's size.
        slots[currentSlot - 1].radius = engine.brush(for: .pen).radius
    }

    // MARK: History

    private func takeStepID() -> Int {
        lastStepID += 1
        return lastStepID
    }

    /// Strokes from now on paint on the stack's current layer (after a layer command, an undo
    /// or a redo, which may have changed which one that is).
    private func followCurrentLayer() {
        guard engine.tiles !== layers.current.tiles else { return }
        engine.paint(on: layers.current.tiles)
    }

    /// Ends the step being recorded: it joins the history if it changed anything.
    private func closeOpenStep() {
        guard let step = openStep else { return }
        openStep = nil
        snapshotTakenMidStep = false
        guard !step.journal.isEmpty else { return }
        history.push(UndoStep(id: step.id, kind: .stroke, store: engine.tiles, tiles: step.journal.replaced))
    }

    /// Names the canvas's current state: the step that made it (0 for the start). Undoing
    /// back to a saved state makes the painting clean again.
    public var stateID: Int {
        if let step = openStep, !step.journal.isEmpty { return step.id }
        return history.topID ?? 0
    }

    /// Steps that can be undone (the stroke being recorded counts as one).
    public var undoableSteps: Int { history.undoableSteps + (openStep?.journal.isEmpty == false ? 1 : 0) }
    public var redoableSteps: Int { history.redoableSteps }
    /// Bytes of tile copies the history holds, the stroke being recorded included.
    public var historyBytes: Int { history.byteCount + (openStep?.journal.byteCount ?? 0) }

    /// Whether the painting differs from what was last saved.
    public var isDocumentDirty: Bool { stateID != savedStateID }

    private func region(of tiles: [TileCoordinate]) -> DirtyRegion {
        guard let first = tiles.first else { return .none }
        var x0 = Int(first.x)
        var y0 = Int(first.y)
        var x1 = x0
        var y1 = y0
        for tile in tiles {
            x0 = min(x0, Int(tile.x))
            y0 = min(y0, Int(tile.y))
            x1 = max(x1, Int(tile.x))
            y1 = max(y1, Int(tile.y))
        }
        let size = TileStore.tileSize
        return DirtyRegion(
            tiles: tiles, bounds: PixelRect(x: x0 * size, y: y0 * size, width: (x1 - x0 + 1) * size, height: (y1 - y0 + 1) * size))
    }

    private func finished(_ changes: SessionChanges) -> SessionChanges {
        var changes = changes
        changes.documentDirty = isDocumentDirty
        // Every call's records go to the history; the changes carry them only while recorded.
        for entry in changes.records where historyLog.append(entry) {
            changes.problems.append(
                "the painting's history reached its limit of \(historyLog.limit >> 20) MiB: what is painted from now on is not kept in it")
        }
        if !isRecording { changes.records.removeAll() }
        return changes
    }

    // MARK: Files

    /// Why a file whose canvas is `width`x`height` cannot be opened into this session, or nil:
    /// a file opens only into a fresh painting (nothing painted, nothing to undo) made at the
    /// size it asks for.
    public func openProblem(width: Int, height: Int) -> String? {
        guard layers.entries.count == 1, layers.paintedTiles.isEmpty, undoableSteps == 0, !isStrokeInProgress else {
            return "opens only into a fresh painting"
        }
        guard width == canvas.width, height == canvas.height else {
            return "needs a \(width)x\(height) canvas, not \(canvas.width)x\(canvas.height)"
        }
        return nil
    }

    /// The edge put an opened file's pixels on the fresh canvas (see `openProblem`), before
    /// anything was painted: what was opened is the start, not a step to undo. `paper`: the
    /// file's, where it brings one. `recovered`: the file is an autosave of unsaved paint, so
    /// the painting starts unsaved; else it starts saved, as the file it came from.
    public func noteOpened(paper: Color?, recovered: Bool = false) {
        layers.recomposite(layers.paintedTiles)
        followCurrentLayer()
        if let paper { self.paper = paper }
        savedStateID = recovered ? -1 : stateID
    }

    /// The opened file's history (or a fresh one starting from the file's own bytes) comes
    /// before this session's: painting on continues it. Only on a fresh painting, as
    /// `noteOpened`.
    public func continueHistory(_ previous: HistoryText) {
        historyLog.continueAfter(previous)
    }

    /// What a save to `path` writes, taken now (no pixels copied: see `CanvasSnapshot`), with
    /// the state it holds, for `noteSaved` once the edge has written it.
    public func saveRequest(to path: String) -> SaveRequest {
        if let step = openStep, !step.journal.isEmpty { snapshotTakenMidStep = true }
        return SaveRequest(
            canvas: canvas.snapshot(), layers: layers.snapshot(), paper: paper, stateID: stateID, path: path,
            fullCanvas: setup.fullCanvasPNG, history: historyLog.text)
    }

    /// A save of state `stateID` reached `path`: that is now the painting's file, and the
    /// painting is clean while it stays in that state.
    public func noteSaved(to path: String, stateID: Int) {
        savedStateID = stateID
        documentPath = path
    }

    // MARK: Recording

    /// From now on the changes of every call carry what a recording keeps (`records`): each
    /// batch and each command that changes the canvas. The edge writes them after
    /// `recordingHeader`.
    public func startRecording() {
        isRecording = true
    }

    /// The changes carry no records any more.
    public func stopRecording() {
        isRecording = false
    }

    /// Gesture ink or a change of gesture mode, for the recording, with the frame the next
    /// paint will be recorded in; nothing else happens to the session (gesture ink never
    /// paints, never becomes history). The changes carry it while the session is recorded.
    public func recordGesture(_ gesture: GestureRecord) -> SessionChanges {
        var changes = SessionChanges()
        changes.records.append(.gesture(gesture, batch: batchesPainted))
        return finished(changes)
    }

    /// Notes `command` for the history (and the recording, while there is one): `finished`
    /// hands the records on.
    private func record(_ command: RecordedCommand, _ changes: inout SessionChanges) {
        changes.records.append(.command(command, batch: batchesPainted))
    }

    /// The header a recording of this session starts with: what a replay needs to paint with
    /// the same brushes on the same canvas.
    public var recordingHeader: RecordingSettings {
        var header = RecordingSettings()
        let brush = engine.brush(for: .pen)
        let eraser = engine.brush(for: .eraser)
        header.brush = brush.path
        header.radius = brush.radius
        header.color = currentBrush.color.description
        header.eraserBrush = eraser.path
        header.eraserRadius = eraser.radius
        header.canvasWidth = canvas.width
        header.canvasHeight = canvas.height
        if stabilizerInUse { header.stabilizer = stabilizer.strength }
        return header
    }
}
