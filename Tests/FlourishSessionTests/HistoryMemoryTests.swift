import FlourishPaint
import FlourishTestSupport
import Testing

@Suite("The undo history stores only what strokes touched, within its budget")
struct HistoryMemoryTests {
    @Test("a stroke on empty canvas copies nothing; a stroke over paint copies each tile it touched once")
    func copyOnWrite() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        #expect(session.historyBytes == 0, "tiles that did not exist need no copy")
        let painted = Set(session.canvas.allocatedTiles)
        // The same path again, over its own paint: every tile it writes existed.
        let again = session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 2))
        let touched = Set(again.canvas.flatMap(\.tiles))
        #expect(touched.isSubset(of: painted))
        #expect(session.historyBytes == touched.count * TilePixels.byteCount)
        #expect(touched.count < session.canvas.tilesAcross * session.canvas.tilesDown / 4, "not a canvas copy")
    }

    @Test("past the budget the oldest steps go first, and undo still restores the states kept")
    func budget() throws {
        // Room for about four tile copies.
        let budget = 4 * TilePixels.byteCount + 100
        let session = try makeSession(undoMemoryBytes: budget)
        var states: [TileContents] = [session.canvas.contents]
        for i in 0..<8 {
            // Each stroke crosses the same tiles, so each needs copies.
            session.paint(WaveStroke.pen.samples(from: 40, 100 + Double(i % 3), length: 140, startTime: Double(i + 1)))
            states.append(session.canvas.contents)
        }
        #expect(session.historyBytes <= budget, "\(session.historyBytes) bytes held, budget \(budget)")
        let kept = session.undoableSteps
        #expect(kept >= 1 && kept < 8, "\(kept) steps kept")
        for back in 1...kept {
            session.perform(.undo)
            #expect(session.canvas.contents == states[8 - back], "undo \(back) of \(kept) is not the state it should be")
        }
        #expect(session.perform(.undo).canvas.isEmpty, "undo went past the steps kept")
        #expect(session.canvas.contents == states[8 - kept])
    }

    @Test("the newest step stays even when it alone is over the budget")
    func newestStays() throws {
        let session = try makeSession(undoMemoryBytes: 1)
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        let afterA = session.canvas.contents
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 2))
        #expect(session.undoableSteps == 1)
        session.perform(.undo)
        #expect(session.canvas.contents == afterA)
    }
}
