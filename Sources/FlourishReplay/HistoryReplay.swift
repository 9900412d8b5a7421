import FlourishDocuments
import FlourishMemory
import FlourishRecording
import FlourishSession
import FlourishSessionSetup
import Foundation

/// A painting's history replayed as it was painted: each session on a fresh painting opened
/// the way the app opened it (the start picture for the first, where there is one; for every
/// later one, the painting the session before it ended on, saved and opened again, as the
/// file it saved was), then its recording painted in its own frames, streamed from the text.
///
/// Holds one painting at a time, and one session file: each is removed once the next session
/// has opened it, and the scratch folder at the end (see `ReplayScratch` for what a killed
/// replay leaves). The replayed sessions keep no history of their own: the files between them
/// are only for their pixels. A session that recorded nothing, between two others, is not
/// opened at all (see `run`): a history of thousands of them replays in a moment.
public enum HistoryReplay {
    /// Replays the first `sessions` sessions (all where nil) of `file`'s history; returns the
    /// painting the last of them ended on. `name` names the history in messages.
    public static func run(
        _ file: HistoryFile, name: String, sessions: Int? = nil, budget: MemoryBudget = .machineDefault
    ) throws(ReplayError) -> PaintSession {
        try run(file, name: name, sessions: sessions, budget: budget) { _, frames, session throws(ReplayError) in
            try Replay.paint(&frames, with: session)
        }
    }

    /// As `run(_:name:sessions:budget:)`, with each session's frames painted into its opened
    /// painting by `paint` (a timelapse takes pictures as it goes), given the session's index.
    /// Each canvas, with `besides` (what the caller holds beside it), is checked against
    /// `budget` before it is made. The session files go in `scratchParent`.
    public static func run(
        _ file: HistoryFile, name: String, sessions: Int? = nil, budget: MemoryBudget = .machineDefault,
        besides: MemoryNeed = .none, scratchParent: String = FileManager.default.temporaryDirectory.path,
        paint: (_ index: Int, _ frames: inout FrameStream, _ session: PaintSession) throws(ReplayError) -> Void
    ) throws(ReplayError) -> PaintSession {
        let count = min(sessions ?? file.outline.sessions.count, file.outline.sessions.count)
        guard count > 0 else { throw ReplayError("\(name): the history holds no session") }
        let scratch = try ReplayScratch(in: scratchParent)
        var stream = FrameStream(file.text.bytes, file: name, source: .history)
        var previous: (session: PaintSession, template: OpenRasterTemplate?)?
        for index in 0..<count {
            let found: RecordingHeader?
            do { found = try stream.nextSession() } catch { throw ReplayError(error.description) }
            guard let header = found else { break }
            // A session that recorded nothing between two others ended on what it opened: the
            // painting the session before it saved, which the next opens as it is (from the
            // first open on, a save and an open change no pixel: see RoundTripTests'
            // saveTwice). Its own save and open are skipped, so a history of many empty
            // sessions costs a header each, not a save and an open each.
            if index > 0, index < count - 1, previous != nil, file.outline.sessions[index].events == 0 { continue }
            var base = SessionSetup()
            (base.memoryBudget, base.historyLimitBytes) = (budget, 0)
            var setup: SessionSetup
            do { setup = try SessionSetup(recording: header.settings, file: name, lines: header.headerLines, over: base) } catch {
                throw ReplayError(error.description)
            }
            try Replay.checkHeaderBrushes(of: header, file: name, brushOverridden: false)
            // What this session opened, written where the reader can open it; the painting
            // before goes once it is saved.
            let opened = try write(opening: previous, start: index == 0 ? file.text.start : nil, in: scratch, index: index)
            previous = nil
            let place = "\(name): session \(index + 1)"
            let session: PaintSession
            var template: OpenRasterTemplate?
            do {
                if let opened {
                    defer { try? FileManager.default.removeItem(atPath: opened) }
                    let contents = try DocumentReader.inspect(
                        opened, canvas: (setup.canvasWidth, setup.canvasHeight),
                        limit: (setup.maxCanvasWidth, setup.maxCanvasHeight), budget: budget)
                    (setup.canvasWidth, setup.canvasHeight) = (contents.canvasWidth, contents.canvasHeight)
                    try Replay.checkBudget(canvas: (setup.canvasWidth, setup.canvasHeight), besides: besides, budget: budget, place: place)
                    session = try PaintSession(setup: setup)
                    template = try DocumentReader.open(contents, into: session)
                } else {
                    try Replay.checkBudget(canvas: (setup.canvasWidth, setup.canvasHeight), besides: besides, budget: budget, place: place)
                    session = try PaintSession(setup: setup)
                }
            } catch let error as ReplayError {
                throw error
            } catch { throw ReplayError("\(place): \(error)") }
            try paint(index, &stream, session)
            previous = (session, template)
        }
        guard let last = previous?.session else { throw ReplayError("\(name): the history holds no session") }
        return last
    }

    /// The file a session opens: the painting the session before it ended on, saved as the app
    /// saved it; for the first, the start picture, where the history has one; nil for a blank
    /// canvas.
    private static func write(
        opening previous: (session: PaintSession, template: OpenRasterTemplate?)?, start: HistoryStart?, in scratch: ReplayScratch,
        index: Int
    ) throws(ReplayError) -> String? {
        if let (session, template) = previous {
            let path = scratch.file("session-\(index).ora")
            do { try SessionSaver.write(session.saveRequest(to: path), for: session, template: template) } catch {
                throw ReplayError(error.description)
            }
            return path
        }
        guard let start else { return nil }
        let path = scratch.file("start." + (start.member.split(separator: ".").last.map(String.init) ?? "ora"))
        guard FileManager.default.createFile(atPath: path, contents: Data(start.bytes)) else {
            throw ReplayError("\(path): the start picture cannot be written")
        }
        return path
    }

    /// Replays the history `oraPath` carries (see `run`).
    public static func run(oraPath: String, sessions: Int? = nil, budget: MemoryBudget = .machineDefault) throws(ReplayError) -> PaintSession {
        let found: HistoryFile?
        do { found = try HistoryReader.read(oraPath: oraPath) } catch { throw ReplayError(error.description) }
        guard let found else { throw ReplayError("\(oraPath): the file carries no \(HistoryMembers.history)") }
        return try run(found, name: oraPath, sessions: sessions, budget: budget)
    }
}
