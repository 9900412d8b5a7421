import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Testing

@Suite("Symmetry in the session: a tool state, recorded, and inside each stroke's undo step")
struct SymmetrySessionTests {
    static func mirror() throws -> Symmetry { try Symmetry(mode: .vertical, centerX: 256, centerY: 192) }
    static func flake() throws -> Symmetry {
        try Symmetry(mode: .snowflake, centerX: 250, centerY: 190, angle: 15, lines: 4)
    }

    @Test("one undo takes back every copy of a symmetric stroke, and the mode is no step")
    func undoRemovesAllCopies() throws {
        let flake = try Self.flake()
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 40, 60, length: 120, startTime: 1))
        let before = session.canvas.contents
        let steps = session.undoableSteps
        let changes = session.perform(.setSymmetry(flake))
        #expect(changes.symmetryChanged && changes.needsRedraw && !changes.historyChanged)
        #expect(session.undoableSteps == steps, "setting a symmetry made an undo step")
        #expect(session.symmetry == flake)

        session.paint(WaveStroke.pen.samples(from: 150, 120, length: 60, startTime: 2))
        #expect(session.undoableSteps == steps + 1)
        // Copies of the stroke landed far from it: in the other quadrants.
        #expect(session.canvas.pixel(x: 2 * 256 - 160, y: 2 * 190 - 130).a > 0 || session.canvas.allocatedTileCount > before.count + 4)
        #expect(differingTiles(before, session.canvas.contents).count > 4)
        session.perform(.undo)
        #expect(differingTiles(before, session.canvas.contents) == [], "a copy outlived the undo")
        // The undo took the stroke, not the symmetry: it is still on.
        #expect(session.symmetry == flake)
        session.perform(.redo)
        session.perform(.undo)
        session.perform(.undo)
        #expect(session.canvas.contents.isEmpty)
    }

    @Test("given mid-stroke, it waits for the stroke to end: a stroke is painted with one symmetry")
    func waitsForStrokeEnd() throws {
        let mirror = try Self.mirror()
        let session = try makeSession()
        let stroke = WaveStroke.pen.samples(from: 60, 80, length: 120, startTime: 1)
        session.paint(Array(stroke[..<20]))
        #expect(session.isStrokeInProgress)
        let early = session.perform(.setSymmetry(mirror))
        #expect(!early.symmetryChanged && session.symmetry == .off)
        let end = session.paint(Array(stroke[20...]))
        #expect(end.symmetryChanged && session.symmetry == mirror)
        // Nothing was mirrored: the far side is bare.
        for tile in session.canvas.allocatedTiles { #expect(tile.x < 4, "ink at tile \(tile)") }

        let again = try makeSession()
        again.paint(stroke)
        #expect(again.canvas.contents == session.canvas.contents)
    }

    @Test("the same symmetry again changes nothing")
    func sameAgain() throws {
        let mirror = try Self.mirror()
        let session = try makeSession()
        #expect(session.perform(.setSymmetry(mirror)).symmetryChanged)
        #expect(!session.perform(.setSymmetry(mirror)).symmetryChanged)
        #expect(session.perform(.setSymmetry(mirror.with(mode: .off))).symmetryChanged)
    }

    @Test("a recorded session with symmetry changes replays to the same pixels")
    func replay() throws {
        let mirror = try Self.mirror()
        let flake = try Self.flake()
        let (session, replayed) = try recordedAndReplayed(brush: "classic/pencil") { session, take in
            try take(session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0)))
            try take(session.perform(.setSymmetry(mirror)))
            try take(session.paint(WaveStroke.pen.samples(from: 70, 140, startTime: 1)))
            try take(session.perform(.setSymmetry(flake)))
            try take(session.paint(WaveStroke.pen.samples(from: 150, 100, length: 60, startTime: 2)))
            try take(session.perform(.undo))
            try take(session.paint(WaveStroke.pen.samples(from: 140, 110, length: 50, startTime: 3)))
            try take(session.perform(.setSymmetry(.off)))
            try take(session.paint(WaveStroke.pen.samples(from: 30, 300, startTime: 4)))
        }
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        #expect(replayed.symmetry == .off)
        // Negative control: the same samples without the symmetry records paint elsewhere.
        let plain = try makeSession()
        for (i, (x, y)) in [(60.0, 100.0), (70, 140), (140, 110), (30, 300)].enumerated() {
            plain.paint(WaveStroke.pen.samples(from: x, y, length: i == 2 ? 50 : 160, startTime: Double([0, 1, 3, 4][i])))
        }
        #expect(differingTiles(plain.canvas.contents, session.canvas.contents) != [])
    }

    @Test("it is recorded as an 'a' record and read back as the same command")
    func recorded() throws {
        let flake = try Self.flake()
        let session = try makeSession()
        session.startRecording()
        let command = SessionCommand.setSymmetry(flake)
        guard let (line, batch, recorded) = recordedLine(command, by: session) else { return }
        #expect(line == "a \(batch) snowflake 250.0 190.0 15.0 4\n")
        #expect(SessionCommand(recorded) == command)
    }
}
