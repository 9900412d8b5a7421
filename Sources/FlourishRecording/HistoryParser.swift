/// Reads a history (see `HistoryFormat`): the preamble, then each session's recording, with
/// errors at the history's own line numbers; whole (`parse`) or only checked (`check`), both
/// through `RecordingReader`, so the two agree on every history, line for line.
public enum HistoryParser {
    /// Every session with every event: for tests and tools that look at the records; a replay
    /// streams them instead (`FrameStream`).
    public static func parse(_ bytes: [UInt8], file: String) throws(RecordingError) -> History {
        var reader = RecordingReader(bytes, file: file, source: .history)
        var sessions: [Recording] = []
        var lines: [Int] = []
        while let header = try reader.nextSession() {
            var events: [RecordedEvent] = []
            while let event = try reader.nextEvent() { events.append(event) }
            sessions.append(Recording(header: header, events: events))
            lines.append(header.line)
        }
        return History(startMember: reader.startMember, sessions: sessions, sessionLines: lines)
    }

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(RecordingError) -> History {
        try parse(Array(bytes), file: file)
    }

    /// Every line read and checked, no event kept: what opening a painting does with its
    /// history, which it keeps as text and never replays. Its memory is the outline's, a
    /// header per session, whatever the history's length.
    public static func check(_ bytes: [UInt8], file: String) throws(RecordingError) -> HistoryOutline {
        var reader = RecordingReader(bytes, file: file, source: .history)
        var sessions: [SessionOutline] = []
        while let header = try reader.nextSession() {
            var outline = SessionOutline(header: header, samples: 0)
            while let event = try reader.nextEvent() { outline.count(event) }
            sessions.append(outline)
        }
        return HistoryOutline(startMember: reader.startMember, sessions: sessions)
    }
}

/// A history checked whole (`HistoryParser.check`): where it starts and each session's header
/// and sample count, without its events.
public struct HistoryOutline: Sendable, Equatable {
    /// The archive member holding the picture the first session opened; nil: a blank canvas.
    public var startMember: String?
    /// In the order they painted; never empty (a history without a session is refused).
    public var sessions: [SessionOutline]

    public init(startMember: String?, sessions: [SessionOutline]) {
        self.startMember = startMember
        self.sessions = sessions
    }

    /// The samples of every session.
    public var samples: Int { sessions.reduce(0) { $0 + $1.samples } }
}
