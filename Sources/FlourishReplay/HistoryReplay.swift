import FlourishDocuments
import FlourishRecording
import FlourishSession
import FlourishSessionSetup
import Foundation

/// A painting's history replayed as it was painted: each session on a fresh painting opened
/// the way the app opened it (the start picture for the first, where there is one; for every
/// later one, the painting the session before it ended on, saved and opened again, as the
/// file it saved was), then its recording painted in its own frames.
public enum HistoryReplay {
    /// Replays the first `sessions` sessions (all where nil) of `file`'s history; returns the
    /// painting the last of them ended on. `name` names the history in messages.
    public static func run(_ file: HistoryFile, name: String, sessions: Int? = nil) throws(ReplayError) -> PaintSession {
        try run(file, name: name, sessions: sessions) { recording, session throws(ReplayError) in
            Replay.paint(Replay.frames(of: recording), with: session)
        }
    }

    /// As `run(_:name:sessions:)`, with each session's recording painted into its opened
    /// painting by `paint` (a timelapse takes pictures as it goes).
    public static func run(
        _ file: HistoryFile, name: String, sessions: Int? = nil,
        paint: (_ recording: Recording, _ session: PaintSession) throws(ReplayError) -> Void
    ) throws(ReplayError) -> PaintSession {
        let history = file.history
        let count = min(sessions ?? history.sessions.count, history.sessions.count)
        guard count > 0 else { throw ReplayError("\(name): the history holds no session") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flourish-history-\(getpid())-\(UUID().uuidString.prefix(8))").path
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw ReplayError("\(folder): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }

        var previous: (session: PaintSession, template: OpenRasterTemplate?)?
        for index in 0..<count {
            let recording = history.sessions[index]
            var setup: SessionSetup
            do { setup = try SessionSetup(recording: recording.settings, file: name, lines: recording.headerLines, over: SessionSetup()) } catch {
                throw ReplayError(error.description)
            }
            try Replay.checkHeaderBrushes(of: recording, file: name, brushOverridden: false)
            // What this session opened, written where the reader can open it.
            var opened: String?
            if let (session, template) = previous {
                let path = folder + "/session-\(index).ora"
                do { try SessionSaver.write(session.saveRequest(to: path), for: session, template: template) } catch {
                    throw ReplayError(error.description)
                }
                opened = path
            } else if let start = file.text.start {
                let path = folder + "/start." + (start.member.split(separator: ".").last.map(String.init) ?? "ora")
                guard FileManager.default.createFile(atPath: path, contents: Data(start.bytes)) else {
                    throw ReplayError("\(path): the start picture cannot be written")
                }
                opened = path
            }
            let session: PaintSession
            var template: OpenRasterTemplate?
            do {
                if let opened {
                    let contents = try DocumentReader.inspect(
                        opened, canvas: (setup.canvasWidth, setup.canvasHeight),
                        limit: (setup.maxCanvasWidth, setup.maxCanvasHeight))
                    (setup.canvasWidth, setup.canvasHeight) = (contents.canvasWidth, contents.canvasHeight)
                    session = try PaintSession(setup: setup)
                    template = try DocumentReader.open(contents, into: session)
                } else {
                    session = try PaintSession(setup: setup)
                }
            } catch { throw ReplayError("\(name): session \(index + 1): \(error)") }
            try paint(recording, session)
            previous = (session, template)
        }
        guard let last = previous?.session else { throw ReplayError("\(name): the history holds no session") }
        return last
    }

    /// Replays the history `oraPath` carries (see `run`).
    public static func run(oraPath: String, sessions: Int? = nil) throws(ReplayError) -> PaintSession {
        let found: HistoryFile?
        do { found = try HistoryReader.read(oraPath: oraPath) } catch { throw ReplayError(error.description) }
        guard let found else { throw ReplayError("\(oraPath): the file carries no \(HistoryMembers.history)") }
        return try run(found, name: oraPath, sessions: sessions)
    }
}
