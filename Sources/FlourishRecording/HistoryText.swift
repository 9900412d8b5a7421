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

    public init(chunks: [[UInt8]], start: HistoryStart?) {
        self.chunks = chunks
        self.start = start
    }

    /// Text read back from a file, in one chunk.
    public init(bytes: [UInt8], start: HistoryStart?) {
        self.init(chunks: [bytes], start: start)
    }

    public var byteCount: Int { chunks.reduce(0) { $0 + $1.count } }

    /// The whole text in one array (a save copies it once, on the save thread).
    public var bytes: [UInt8] {
        var joined: [UInt8] = []
        joined.reserveCapacity(byteCount)
        for chunk in chunks { joined.append(contentsOf: chunk) }
        return joined
    }
}
