import FlourishSession
import FlourishTestSupport
import Testing

@Suite("Selections in the session: dabs land only inside, recorded, and a transform moves only what is selected")
struct SelectionSessionTests {
    /// Painted pixels of the current layer inside and outside canvas x < `split`.
    static func painted(_ session: PaintSession, split: Int) -> (left: Int, right: Int) {
        let store = session.layers.current.tiles
        var (left, right) = (0, 0)
        for y in 0..<store.height {
            for x in 0..<store.width where store.pixel(x: x, y: y).a > 0 {
                if x < split { left += 1 } else { right += 1 }
            }
        }
        return (left, right)
    }

    @Test("a stroke across the selection's edge paints only inside it; with nothing selected it paints both sides")
    func strokeMasked() throws {
        let session = try makeSession()
        session.perform(.select(.rectangle(x: 0, y: 0, width: 150, height: 384), .replace))
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        let masked = Self.painted(session, split: 150)
        #expect(masked.left > 100 && masked.right == 0, "\(masked)")
        // Negative control: the same stroke with nothing selected crosses the line.
        let plain = try makeSession()
        plain.perform(.selectEverything(all: false))
        plain.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        #expect(Self.painted(plain, split: 150).right > 100)
    }

    @Test("a selection is recorded as 'e' records and replays to the same pixels")
    func replay() throws {
        let (session, replayed) = try recordedAndReplayed(brush: "classic/pencil") { session, take in
            try take(session.perform(.select(.rectangle(x: 0, y: 0, width: 200, height: 384), .replace)))
            try take(session.perform(.select(.polygon([100, 50, 300, 80, 150, 300]), .add)))
            try take(session.perform(.select(.rectangle(x: 120, y: 0, width: 20, height: 384), .subtract)))
            try take(session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0)))
            try take(session.perform(.selectEverything(all: false)))
            try take(session.paint(WaveStroke.pen.samples(from: 70, 260, startTime: 1)))
        }
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        let plain = try makeSession()
        plain.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        plain.paint(WaveStroke.pen.samples(from: 70, 260, startTime: 1))
        #expect(differingTiles(plain.canvas.contents, session.canvas.contents) != [])
        session.startRecording()
        guard let (line, batch, _) = recordedLine(.select(.rectangle(x: 1, y: 2, width: 3, height: 4), .add), by: session) else { return }
        #expect(line == "e \(batch) add rect 1.0 2.0 3.0 4.0\n")
    }

    @Test("with a selection, a transform moves only what it covers; the rest stays")
    func transformSelection() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        session.perform(.liftTools)
        let before = Self.painted(session, split: 150)
        #expect(before.left > 100 && before.right > 100)
        session.perform(.select(.rectangle(x: 0, y: 0, width: 150, height: 384), .replace))
        let box = try #require(session.currentLayerBounds)
        #expect(box.x + box.width <= 150)
        session.perform(.transformLayer(.translation(dx: 0, dy: 200)))
        // The right part is where it was; the left part moved down by 200.
        #expect(Self.painted(session, split: 150).right == before.right)
        let store = session.layers.current.tiles
        var upperLeft = 0
        for y in 0..<150 { for x in 0..<150 where store.pixel(x: x, y: y).a > 0 { upperLeft += 1 } }
        #expect(upperLeft == 0, "the selected paint left its place")
    }
}

@Suite("Clear under a selection: only what it covers goes, as one undo step")
struct SelectionClearTests {
    @Test("Delete with a selection clears inside it only; undo brings every pixel back")
    func clearSelected() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        session.perform(.liftTools)
        let before = session.canvas.contents
        let painted = SelectionSessionTests.painted(session, split: 150)
        session.perform(.select(.rectangle(x: 0, y: 0, width: 150, height: 384), .replace))
        #expect(session.perform(.clear).historyChanged)
        let after = SelectionSessionTests.painted(session, split: 150)
        #expect(after.left == 0 && after.right == painted.right && painted.left > 100)
        session.perform(.undo)
        #expect(differingTiles(session.canvas.contents, before) == [])
        // Negative control: with nothing selected, Delete clears the whole layer.
        session.perform(.selectEverything(all: false))
        session.perform(.clear)
        #expect(SelectionSessionTests.painted(session, split: 150) == (0, 0))
    }
}
