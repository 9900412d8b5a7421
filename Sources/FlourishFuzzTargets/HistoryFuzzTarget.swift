import FlourishMemory
import FlourishRecording
import FlourishReplay

/// A painting's history (`flourish/history`) on any bytes: the check the window makes when it
/// opens a painting (every line read, no event kept) and the full parse agree, on accepting
/// and on the error, line and words; a refusal is one line naming the input and a line of it;
/// the check's outline is the parse's; and an accepted history small enough to be cheap
/// replays, session by session, through the feeder, the session and libmypaint on a canvas of
/// at most 64x64, without trapping.
enum HistoryFuzzTarget {
    static let largestCanvas = 64
    /// Beyond these the replay is left out: each input stays well within the fuzzer's 10 s.
    static let mostReplayedSamples = 2_000
    static let mostReplayedEvents = 5_000
    static let mostReplayedSessions = 8

    static func run(_ input: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) -> FuzzOutcome {
        let file = FuzzTarget.inputName
        let bytes = Array(input)
        let checked = Result { () throws(RecordingError) in try HistoryParser.check(bytes, file: file) }
        let parsed = Result { () throws(RecordingError) in try HistoryParser.parse(bytes, file: file) }
        switch (checked, parsed) {
        case (.failure(let refusal), .failure(let other)):
            guard refusal == other else { throw FuzzFailure("check refuses with '\(refusal)', parse with '\(other)'") }
            let lines = MessagePromise.lineCount(input)
            guard refusal.file == file, (0...max(lines, 1)).contains(refusal.line) else {
                throw FuzzFailure("error at line \(refusal.line) of a \(lines)-line input: \(refusal)")
            }
            try MessagePromise.check(refusal.description, startsWith: refusal.line > 0 ? "\(file):\(refusal.line): " : "\(file): ")
            return .refused(refusal.description)
        case (.success(let outline), .success(let history)):
            try checkAgreement(outline, history)
            for session in history.sessions { try RecordingFuzzTarget.checkNumbers(of: session) }
            let events = outline.sessions.reduce(0) { $0 + $1.events }
            if outline.sessions.count <= mostReplayedSessions, outline.samples <= mostReplayedSamples, events <= mostReplayedEvents {
                try replay(bytes, outline: outline)
            }
            // The window keeps a history it opens as its text, checked against the one limit.
            LargestAccepted.note(
                inputBytes: bytes.count, need: MemoryNeed(bytes: bytes.count, "the history's text"),
                budget: HistoryFormat.maxBytes)
            return .accepted
        case (.success, .failure(let refusal)):
            throw FuzzFailure("check accepts what parse refuses: \(refusal)")
        case (.failure(let refusal), .success):
            throw FuzzFailure("parse accepts what check refuses: \(refusal)")
        }
    }

    /// The outline is what the parse read: the start, and each session's line, header and counts.
    static func checkAgreement(_ outline: HistoryOutline, _ history: History) throws(FuzzFailure) {
        guard outline.startMember == history.startMember, outline.sessions.count == history.sessions.count,
            outline.sessions.map(\.header.line) == history.sessionLines
        else { throw FuzzFailure("the outline's sessions are not the parse's") }
        for (checked, parsed) in zip(outline.sessions, history.sessions) {
            guard checked.header.settings == parsed.settings, checked.header.headerLines == parsed.headerLines,
                checked.samples == parsed.samples.count, checked.events == parsed.events.count
            else { throw FuzzFailure("session at line \(checked.header.line): the outline's header or counts are not the parse's") }
        }
    }

    /// Each session's frames streamed into a small session of its own, as a replay paints them.
    static func replay(_ bytes: [UInt8], outline: HistoryOutline) throws(FuzzFailure) {
        let file = FuzzTarget.inputName
        var stream = FrameStream(bytes, file: file, source: .history)
        for checked in outline.sessions {
            let header: RecordingHeader?
            do { header = try stream.nextSession() } catch { throw FuzzFailure("a checked history fails when replayed: \(error)") }
            guard let header else { throw FuzzFailure("the replay ran out of sessions the check counted") }
            var request = ReplayRequest(recordingPath: file)
            request.canvasWidth = min(header.settings.canvasWidth ?? largestCanvas, largestCanvas)
            request.canvasHeight = min(header.settings.canvasHeight ?? largestCanvas, largestCanvas)
            do {
                let session = try Replay.makeSession(for: header, request: request)
                let painted = try Replay.paint(&stream, with: session)
                guard painted.samples == checked.samples else {
                    throw FuzzFailure("\(painted.samples) samples replayed of \(checked.samples) checked")
                }
            } catch let failure as FuzzFailure {
                throw failure
            } catch {
                // A header the session refuses (a brush that does not load): said in one line.
                try MessagePromise.check("\(error)", startsWith: file)
            }
        }
    }
}
