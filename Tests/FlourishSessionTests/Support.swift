import FlourishPaint
import FlourishRecording
import FlourishReplay
import FlourishSession
import FlourishTestSupport
import Foundation
import Testing

/// Tiles whose pixels differ between two snapshots, a missing tile counting as transparent.
func differingTiles(_ a: TileContents, _ b: TileContents) -> [TileCoordinate] {
    let transparent = [UInt16](repeating: 0, count: TileStore.valuesPerTile)
    return Set(a.keys).union(b.keys).filter { (a[$0] ?? transparent) != (b[$0] ?? transparent) }.sorted()
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

/// What a recording `session` keeps of `command`, performed now: its one command record as the
/// recording writes it, with its batch; nil, with an issue recorded, where the session keeps
/// another number or kind of record.
func recordedLine(_ command: SessionCommand, by session: PaintSession) -> (line: String, batch: Int, recorded: RecordedCommand)? {
    let records = session.perform(command).records
    guard case .command(let recorded, let batch) = records.first, records.count == 1 else {
        Issue.record("not one command record: \(records)")
        return nil
    }
    return (FlourishFormat.line(for: recorded, batch: batch), batch, recorded)
}
