import FlourishPaint
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishSessionSetup
import FlourishTestSupport
import Foundation

/// Pen strokes and canvas snapshots for the session tests.
enum Pen {
    /// A stroke from (x0, y0): a hover sample, `samples - 2` down samples along a wave with
    /// pressure rising and falling, and the lift; 5 ms apart from `startTime`.
    static func stroke(
        from x0: Double, _ y0: Double, length: Double = 160, samples: Int = 40, startTime: Double,
        tool: Tool = .pen
    ) -> [Sample] {
        (0..<samples).map { i in
            let u = Double(i) / Double(samples - 1)
            let down = i > 0 && i < samples - 1
            return Sample(
                x: x0 + length * u, y: y0 + 25 * sin(u * .pi * 2),
                pressure: down ? 0.3 + 0.6 * sin(u * .pi) : 0, xtilt: 0.2, ytilt: -0.1,
                time: startTime + Double(i) * 0.005, tool: tool, buttons: down ? .primary : [])
        }
    }
}

/// Every allocated tile's pixels: two canvases are the same painting iff their snapshots are
/// equal (same tiles, same bytes).
typealias TileContents = [TileCoordinate: [UInt16]]

extension TileStore {
    var contents: TileContents {
        var result: TileContents = [:]
        for tile in allocatedTiles {
            guard let pixels = pixels(of: tile) else { continue }
            result[tile] = Array(UnsafeBufferPointer(start: pixels, count: TileStore.valuesPerTile))
        }
        return result
    }
}

/// Tiles whose pixels differ between two snapshots, a missing tile counting as transparent.
func differingTiles(_ a: TileContents, _ b: TileContents) -> [TileCoordinate] {
    let transparent = [UInt16](repeating: 0, count: TileStore.valuesPerTile)
    return Set(a.keys).union(b.keys).filter { (a[$0] ?? transparent) != (b[$0] ?? transparent) }.sorted()
}

/// A session on a small canvas with `brush`, no recording.
func makeSession(
    brush: String = "classic/pencil", width: Int = 512, height: Int = 384, undoMemoryBytes: Int = 512 << 20,
    viewport: (Int, Int)? = nil
) throws -> PaintSession {
    var setup = SessionSetup()
    setup.brush = brush
    setup.canvasWidth = width
    setup.canvasHeight = height
    setup.undoMemoryBytes = undoMemoryBytes
    return try PaintSession(setup: setup, viewport: viewport)
}

/// A fresh, empty folder for one test's files.
func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "flourish-session-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// How far, in fix15 units, the session's composite lies at its worst from what every layer
/// composited afresh gives (the flattened caches not used): 0 to 2 where the caches are right
/// (each grouping of src-over rounds on its own), a stroke's worth where a tile is stale.
func compositeDrift(_ session: PaintSession) -> Int {
    let stack = session.layers
    var worst = 0
    let transparent = TilePixels()
    for tile in Set(stack.paintedTiles).union(session.canvas.allocatedTiles) {
        let fresh = stack.freshComposite(at: tile) ?? transparent
        let shown = session.canvas.buffer(of: tile) ?? transparent
        for i in 0..<TileStore.valuesPerTile { worst = max(worst, abs(Int(fresh.values[i]) - Int(shown.values[i]))) }
    }
    return worst
}

/// `script` played on a fresh session with a recorder on, and the recording replayed into
/// another fresh one: the two, to compare.
func recordedAndReplayed(
    brush: String, _ script: (PaintSession, (SessionChanges) throws -> Void) throws -> Void
) throws -> (played: PaintSession, replayed: PaintSession) {
    let folder = try TemporaryFolder()
    let path = folder.file("script.flourish")
    let session = try makeSession(brush: brush)
    let recorder = try SessionRecorder(recording: session, to: path)
    try script(session) { try recorder.append($0) }
    try recorder.finish()
    let recording = try RecordingParser.read(path: path)
    let replayed = try makeSession(brush: brush)
    Replay.paint(Replay.frames(of: recording), with: replayed)
    return (session, replayed)
}
