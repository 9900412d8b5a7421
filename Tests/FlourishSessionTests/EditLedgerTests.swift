import FlourishSamples
import FlourishTestSupport
import Testing

@testable import FlourishSession

/// The session's ledger of steps, as the timelapse reads it: which steps are on the canvas,
/// by id, decided by the session's own rules.
@Suite("The edit ledger: steps by id, as the session makes them")
struct EditLedgerTests {
    /// `WaveStroke.pen` pressed at zero pressure: the pen is down, the brush paints nothing.
    static func emptyStroke(from x: Double, _ y: Double, startTime: Double) -> [Sample] {
        WaveStroke.pen.samples(from: x, y, startTime: startTime).map { var sample = $0; sample.pressure = 0; return sample }
    }

    @Test("each stroke that paints is a step on the canvas; one that paints nothing is none, and undo passes over it")
    func emptyStrokeIsNoStep() throws {
        let session = try makeSession(brush: "classic/marker_fat")
        let ledger = session.ledger
        #expect(ledger.stepsOnCanvas.isEmpty && ledger.newestStepOnCanvas == nil && ledger.stepsMade == 0)
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        let first = try #require(ledger.latestStroke)
        session.paint(WaveStroke.pen.samples(from: 60, 200, startTime: 1))
        let second = try #require(ledger.latestStroke)
        #expect(second > first)
        #expect(ledger.stepsOnCanvas == [first, second] && ledger.newestStepOnCanvas == second)
        let canvas = session.canvas.contents
        session.paint(Self.emptyStroke(from: 60, 300, startTime: 2))
        let empty = try #require(ledger.latestStroke)
        #expect(empty > second, "the empty stroke took an id of its own")
        #expect(session.canvas.contents == canvas, "the stroke was meant to paint nothing")
        #expect(ledger.stepsOnCanvas == [first, second] && ledger.stepsMade == 2, "the empty stroke became a step")
        // Undo takes back the stroke before it, as the session's history has it.
        session.perform(.undo)
        #expect(ledger.stepsOnCanvas == [first] && ledger.newestStepOnCanvas == first && ledger.stepsMade == 2)
        session.perform(.redo)
        #expect(ledger.stepsOnCanvas == [first, second])
        // A clear and a layer change are steps too; choosing a layer is none.
        session.perform(.clear)
        session.perform(.layer(.add))
        session.perform(.layer(.select(0)))
        #expect(ledger.stepsOnCanvas.count == 4 && ledger.stepsMade == 4)
        #expect(ledger.stepsOnCanvas == ledger.stepsOnCanvas.sorted())
    }

    @Test("steps the history lets go of over its budget stay on the canvas for good; steps undone and dropped are left out")
    func settledSteps() throws {
        // Room for a few tiles' copies: the older strokes go from the history.
        let session = try makeSession(brush: "classic/marker_fat", undoMemoryBytes: 200 << 10)
        let ledger = session.ledger
        var strokes: [Int] = []
        for index in 0..<6 {
            session.paint(WaveStroke.pen.samples(from: 40, 40 + 50 * Double(index), startTime: Double(index)))
            strokes.append(try #require(ledger.latestStroke))
        }
        try #require(session.undoableSteps < 6, "the budget was meant to drop some strokes from the history")
        #expect(ledger.stepsOnCanvas == strokes)
        // Undo as far as the history reaches: what it let go of stays.
        let undoable = session.undoableSteps
        for _ in 0..<10 { session.perform(.undo) }
        #expect(ledger.stepsOnCanvas == Array(strokes.prefix(6 - undoable)))
        #expect(ledger.newestStepOnCanvas == strokes[5 - undoable])
        // A new stroke drops the steps taken back: they never come back on the canvas.
        session.paint(WaveStroke.pen.samples(from: 300, 40, startTime: 20))
        let last = try #require(ledger.latestStroke)
        #expect(ledger.stepsOnCanvas == Array(strokes.prefix(6 - undoable)) + [last])
        #expect(ledger.stepsMade == 7)
    }
}
