import FlourishDocuments
import FlourishRecording
import FlourishReplay
import FlourishTestSupport
import Foundation
import Testing

/// The files a history's replay makes on the way (each session opens the file the one before
/// it saved, as the app did): one at a time, each removed once it has been opened, the folder
/// at the end; and what a replay that was killed left behind is removed by the next one.
@Suite("The files a history's replay makes on the way")
struct HistoryReplayScratchTests {
    /// A history of `sessions` sessions, each a short stroke on a 64x48 canvas, with
    /// `emptyBetween` sessions that recorded nothing between each two.
    static func history(sessions: Int, emptyBetween: Int = 0) throws -> HistoryFile {
        var text = "flourish-history 1\n"
        for session in 0..<sessions {
            if session > 0 { text += String(repeating: "flourish-recording 2\nbrush classic/pencil\nsamples\n", count: emptyBetween) }
            text += "flourish-recording 2\nbrush classic/pencil\ncanvas 64x48\nsamples\n"
            for i in 0..<4 { text += "s \(i) \(Double(i) * 0.01) \(10 + i * 10) \(5 + session) \(i < 3 ? 0.8 : 0) 0 0 pen \(i < 3 ? 1 : 0)\n" }
        }
        let bytes = Array(text.utf8)
        return HistoryFile(text: HistoryText(bytes: bytes, start: nil), outline: try HistoryParser.check(bytes, file: "h"))
    }

    /// Every file below `folder`, at any depth.
    static func files(under folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: "\(folder)/\(path)", isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    @Test("30 sessions: each session's file goes once the next one has opened it; nothing is left at the end")
    func oneFileAtATime() throws {
        let folder = try TemporaryFolder()
        var (sessions, most) = (0, 0)
        let last = try HistoryReplay.run(try Self.history(sessions: 30), name: "h", scratchParent: folder.path) {
            _, frames, session throws(ReplayError) in
            try Replay.paint(&frames, with: session)
            sessions += 1
            most = max(most, Self.files(under: folder.path).count)
        }
        #expect(sessions == 30)
        #expect(most <= 1, "\(most) session files were kept at once")
        #expect(try folder.entries() == [])
        // Every session painted on the painting the one before ended on: 30 strokes, one per row.
        #expect(last.canvas.allocatedTileCount > 0)
    }

    @Test("9998 sessions that recorded nothing, between two that painted, cost a header each; the end is the two sessions' painting")
    func emptySessionsCostAHeader() throws {
        let folder = try TemporaryFolder()
        var painted = 0
        let long = try HistoryReplay.run(try Self.history(sessions: 2, emptyBetween: 9998), name: "h", scratchParent: folder.path) {
            _, frames, session throws(ReplayError) in
            try Replay.paint(&frames, with: session)
            painted += 1
        }
        #expect(painted == 2, "\(painted) sessions were opened and painted")
        let short = try HistoryReplay.run(try Self.history(sessions: 2), name: "h")
        #expect(differingTiles(long.canvas.contents, short.canvas.contents) == [])
        // Negative control: one empty session at the end is replayed (its painting is the end).
        painted = 0
        var text = String(decoding: try Self.history(sessions: 2).text.bytes, as: UTF8.self)
        text += "flourish-recording 2\nsamples\n"
        let bytes = Array(text.utf8)
        let ending = HistoryFile(text: HistoryText(bytes: bytes, start: nil), outline: try HistoryParser.check(bytes, file: "h"))
        _ = try HistoryReplay.run(ending, name: "h", scratchParent: folder.path) { _, frames, session throws(ReplayError) in
            try Replay.paint(&frames, with: session)
            painted += 1
        }
        #expect(painted == 3)
    }

    @Test("a folder a killed replay left is removed by the next replay; a running process's, and others, stay")
    func leftoversOfKilledReplays() throws {
        let folder = try TemporaryFolder()
        // No process has this id (pid_max is far below it).
        try folder.write("a painting", to: "flourish-history-2147483647-0badf00d/session-3.ora")
        let running = "flourish-history-\(getpid())-0000live"
        try folder.write("a painting", to: "\(running)/session-1.ora")
        try folder.write("not a replay's", to: "flourish-history-notapid/x")
        try folder.write("not a replay's", to: "keep-me")
        _ = try HistoryReplay.run(try Self.history(sessions: 2), name: "h", scratchParent: folder.path) {
            _, frames, session throws(ReplayError) in try Replay.paint(&frames, with: session)
        }
        #expect(try folder.entries() == ["flourish-history-notapid", running, "keep-me"].sorted())
    }
}
