import FlourishRecording
import FlourishSamples
import Testing

/// A history's two bounds, its bytes and its sessions: what the app writes stays within what
/// it reads, and a history of more sessions than a painting can have is refused at the line
/// where one too many begins, before a replay spends time on each.
@Suite("History limits")
struct HistoryLimitTests {
    static func emptySessions(_ count: Int) -> [UInt8] {
        Array(("flourish-history 1\n" + String(repeating: "flourish-recording 2\nsamples\n", count: count)).utf8)
    }

    @Test("10000 empty sessions are a history; the 10001st is refused at its line, by check and parse alike")
    func sessionsAreBounded() throws {
        let most = try HistoryParser.check(Self.emptySessions(10_000), file: "h")
        #expect(most.sessions.count == 10_000)
        let reason = "session 10001: a painting's history holds at most 10000 sessions"
        let checked = Result { () throws(RecordingError) in try HistoryParser.check(Self.emptySessions(10_001), file: "h") }
        let parsed = Result { () throws(RecordingError) in try HistoryParser.parse(Self.emptySessions(10_001), file: "h") }
        for outcome in [checked.map { _ in 0 }, parsed.map { _ in 0 }] {
            guard case .failure(let error) = outcome else {
                Issue.record("10001 sessions were read")
                continue
            }
            #expect(error == RecordingError(file: "h", line: 20_002, reason: reason))
        }
    }

    /// A sample's line as the log writes it.
    static let sample = Sample(x: 10.5, y: 20.25, pressure: 0.5, time: 1.25, tool: .pen, buttons: .primary)

    @Test("a full log's text, the comment that stops it included, is within its limit, and reads back")
    func fullLogFitsItsLimit() throws {
        var log = HistoryLog(settings: RecordingSettings(), limit: 4096)
        var fullAt: Int?
        for batch in 0..<400 where log.append(.samples([Self.sample], batch: batch)) { fullAt = fullAt ?? batch }
        #expect(fullAt != nil && log.isFull)
        #expect(log.text.byteCount <= 4096, "the text is \(log.text.byteCount) bytes")
        #expect(log.text.byteCount == log.byteCount)
        let history = try HistoryParser.parse(log.text.bytes, file: "full")
        #expect(history.sessions.count == 1 && history.sessions[0].events.count == fullAt)
    }

    @Test("a session continuing a history with no room left adds nothing to it: the text is the one opened")
    func continuingAFullHistory() throws {
        let header = RecordingSettings()
        let previous = HistoryText(bytes: Array(repeating: UInt8(ascii: "#"), count: 4040) + [0x0A], start: nil, sessions: 3)
        var log = HistoryLog(settings: header, limit: 4096)
        log.continueAfter(previous)
        #expect(log.isFull && log.text.sessions == 3)
        #expect(Array(log.text.bytes.prefix(4041)) == previous.bytes)
        #expect(log.text.byteCount <= 4096)
        let reportedAgain = log.append(.samples([Self.sample], batch: 0))
        #expect(!reportedAgain, "the moment was reported when it was continued")

        // As many sessions as a history may hold: the next session adds none.
        var many = HistoryLog(settings: header)
        many.continueAfter(HistoryText(bytes: Self.emptySessions(10), start: nil, sessions: HistoryFormat.maxSessions))
        #expect(many.isFull && many.text.sessions == HistoryFormat.maxSessions)

        // Negative control: with room, the session is kept after the one opened.
        var roomy = HistoryLog(settings: header)
        roomy.continueAfter(HistoryText(bytes: Self.emptySessions(2), start: nil, sessions: 2))
        roomy.append(.samples([Self.sample], batch: 0))
        #expect(!roomy.isFull && roomy.text.sessions == 3)
        #expect(try HistoryParser.check(roomy.text.bytes, file: "roomy").sessions.map(\.samples) == [0, 0, 1])
    }
}
