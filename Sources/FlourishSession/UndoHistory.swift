import FlourishLayers
import FlourishPaint

/// The steps that can be undone and redone, within a memory budget.
///
/// `steps[..<done]` are on the canvas, oldest first; `steps[done...]` were taken back and can
/// be redone in order. A new step drops the ones taken back (the redo branch). When the tile
/// copies held pass the budget, the oldest steps go first; the newest step always stays, so
/// the last stroke can be undone however big it was.
struct UndoHistory {
    private var steps: [UndoStep] = []
    private var done = 0
    let memoryBudget: Int
    /// Bytes of tile copies the steps hold.
    private(set) var byteCount = 0

    init(memoryBudget: Int) {
        self.memoryBudget = memoryBudget
    }

    var undoableSteps: Int { done }
    var redoableSteps: Int { steps.count - done }
    /// The newest step on the canvas: it names the canvas state (nil: no step, the start).
    var topID: Int? { done > 0 ? steps[done - 1].id : nil }
    /// The steps on the canvas that can be undone, oldest first.
    var idsOnCanvas: [Int] { steps[..<done].map(\.id) }

    mutating func push(_ step: UndoStep) {
        dropRedoSteps()
        steps.append(step)
        done += 1
        byteCount += step.byteCount
    }

    /// Forgets the steps taken back: the canvas changed since, so they no longer apply.
    mutating func dropRedoSteps() {
        for dropped in steps[done...] { byteCount -= dropped.byteCount }
        steps.removeSubrange(done...)
    }

    /// Takes the newest step on the canvas back; returns the tiles that changed, or nil when
    /// there is nothing to undo.
    mutating func undo(on stack: LayerStack) -> [TileCoordinate]? {
        guard done > 0 else { return nil }
        done -= 1
        return trade(steps[done], with: stack)
    }

    /// Puts the oldest step taken back on the canvas again; nil when there is none.
    mutating func redo(on stack: LayerStack) -> [TileCoordinate]? {
        guard done < steps.count else { return nil }
        defer { done += 1 }
        return trade(steps[done], with: stack)
    }

    private mutating func trade(_ step: UndoStep, with stack: LayerStack) -> [TileCoordinate] {
        byteCount -= step.byteCount
        let changed = step.exchange(with: stack)
        byteCount += step.byteCount
        return changed
    }

    /// Drops steps until the history, with `pending` more bytes held by a step still being
    /// recorded, fits the budget: the oldest undoable steps first; where none is left, the
    /// redo steps farthest from the canvas. Keeps the newest step unless `pending` is a step
    /// of its own. Returns the ids of the undoable steps that went, oldest first: they stay on
    /// the canvas for good.
    mutating func trim(pending: Int) -> [Int] {
        var settled: [Int] = []
        while byteCount + pending > memoryBudget {
            let keepOne = pending == 0 ? 1 : 0
            if done > 0 && steps.count > keepOne {
                let step = steps.removeFirst()
                byteCount -= step.byteCount
                settled.append(step.id)
                done -= 1
            } else if steps.count > done && steps.count > keepOne {
                byteCount -= steps.removeLast().byteCount
            } else {
                break
            }
        }
        return settled
    }
}
