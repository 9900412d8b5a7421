import FlourishLayers
import FlourishPaint
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Testing

@Suite("Transform of a group: every layer it holds moves as one undo step, previewed and replayed exactly")
struct GroupTransformTests {
    /// Red on Layer 1 (outside the group); blue on Layer 2 and green on Layer 3, both in
    /// Group 1, which ends up current.
    static func grouped(_ session: PaintSession) { grouped(session) { _ in } }

    /// `take` gets each change, for a recorder.
    static func grouped(_ session: PaintSession, take: (SessionChanges) throws -> Void) rethrows {
        try take(session.perform(.setColor(Color(r: 230, g: 40, b: 30))))
        try take(session.paint(WaveStroke.pen.samples(from: 40, 60, startTime: 0)))
        try take(session.perform(.layer(.add)))
        try take(session.perform(.setColor(Color(r: 40, g: 90, b: 240))))
        try take(session.paint(WaveStroke.pen.samples(from: 60, 150, startTime: 1)))
        try take(session.perform(.layer(.group)))
        try take(session.perform(.layer(.add)))
        try take(session.perform(.setColor(Color(r: 30, g: 200, b: 60))))
        try take(session.paint(WaveStroke.pen.samples(from: 200, 220, startTime: 2)))
        try take(session.perform(.liftTools))
        if let group = session.layers.entries.firstIndex(where: \.isGroup) { try take(session.perform(.layer(.select(group)))) }
    }

    static func contents(_ session: PaintSession) -> [TileContents] { session.layers.entries.map(\.layer.tiles.contents) }

    static func layer(_ session: PaintSession, _ name: String) throws -> TileStore {
        try #require(session.layers.entries.first { $0.name == name }).layer.tiles
    }

    @Test("both layers in the group move by exactly the map, the layer outside stays; one undo puts all back, redo again")
    func moves() throws {
        let session = try makeSession(brush: "classic/marker_fat")
        Self.grouped(session)
        #expect(session.layers.arrangement.currentEntry.isGroup)
        let before = Self.contents(session)
        let firstBefore = try ["Layer 1", "Layer 2", "Layer 3"].map { try #require(PaintBoundsProbe.firstPainted(in: Self.layer(session, $0))) }
        let changes = session.perform(.transformLayer(.translation(dx: 40, dy: 25)))
        #expect(changes.problems.isEmpty && changes.historyChanged)
        let after = Self.contents(session)
        let firstAfter = try ["Layer 1", "Layer 2", "Layer 3"].map { try #require(PaintBoundsProbe.firstPainted(in: Self.layer(session, $0))) }
        #expect(firstAfter[0] == firstBefore[0], "the layer outside the group moved")
        for i in 1...2 { #expect(firstAfter[i].x == firstBefore[i].x + 40 && firstAfter[i].y == firstBefore[i].y + 25) }
        // The box a group's transform starts from holds both its layers' paint.
        let box = try #require(session.currentLayerBounds)
        #expect(box.x <= firstAfter[1].x && box.x + box.width > 240 && box.y + box.height > 245)
        session.perform(.undo)
        #expect(Self.contents(session) == before, "one undo did not put every layer back")
        session.perform(.redo)
        #expect(Self.contents(session) == after, "redo did not move the layers again")
    }

    @Test("the group's preview shows every layer moved and ends with every pixel as it was")
    func preview() throws {
        let session = try makeSession(brush: "classic/marker_fat")
        Self.grouped(session)
        let before = Self.contents(session)
        let composite = session.canvas.contents
        let steps = session.undoableSteps
        _ = session.previewTransform(.rotation(radians: 0.5, aboutX: 200, y: 150))
        #expect(try PaintBoundsProbe.firstPainted(in: Self.layer(session, "Layer 3")) != nil)
        #expect(Self.contents(session) != before, "the preview changed nothing")
        #expect(differingTiles(session.canvas.contents, composite) != [])
        session.endTransformPreview()
        #expect(Self.contents(session) == before, "the preview left pixels changed")
        #expect(differingTiles(session.canvas.contents, composite) == [])
        #expect(session.undoableSteps == steps, "the preview left a step")
    }

    @Test("a recorded group transform replays to the same pixels bit for bit")
    func replay() throws {
        let (session, replayed) = try recordedAndReplayed(brush: "classic/marker_fat") { session, take in
            try Self.grouped(session, take: take)
            try take(session.perform(.transformLayer(.rotation(radians: -0.3, aboutX: 150, y: 150))))
        }
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        #expect(Self.contents(replayed) == Self.contents(session), "the replay's layers differ")
        // Negative control: the same layers untransformed.
        let plain = try makeSession(brush: "classic/marker_fat")
        Self.grouped(plain)
        #expect(Self.contents(plain) != Self.contents(session), "the transform changed nothing")
    }
}
