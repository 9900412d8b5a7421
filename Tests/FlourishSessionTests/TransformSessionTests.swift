import FlourishPaint
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Testing

@Suite("Transform in the session: one undo step, recorded, replayed bit for bit; the preview leaves no trace")
struct TransformSessionTests {
    static let turnAndScale = Affine.rotation(radians: 0.4, aboutX: 200, y: 150).after(.scaling(sx: 1.5, sy: 1.5, aboutX: 100, y: 100))

    @Test("a transform is one step: undo puts every pixel back, redo brings the transform again")
    func undoRedo() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        session.perform(.liftTools)
        let before = session.canvas.contents
        let changes = session.perform(.transformLayer(.translation(dx: 40, dy: 25)))
        #expect(changes.historyChanged && !changes.canvas.isEmpty)
        let after = session.canvas.contents
        #expect(differingTiles(after, before) != [])
        // The paint moved by exactly (40, 25).
        let probe = try #require(PaintBoundsProbe.firstPainted(in: session.layers.current.tiles))
        _ = session.perform(.undo)
        #expect(differingTiles(session.canvas.contents, before) == [])
        let original = try #require(PaintBoundsProbe.firstPainted(in: session.layers.current.tiles))
        #expect(probe.x == original.x + 40 && probe.y == original.y + 25)
        _ = session.perform(.redo)
        #expect(differingTiles(session.canvas.contents, after) == [])
    }

    @Test("a recorded transform replays to the same pixels bit for bit")
    func replay() throws {
        let (session, replayed) = try recordedAndReplayed(brush: "classic/pencil") { session, take in
            try take(session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0)))
            try take(session.perform(.transformLayer(Self.turnAndScale)))
            try take(session.paint(WaveStroke.pen.samples(from: 70, 240, startTime: 1)))
            try take(session.perform(.transformLayer(.scaling(sx: -1, sy: 1, aboutX: 256, y: 0))))
        }
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        // Negative control: the strokes without the transforms are another picture.
        let plain = try makeSession()
        plain.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        plain.paint(WaveStroke.pen.samples(from: 70, 240, startTime: 1))
        #expect(differingTiles(plain.canvas.contents, session.canvas.contents) != [])
    }

    @Test("it is recorded as an 'f' record and read back as the same command")
    func recorded() throws {
        let session = try makeSession()
        session.startRecording()
        let command = SessionCommand.transformLayer(.translation(dx: 3, dy: -4))
        guard let (line, batch, recorded) = recordedLine(command, by: session) else { return }
        #expect(line == "f \(batch) 1.0 0.0 0.0 1.0 3.0 -4.0\n")
        #expect(SessionCommand(recorded) == command)
    }

    @Test("a preview changes the canvas, keeps no step or record, and its end leaves every pixel as it was")
    func previewLeavesNoTrace() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        session.perform(.liftTools)
        session.startRecording()
        let before = session.canvas.contents
        let layerBefore = session.layers.current.tiles.contents
        let steps = session.ledger.stepsMade
        let shown = session.previewTransform(Self.turnAndScale)
        #expect(!shown.canvas.isEmpty && shown.records.isEmpty)
        #expect(differingTiles(session.canvas.contents, before) != [])
        _ = session.previewTransform(.translation(dx: 5, dy: 5))
        let ended = session.endTransformPreview()
        #expect(ended.records.isEmpty && !ended.historyChanged)
        #expect(differingTiles(session.canvas.contents, before) == [])
        #expect(differingTiles(session.layers.current.tiles.contents, layerBefore) == [])
        #expect(session.ledger.stepsMade == steps)
    }
}

/// The first painted pixel in row-major order, to see where paint went.
enum PaintBoundsProbe {
    static func firstPainted(in store: TileStore) -> (x: Int, y: Int)? {
        for y in 0..<store.height {
            for x in 0..<store.width where store.pixel(x: x, y: y).a > 0 { return (x, y) }
        }
        return nil
    }
}

@Suite("A command that changes the painting while a transform preview shows")
struct PreviewThenCommandTests {
    @Test("undo, redo, clear and a layer command end the preview first: the same pixels as with no preview shown")
    func commandsEndThePreview() throws {
        let commands: [[SessionCommand]] = [[.undo], [.undo, .redo], [.clear], [.layer(.add)], [.layer(.delete)]]
        for sequence in commands {
            func played(previewing: Bool) throws -> [TileContents] {
                let session = try makeSession()
                session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
                session.perform(.layer(.add))
                session.paint(WaveStroke.pen.samples(from: 90, 180, startTime: 1))
                session.perform(.liftTools)
                if previewing { _ = session.previewTransform(.rotation(radians: 0.7, aboutX: 150, y: 150)) }
                for command in sequence { session.perform(command) }
                #expect(session.transformPreviewShown == nil, "\(sequence): the preview still shows")
                return session.layers.entries.map(\.layer.tiles.contents)
            }
            let plain = try played(previewing: false)
            #expect(try played(previewing: true) == plain, "\(sequence) over a preview left other pixels")
        }
    }
}

@Suite("The transform tool's preview frame by frame: a draft while the map changes, then the full picture")
struct TransformPreviewFrameTests {
    @Test("a new map shows as a draft and asks for a frame; held still, it shows in full: the pixels apply gives")
    func draftThenFull() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        session.perform(.liftTools)
        let map = TransformSessionTests.turnAndScale
        #expect(session.refreshTransformPreview(.identity, limit: nil).changes == nil)
        let first = session.refreshTransformPreview(map, limit: nil)
        #expect(first.wantsFrame && first.changes?.canvas.isEmpty == false && session.transformPreviewShown?.draft == true)
        let draft = session.canvas.contents
        let held = session.refreshTransformPreview(map, limit: nil)
        #expect(!held.wantsFrame && held.changes?.canvas.isEmpty == false && session.transformPreviewShown?.draft == false)
        let full = session.canvas.contents
        let again = session.refreshTransformPreview(map, limit: nil)
        #expect(again.changes == nil && !again.wantsFrame)
        _ = session.endTransformPreview()
        _ = session.perform(.transformLayer(map))
        #expect(differingTiles(session.canvas.contents, full) == [])
        // Negative control: the draft is not the applied picture.
        #expect(differingTiles(session.canvas.contents, draft) != [])
    }

    @Test("a whole-pixel move is exact at once: no draft, no frame asked for")
    func wholePixelMove() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        session.perform(.liftTools)
        let moved = session.refreshTransformPreview(.translation(dx: 7, dy: -3), limit: nil)
        #expect(!moved.wantsFrame && moved.changes?.canvas.isEmpty == false && session.transformPreviewShown?.draft == false)
        #expect(session.refreshTransformPreview(.translation(dx: 7, dy: -3), limit: nil).changes == nil)
    }
}
