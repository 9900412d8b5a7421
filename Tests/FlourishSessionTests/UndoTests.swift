import FlourishSamples
import FlourishTestSupport
import Testing

@Suite("Undo and redo restore pixels exactly")
struct UndoTests {
    /// Brushes of each kind libmypaint has: plain dabs, textured, smudge (reads the canvas).
    static let brushes = ["classic/pencil", "classic/charcoal", "deevad/basic_digital_brush", "classic/ink_blot"]

    @Test("paint A, paint B, undo gives A byte for byte; redo gives A+B", arguments: brushes)
    func undoRedoExact(brush: String) throws {
        let session = try makeSession(brush: brush)
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        let afterA = session.canvas.contents
        #expect(!afterA.isEmpty)
        // B crosses A, so it changes A's tiles as well as new ones.
        session.paint(WaveStroke.pen.samples(from: 120, 80, length: 200, startTime: 2))
        let afterB = session.canvas.contents
        #expect(!differingTiles(afterA, afterB).isEmpty, "B changed nothing: the test would prove nothing")

        let undone = session.perform(.undo)
        #expect(session.canvas.contents == afterA, "undo differs from A in \(differingTiles(afterA, session.canvas.contents))")
        // Every tile whose pixels changed back is reported (libmypaint may also have written
        // tiles it left as they were: those are reported too, harmlessly).
        let changedBack = Set(differingTiles(afterA, afterB)).union(Set(afterB.keys).subtracting(afterA.keys))
        #expect(changedBack.isSubset(of: Set(undone.canvas.flatMap(\.tiles))))
        session.perform(.redo)
        #expect(session.canvas.contents == afterB, "redo differs from A+B in \(differingTiles(afterB, session.canvas.contents))")
        session.perform(.undo)
        session.perform(.undo)
        #expect(session.canvas.contents.isEmpty, "undoing both strokes leaves tiles behind")
        session.perform(.redo)
        #expect(session.canvas.contents == afterA)
    }

    @Test("the eraser's stroke is a step of its own and undoes exactly")
    func eraserUndo() throws {
        let session = try makeSession(brush: "classic/ink_blot")
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        let painted = session.canvas.contents
        session.paint(WaveStroke.pen.samples(from: 40, 110, length: 220, startTime: 2, tool: .eraser))
        #expect(!differingTiles(painted, session.canvas.contents).isEmpty, "the eraser removed nothing")
        session.perform(.undo)
        #expect(session.canvas.contents == painted)
    }

    @Test("the comparison can fail: a different stroke gives a different snapshot")
    func negativeControl() throws {
        let a = try makeSession()
        let b = try makeSession()
        a.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        b.paint(WaveStroke.pen.samples(from: 60, 121, startTime: 1))
        #expect(a.canvas.contents != b.canvas.contents)
    }

    @Test("two strokes in one batch are two steps: undo takes back only the second")
    func strokesInOneBatch() throws {
        let first = WaveStroke.pen.samples(from: 60, 120, startTime: 1)
        let second = WaveStroke.pen.samples(from: 100, 250, startTime: 1.3)
        let reference = try makeSession()
        reference.paint(first)
        let session = try makeSession()
        session.paint(first + second)
        #expect(session.undoableSteps == 2)
        session.perform(.undo)
        #expect(session.canvas.contents == reference.canvas.contents)
    }

    @Test("a stroke split over many batches is one step")
    func strokeOverBatches() throws {
        let session = try makeSession()
        let stroke = WaveStroke.pen.samples(from: 60, 120, samples: 80, startTime: 1)
        for start in stride(from: 0, to: stroke.count, by: 7) {
            session.paint(Array(stroke[start..<min(start + 7, stroke.count)]))
        }
        #expect(session.undoableSteps == 1)
        session.perform(.undo)
        #expect(session.canvas.contents.isEmpty)
    }

    @Test("undo pressed mid-stroke waits until the stroke ends, then takes it back")
    func undoWaitsForStrokeEnd() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        let afterA = session.canvas.contents
        let stroke = WaveStroke.pen.samples(from: 100, 200, startTime: 2)
        session.paint(Array(stroke[..<20]))
        let midStroke = session.canvas.contents
        let early = session.perform(.undo)
        #expect(early.canvas.isEmpty, "undo acted in the middle of a stroke")
        #expect(session.canvas.contents == midStroke)
        let end = session.paint(Array(stroke[20...]))
        #expect(!end.canvas.isEmpty)
        #expect(session.canvas.contents == afterA, "the stroke in progress was not the one undone")
        #expect(session.redoableSteps == 1)
    }

    @Test("a new stroke after an undo drops the redo branch")
    func newStrokeDropsRedo() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        session.paint(WaveStroke.pen.samples(from: 60, 250, startTime: 2))
        session.perform(.undo)
        #expect(session.redoableSteps == 1)
        session.paint(WaveStroke.pen.samples(from: 300, 60, startTime: 3))
        #expect(session.redoableSteps == 0)
        let before = session.canvas.contents
        let redo = session.perform(.redo)
        #expect(redo.canvas.isEmpty)
        #expect(session.canvas.contents == before)
    }

    @Test("hovering after an undo keeps the redo branch")
    func hoverKeepsRedo() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        let afterA = session.canvas.contents
        session.perform(.undo)
        let hover = (0..<20).map {
            Sample(x: 50 + Double($0), y: 50, pressure: 0, time: 2 + Double($0) * 0.005, tool: .pen, buttons: [])
        }
        session.paint(hover)
        #expect(session.redoableSteps == 1)
        session.perform(.redo)
        #expect(session.canvas.contents == afterA)
    }

    @Test("clear is a step: undo brings the painting back exactly, redo clears again")
    func clearIsUndoable() throws {
        let session = try makeSession(brush: "classic/charcoal")
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        session.paint(WaveStroke.pen.samples(from: 90, 200, startTime: 2))
        let painted = session.canvas.contents
        let cleared = session.perform(.clear)
        #expect(session.canvas.allocatedTileCount == 0)
        #expect(Set(cleared.canvas.flatMap(\.tiles)) == Set(painted.keys))
        session.perform(.undo)
        #expect(session.canvas.contents == painted)
        session.perform(.redo)
        #expect(session.canvas.allocatedTileCount == 0)
        session.perform(.undo)
        session.perform(.undo)
        #expect(session.canvas.contents.count < painted.count, "the second stroke should be gone")
    }

    @Test("clear given mid-stroke waits for the stroke to end")
    func clearWaits() throws {
        let session = try makeSession()
        let stroke = WaveStroke.pen.samples(from: 60, 120, startTime: 1)
        session.paint(Array(stroke[..<20]))
        session.perform(.clear)
        #expect(session.canvas.allocatedTileCount > 0)
        session.paint(Array(stroke[20...]))
        #expect(session.canvas.allocatedTileCount == 0)
        session.perform(.undo)
        #expect(session.canvas.allocatedTileCount > 0, "the stroke cleared is on the canvas again")
    }

    @Test("with nothing to undo or redo, the commands change nothing")
    func emptyHistory() throws {
        let session = try makeSession()
        #expect(session.perform(.undo).canvas.isEmpty)
        #expect(session.perform(.redo).canvas.isEmpty)
        #expect(session.perform(.clear).canvas.isEmpty)
        #expect(session.undoableSteps == 0 && session.redoableSteps == 0)
    }

    @Test("undos and redos are counted when they trade a step, and only then")
    func stepsCounted() throws {
        let session = try makeSession()
        session.perform(.undo)
        #expect(session.stepsUndone == 0, "an undo with nothing to undo counted")
        let stroke = WaveStroke.pen.samples(from: 60, 120, startTime: 1)
        session.paint(Array(stroke.prefix(20)))
        // Given mid-stroke: counted when the stroke ends and they are carried out.
        session.perform(.undo)
        session.perform(.redo)
        #expect(session.stepsUndone == 0 && session.stepsRedone == 0)
        session.paint(Array(stroke.dropFirst(20)))
        #expect(session.stepsUndone == 1 && session.stepsRedone == 1)
        session.perform(.redo)
        #expect(session.stepsRedone == 1, "a redo with nothing to redo counted")
        session.perform(.undo)
        session.perform(.undo)
        #expect(session.stepsUndone == 2)
    }
}
