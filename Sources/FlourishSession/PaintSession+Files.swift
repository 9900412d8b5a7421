import FlourishCompositing
import FlourishPaint
import FlourishRecording
import FlourishSamples

/// Files in and out of the session, as values: whether an opened file may come in, what a save
/// writes, and the states saves hold. The edge reads and writes the files.
extension PaintSession {
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

    /// A file is about to be opened into the fresh painting (see `openProblem`): it takes the
    /// file's paper, where it brings one, and the colour space its pixels are in (nil: the
    /// painting's own), before they are decoded onto its layers in it.
    public func prepareOpening(paper: Color?, colorSpace: ColorSpace?) {
        if let paper { self.paper = paper }
        if let colorSpace, colorSpace != self.colorSpace {
            self.colorSpace = colorSpace
            curve = TransferCurve.of(colorSpace)
            engine.colorSpace = colorSpace
            // Brushes keep a file's pigment in the linear space, not in the legacy one: they
            // are made again with the file's space's rule (a fresh painting paints nothing yet).
            // (A brush that loaded as the session was made loads again; were it gone since, the
            // one it had stays.)
            var unreported = SessionChanges()
            brushes.follow(colorSpace, on: engine, &unreported)
            if let eraser = try? Self.makeEraser(setup, pigment: brushes.pigment) { engine.setBrush(eraser, for: .eraser) }
            // The history's session starts in the file's space, not the setup's.
            log.restartHeader(recordingHeader)
        }
        layers.paper = PixelFormat.opaque(self.paper, curve: curve)
    }

    /// The edge put an opened file's pixels on the fresh canvas (see `prepareOpening`), before
    /// anything was painted: what was opened is the start, not a step to undo. `recovered`:
    /// the file is an autosave of unsaved paint, so the painting starts unsaved; else it
    /// starts saved, as the file it came from.
    public func noteOpened(recovered: Bool = false) {
        layers.recomposite(layers.paintedTiles)
        followCurrentLayer()
        ledger.noteSaved(stateID: recovered ? -1 : stateID)
    }

    /// How the painting is shown: its composite through its curve, over its paper or a
    /// checkerboard where a mode cut through it (see `CanvasLook`).
    public var canvasLook: CanvasLook { CanvasLook(paper: paper, curve: curve, base: layers.compositeBase) }

    /// The opened file's history (or a fresh one starting from the file's own bytes) comes
    /// before this session's: painting on continues it. Only on a fresh painting, as
    /// `noteOpened`.
    public func continueHistory(_ previous: HistoryText) {
        log.continueAfter(previous)
    }

    /// What a save to `path` writes, taken now (no pixels copied: see `CanvasSnapshot`), with
    /// the state it holds, for `noteSaved` once the edge has written it.
    public func saveRequest(to path: String) -> SaveRequest {
        let state = ledger.noteSnapshot()
        return SaveRequest(
            canvas: canvas.snapshot(), layers: layers.snapshot(), paper: paper, colorSpace: colorSpace,
            base: layers.compositeBase, stateID: state, path: path, fullCanvas: setup.fullCanvasPNG, history: log.history.text)
    }

    /// A save of state `stateID` reached `path`: that is now the painting's file, and the
    /// painting is clean while it stays in that state.
    public func noteSaved(to path: String, stateID: Int) {
        ledger.noteSaved(stateID: stateID)
        documentPath = path
    }

    // MARK: Recording

    /// Whether each call's changes carry what a recording keeps (see `startRecording`).
    public var isRecording: Bool { log.isRecording }
    /// The painting's history, kept always (no flag): every record a recording would keep,
    /// appended as text in memory (see `HistoryLog`) and written by every OpenRaster save.
    public var historyLog: HistoryLog { log.history }
    /// Frames (non-empty batches) painted so far: the number the next batch is recorded with.
    public var batchesPainted: Int { log.batchesPainted }

    /// From now on the changes of every call carry what a recording keeps (`records`): each
    /// batch and each command that changes the canvas. The edge writes them after
    /// `recordingHeader`.
    public func startRecording() {
        log.startRecording()
    }

    /// The changes carry no records any more.
    public func stopRecording() {
        log.stopRecording()
    }

    /// Gesture ink or a change of gesture mode, for the recording, with the frame the next
    /// paint will be recorded in; nothing else happens to the session (gesture ink never
    /// paints, never becomes history). The changes carry it while the session is recorded.
    public func recordGesture(_ gesture: GestureRecord) -> SessionChanges {
        var changes = SessionChanges()
        log.recordGesture(gesture, &changes)
        return finished(changes)
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
        header.colorSpace = colorSpace
        if brushes.stabilizerInUse { header.stabilizer = stabilizer.strength }
        return header
    }
}
