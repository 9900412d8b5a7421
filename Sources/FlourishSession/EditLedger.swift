import FlourishLayers
import FlourishPaint

/// The painting's edits by number: which change is a step, the step being recorded, the ids
/// that name canvas states, the state last saved, and the undo history that trades steps with
/// the canvas. Only the session decides here what is a step (a stroke that painted nothing is
/// none); the timelapse asks the ledger which steps are on the canvas instead of keeping rules
/// of its own.
///
/// Ids are taken in order, one for each stroke, each paint between strokes, each step a command
/// makes, and a stroke's new state after a save taken in the middle of it: a stroke or paint
/// that writes nothing uses up its id and makes no step, so ids are increasing but not
/// consecutive. Two sessions given the same frames cut the same way take the same ids.
public final class EditLedger {
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
    /// Steps the history let go of, over its memory budget, while they were on the canvas:
    /// there for good, oldest first.
    private var settled: [Int] = []
    /// Steps that joined the history so far.
    private var stepsPushed = 0
    /// The step of the latest stroke, from its first sample (nil before the first): the one
    /// its paint goes to, what the timelapse counts its samples against.
    public private(set) var latestStroke: Int?

    init(memoryBudget: Int) {
        history = UndoHistory(memoryBudget: memoryBudget)
    }

    // MARK: What the timelapse asks

    /// Every step on the canvas, oldest first: those the history let go of, those it can
    /// undo, and the one being recorded where it holds paint.
    public var stepsOnCanvas: [Int] {
        settled + history.idsOnCanvas + (openHasPaint ? [openStep?.id ?? 0] : [])
    }

    /// The newest step on the canvas, `stepsOnCanvas.last` without making the list; nil while
    /// the canvas holds none (the state the session started in).
    public var newestStepOnCanvas: Int? {
        if openHasPaint, let step = openStep { return step.id }
        return history.topID ?? settled.last
    }

    /// Steps made so far: each on the canvas (`stepsOnCanvas`) or taken back.
    public var stepsMade: Int { stepsPushed + (openHasPaint ? 1 : 0) }

    // MARK: Recording steps

    private var openHasPaint: Bool { openStep?.journal.isEmpty == false }

    private func takeStepID() -> Int {
        lastStepID += 1
        return lastStepID
    }

    /// A stroke starts: the step before it is closed (its paint is on `store`) and the stroke
    /// gets a step of its own.
    func beginStroke(closing store: TileStore) {
        closeOpenStep(store: store)
        let id = takeStepID()
        openStep = (id, TileJournal())
        latestStroke = id
    }

    /// The step a segment of paint writes to: the one being recorded, else a new one for
    /// paint between strokes, kept only if it writes something (see `notePainted`).
    func stepForPaint() -> (id: Int, journal: TileJournal) {
        openStep ?? (takeStepID(), TileJournal())
    }

    /// `step` (from `stepForPaint`) was painted into; `wroteTiles`: the canvas changed. Returns
    /// whether the steps taken back were dropped (the history changed).
    func notePainted(_ step: (id: Int, journal: TileJournal), wroteTiles: Bool) -> Bool {
        if snapshotTakenMidStep, wroteTiles, openStep?.id == step.id {
            // Paint after a mid-stroke save: the stroke is now a state no file holds.
            let id = takeStepID()
            openStep?.id = id
            if latestStroke == step.id { latestStroke = id }
            snapshotTakenMidStep = false
        }
        guard !step.journal.isEmpty else { return false }
        if openStep == nil { openStep = step }
        // The canvas moved on from the state the steps taken back start from.
        guard history.redoableSteps > 0 else { return false }
        history.dropRedoSteps()
        return true
    }

    /// Ends the step being recorded, whose paint is on `store`: it joins the history if it
    /// changed anything.
    func closeOpenStep(store: TileStore) {
        guard let step = openStep else { return }
        openStep = nil
        snapshotTakenMidStep = false
        guard !step.journal.isEmpty else { return }
        push(UndoStep(id: step.id, kind: .stroke, store: store, tiles: step.journal.replaced))
    }

    /// A step a command made (a clear, a layer change) joins the history, which then keeps to
    /// its budget. The step being recorded must be closed first.
    func pushStep(
        kind: UndoStep.Kind, store: TileStore?, tiles: [TileCoordinate: TilePixels?], arrangement: LayerArrangement? = nil
    ) {
        push(UndoStep(id: takeStepID(), kind: kind, store: store, tiles: tiles, arrangement: arrangement))
        trim()
    }

    /// A step that changed several layers' pixels at once (a group transformed) joins the
    /// history as one.
    func pushStep(kind: UndoStep.Kind, parts: [(store: TileStore, tiles: [TileCoordinate: TilePixels?])]) {
        push(UndoStep(id: takeStepID(), kind: kind, parts: parts))
        trim()
    }

    private func push(_ step: UndoStep) {
        history.push(step)
        stepsPushed += 1
    }

    /// Drops the oldest steps until the history, with the step being recorded, fits its budget.
    func trim() {
        settled += history.trim(pending: openStep?.journal.byteCount ?? 0)
    }

    /// Takes the newest step on the canvas back (`undo`) or puts the oldest taken back on it
    /// again, after closing the step being recorded (its paint on `store`); the tiles that
    /// changed, or nil where there was no step to trade.
    func trade(undo: Bool, on stack: LayerStack, closing store: TileStore) -> [TileCoordinate]? {
        closeOpenStep(store: store)
        return undo ? history.undo(on: stack) : history.redo(on: stack)
    }

    // MARK: States and saves

    /// Names the canvas's current state: the step that made it (0 for the start). Undoing
    /// back to a saved state makes the painting clean again.
    var stateID: Int {
        if let step = openStep, !step.journal.isEmpty { return step.id }
        return history.topID ?? 0
    }

    /// Steps that can be undone (the stroke being recorded counts as one).
    var undoableSteps: Int { history.undoableSteps + (openHasPaint ? 1 : 0) }
    var redoableSteps: Int { history.redoableSteps }
    /// Bytes of tile copies the history holds, the stroke being recorded included.
    var historyBytes: Int { history.byteCount + (openStep?.journal.byteCount ?? 0) }

    /// Whether the painting differs from what was last saved.
    var isDirty: Bool { stateID != savedStateID }

    /// A save's snapshot is taken now: the state it holds.
    func noteSnapshot() -> Int {
        if openHasPaint { snapshotTakenMidStep = true }
        return stateID
    }

    /// The painting is in state `stateID` as a file holds it (-1: as none does).
    func noteSaved(stateID: Int) {
        savedStateID = stateID
    }
}
