import FlourishPaint
import FlourishTestSupport
import Testing

@Suite("Canvas snapshots: what a save writes never changes under it")
struct CanvasSnapshotTests {
    /// Every painted tile of a snapshot, copied out.
    func contents(_ snapshot: CanvasSnapshot, tiles: [TileCoordinate]) -> CanvasSnapshotContents {
        var result: CanvasSnapshotContents = [:]
        for tile in tiles {
            if let pixels = snapshot.pixels(of: tile) {
                result[tile] = Array(UnsafeBufferPointer(start: pixels, count: TileStore.valuesPerTile))
            }
        }
        return result
    }

    @Test("painting, undo and clear after a snapshot leave its pixels as they were; the canvas moves on")
    func snapshotIsFrozen() throws {
        let session = try makeSession(brush: "classic/charcoal")
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        let before = session.canvas.contents
        let snapshot = session.canvas.snapshot()
        let tiles = Array(before.keys)
        #expect(contents(snapshot, tiles: tiles) == before)
        // Over the same tiles, then undo, then clear.
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 2))
        #expect(session.canvas.contents != before, "the second stroke changed nothing: the test proves nothing")
        #expect(contents(snapshot, tiles: tiles) == before, "painting after the snapshot changed it")
        session.perform(.undo)
        #expect(session.canvas.contents == before, "undo over frozen tiles is not exact")
        session.perform(.clear)
        #expect(contents(snapshot, tiles: tiles) == before)
        #expect(snapshot.tileCount == before.count)
        session.perform(.undo)
        session.paint(WaveStroke.pen.samples(from: 80, 140, startTime: 3))
        #expect(contents(snapshot, tiles: tiles) == before)
    }

    @Test("the bounds of a snapshot are the whole tiles that hold paint, cut to the canvas")
    func bounds() throws {
        let session = try makeSession(width: 100, height: 90)
        #expect(session.canvas.snapshot().paintedBounds == nil)
        session.paint(WaveStroke.pen.samples(from: 70, 60, length: 20, startTime: 1))
        let bounds = try #require(session.canvas.snapshot().paintedBounds)
        #expect(bounds.x % 64 == 0 && bounds.y % 64 == 0)
        #expect(bounds.x + bounds.width <= 100 && bounds.y + bounds.height <= 90)
        #expect(bounds.width > 0 && bounds.height > 0)
    }

    @Test("a write after a snapshot copies the tile once; the undo history keeps the frozen one, no second copy")
    func oneCopy() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        _ = session.canvas.snapshot()
        let historyBefore = session.historyBytes
        let changes = session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 2))
        let touched = Set(changes.canvas.flatMap(\.tiles))
        #expect(session.historyBytes - historyBefore == touched.count * TilePixels.byteCount)
    }
}

typealias CanvasSnapshotContents = [TileCoordinate: [UInt16]]
