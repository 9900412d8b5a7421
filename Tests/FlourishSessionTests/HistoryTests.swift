import FlourishDocuments
import FlourishPaint
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Foundation
import Testing

/// Every painting keeps its history: saves and autosaves carry it as `flourish/history`, and
/// a replay of it ends on the painting's pixels, on real files.
@Suite struct HistoryTests {
    /// A painting opened from `path` the way the app opens one: a fresh session of its size.
    static func opened(_ path: String) throws -> (PaintSession, OpenRasterTemplate?) {
        let contents = try DocumentReader.inspect(path, canvas: (512, 384), limit: (32768, 32768))
        let session = try makeSession(width: contents.canvasWidth, height: contents.canvasHeight)
        let template = try DocumentReader.open(contents, into: session)
        return (session, template)
    }

    static func save(_ session: PaintSession, to path: String, template: OpenRasterTemplate? = nil) throws {
        try SessionSaver.write(session.saveRequest(to: path), for: session, template: template)
    }

    @Test func aSavedPaintingCarriesAHistoryThatReplaysToItsPixels() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("one.ora")
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 80, startTime: 1))
        session.perform(.setColor(Color(r: 200, g: 30, b: 40)))
        session.paint(WaveStroke.pen.samples(from: 90, 200, startTime: 2))
        try Self.save(session, to: path)
        let file = try #require(try HistoryReader.read(oraPath: path))
        #expect(file.outline.sessions.count == 1)
        #expect(file.outline.startMember == nil)
        #expect(!session.canvas.contents.isEmpty)
        let replayed = try HistoryReplay.run(oraPath: path)
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        // Negative control: a replay without the colour change differs.
        let text = String(decoding: file.text.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let edited = Array(text.filter { !$0.hasPrefix("k ") }.joined(separator: "\n").utf8)
        #expect(edited.count < file.text.byteCount, "the history had no colour record to leave out")
        let other = try HistoryReplay.run(
            HistoryFile(text: HistoryText(bytes: edited, start: nil), outline: try HistoryParser.check(edited, file: path)), name: path)
        #expect(differingTiles(other.canvas.contents, session.canvas.contents) != [])
    }

    @Test func aPaintingOpenedAgainContinuesTheSameHistory() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("two.ora")
        let first = try makeSession()
        first.paint(WaveStroke.pen.samples(from: 60, 80, startTime: 1))
        try Self.save(first, to: path)
        let firstPixels = first.canvas.contents

        let (second, _) = try Self.opened(path)
        // An undo in a session that opened the file has nothing to undo: the replay must not
        // undo the first session's stroke either.
        second.perform(.undo)
        second.perform(.setColor(Color(r: 20, g: 140, b: 60)))
        second.paint(WaveStroke.pen.samples(from: 100, 120, startTime: 5))
        try Self.save(second, to: path)

        let file = try #require(try HistoryReader.read(oraPath: path))
        #expect(file.outline.sessions.count == 2)
        let end = try HistoryReplay.run(oraPath: path)
        #expect(differingTiles(end.canvas.contents, second.canvas.contents) == [])
        let afterFirst = try HistoryReplay.run(oraPath: path, sessions: 1)
        #expect(differingTiles(afterFirst.canvas.contents, firstPixels) == [])
        #expect(differingTiles(afterFirst.canvas.contents, second.canvas.contents) != [])
    }

    @Test func anotherAppsFileStartsTheHistoryFromItsPixels() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FlourishOpenRasterTests/Fixtures/mypaint-layers.ora").path
        let folder = try TemporaryFolder()
        let path = folder.file("mypaint.ora")
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        let (session, template) = try Self.opened(path)
        let asOpened = session.canvas.contents
        #expect(!asOpened.isEmpty)
        // A layer of its own on top: the fixture's current layer may lie under an opaque one.
        session.perform(.layer(.add))
        let painted = session.paint(WaveStroke.pen.samples(from: 40, 40, startTime: 1))
        #expect(painted.dabs > 0)
        #expect(differingTiles(session.canvas.contents, asOpened) != [], "the stroke did not show")
        let out = folder.file("painted.ora")
        try Self.save(session, to: out, template: template)
        let file = try #require(try HistoryReader.read(oraPath: out))
        #expect(file.outline.startMember == "flourish/history-start.ora")
        #expect(file.text.start?.bytes == Array(try Data(contentsOf: URL(fileURLWithPath: fixture))))
        let replayed = try HistoryReplay.run(oraPath: out)
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        #expect(differingTiles(replayed.canvas.contents, asOpened) != [])
    }

    @Test func anAutosaveCarriesTheHistory() throws {
        let folder = try TemporaryFolder()
        let autosaves = AutosaveFolder(path: folder.file("autosave"))
        try autosaves.create()
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 70, 90, startTime: 1))
        let path = autosaves.newPath(for: nil, at: Date())
        let queue = SaveQueue(wake: {}, clock: { 0 })
        let request = session.saveRequest(to: path)
        queue.enqueue(
            SaveQueue.Job(snapshot: DocumentSnapshot(request), path: path, kind: .autosave, stateID: request.stateID))
        queue.waitUntilDone()
        #expect(try HistoryReader.read(oraPath: path)?.outline.sessions.count == 1)
        let replayed = try HistoryReplay.run(oraPath: path)
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
    }

    @Test func aDamagedHistoryIsNamedAndThePaintingStillOpens() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("damaged.ora")
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 80, startTime: 1))
        // A history whose record is no record, written as a save writes it.
        let bad = HistoryText(bytes: Array("flourish-history 1\nflourish-recording 2\nsamples\nzz 0\n".utf8), start: nil)
        let request = session.saveRequest(to: path)
        try DocumentWriter.write(
            DocumentSnapshot(canvas: request.canvas, layers: request.layers, paper: request.paper, history: bad), to: path)
        #expect(throws: DocumentError.self) { try HistoryReader.read(oraPath: path) }
        do { _ = try HistoryReader.read(oraPath: path) } catch {
            #expect(error.description.hasPrefix(path + ": flourish/history:4:"))
        }
        let contents = try DocumentReader.inspect(path, canvas: (512, 384), limit: (32768, 32768))
        let said = contents.notes.filter { $0.contains("flourish/history") }
        #expect(said.count == 1)
        #expect(said.first?.contains("starts afresh") == true)
        let (opened, _) = try Self.opened(path)
        #expect(differingTiles(opened.canvas.contents, [:]) != [])
        #expect(opened.historyLog.start?.member == "flourish/history-start.ora")
    }

    @Test func aFullHistoryStopsAndSaysSoOnce() throws {
        let session = try makeSession(width: 256, height: 256) { $0.historyLimitBytes = 4096 }
        var problems: [String] = []
        for n in 0..<6 { problems += session.paint(WaveStroke.pen.samples(from: 20, 20 + Double(n) * 20, startTime: Double(n))).problems }
        #expect(problems.filter { $0.contains("history") }.count == 1)
        #expect(session.historyLog.isFull)
        #expect(session.historyLog.byteCount <= 4096)
        let history = try HistoryParser.parse(session.historyLog.text.bytes, file: "full")
        #expect(history.sessions.count == 1)
    }
}
