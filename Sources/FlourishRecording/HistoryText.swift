/// A painting's history as its text, taken in an instant (see `HistoryLog.text`): what a save
/// writes as the member `flourish/history`, with the start picture it names, if any.
///
/// The text is kept as the chunks the log sealed, shared with it rather than copied: taking it
/// costs a copy of the unsealed tail only (under `HistoryLog.chunkBytes`), so a save on the
/// frame loop stays cheap however long the history has grown.
public struct HistoryText: Sendable, Equatable {
    /// The text in order; joined, it is the history file.
    public let chunks: [[UInt8]]
    public let start: HistoryStart?
    /// The sessions it holds, where known (a history read back and checked, or the log's
    /// own); what a session continuing it counts against `HistoryFormat.maxSessions`.
    public let sessions: Int

    public init(chunks: [[UInt8]], start: HistoryStart?, sessions: Int = 0) {
        self.chunks = chunks
        self.start = start
        self.sessions = sessions
    }

    /// Text read back from a file, in one chunk.
    public init(bytes: [UInt8], start: HistoryStart?, sessions: Int = 0) {
        self.init(chunks: [bytes], start: start, sessions: sessions)
    }

    public var byteCount: Int { chunks.reduce(0) { $0 + $1.count } }

    /// The whole text in one array: the one chunk of a text read from a file, shared, not
    /// copied (a replay reads it so); else joined (a save copies it once, on the save thread).
    public var bytes: [UInt8] {
        if chunks.count == 1 { return chunks[0] }
        var joined: [UInt8] = []
        joined.reserveCapacity(byteCount)
        for chunk in chunks { joined.append(contentsOf: chunk) }
        return joined
    }
}
