/// A painting's history as it is painted: the preamble (or the history the opened file
/// carried), then this session's recording, growing by the records the session hands out.
///
/// Text in memory, appended in place to a tail that is sealed into an immutable chunk every
/// `chunkBytes`, so a save takes it (`text`) without copying what was sealed. Bounded: past
/// `limit` bytes (all sessions together, the comment that ends it included) nothing more is
/// kept; a comment line says where it stopped, `append` reports the moment once, and the file
/// keeps the history up to there (a replay of it ends where the history stopped, not on the
/// painting's last pixels).
public struct HistoryLog: Sendable {
    /// What every history is bounded by, written or read (`HistoryFormat.maxBytes`).
    public static let defaultLimit = HistoryFormat.maxBytes
    /// A sealed chunk's size: what a save copies at most, the tail.
    public static let chunkBytes = 1 << 20

    /// What came before this session: the preamble, or the opened file's whole history.
    private var earlier: [[UInt8]]
    /// The sessions `earlier` holds.
    private var earlierSessions = 0
    /// This session's own header and records are kept (not where the history was full, or
    /// held its most sessions, before it began).
    private var keepsThisSession = true
    private var sealed: [[UInt8]] = []
    private var tail: [UInt8] = []
    public private(set) var start: HistoryStart?
    public let limit: Int
    /// Bytes kept, every session's included.
    public private(set) var byteCount: Int
    /// The limit was reached: nothing more is kept.
    public private(set) var isFull = false

    /// A history starting on a blank canvas with this session, whose recording header is
    /// `settings`.
    public init(settings: RecordingSettings, limit: Int = defaultLimit) {
        self.limit = limit
        earlier = [Array(HistoryFormat.preamble(start: nil).utf8)]
        tail = Array(FlourishFormat.header(settings).utf8)
        tail.reserveCapacity(Self.chunkBytes)
        byteCount = earlier[0].count + tail.count
    }

    /// This session opened a file: its history (`previous`) comes first; where the file had
    /// none, `previous` is a fresh one starting from the file (see `HistoryText.starting`).
    /// Only before anything of this session was kept, which a fresh painting guarantees.
    /// Where `previous` leaves no room for this session (its bytes and this session's header
    /// would pass `limit`, or it holds `HistoryFormat.maxSessions` sessions), the history stays
    /// `previous` as it was, full: a history the app writes always opens again.
    public mutating func continueAfter(_ previous: HistoryText) {
        earlier = previous.chunks
        earlierSessions = previous.sessions
        // A history cut after its last record still reads: the next session's magic line
        // must start a line of its own.
        if let last = earlier.last(where: { !$0.isEmpty })?.last, last != UInt8(ascii: "\n") { earlier.append([0x0A]) }
        start = previous.start
        let earlierBytes = earlier.reduce(0) { $0 + $1.count }
        byteCount = earlierBytes + sealed.reduce(0) { $0 + $1.count } + tail.count
        if byteCount + stopLine.utf8.count > limit || earlierSessions >= HistoryFormat.maxSessions {
            (sealed, tail, byteCount, keepsThisSession) = ([], [], earlierBytes, false)
            stop()
        }
    }

    /// This session's header written afresh as `settings`: the session's start changed (a
    /// file opened into it in its own colour space) before anything of it was recorded.
    public mutating func restartHeader(_ settings: RecordingSettings) {
        guard keepsThisSession, sealed.isEmpty else { return }
        let header = Array(FlourishFormat.header(settings).utf8)
        byteCount += header.count - tail.count
        tail = header
        tail.reserveCapacity(Self.chunkBytes)
    }

    /// Appends one record; true only at the call that found the history full.
    @discardableResult
    public mutating func append(_ entry: RecordingEntry) -> Bool {
        guard !isFull else { return false }
        switch entry {
        case .samples(let samples, let batch):
            for sample in samples {
                if add(FlourishFormat.line(for: sample, batch: batch)) { return true }
            }
            return false
        case .command(let command, let batch): return add(FlourishFormat.line(for: command, batch: batch))
        case .gesture(let gesture, let batch): return add(FlourishFormat.line(for: gesture, batch: batch))
        }
    }

    /// The history as it stands: what a save writes.
    public var text: HistoryText {
        HistoryText(chunks: earlier + sealed + [tail], start: start, sessions: earlierSessions + (keepsThisSession ? 1 : 0))
    }

    private mutating func add(_ line: String) -> Bool {
        var line = line
        let count = line.utf8.count
        // Room is kept for the comment that stops the history, so the text, read back, is
        // within the limit the reader checks.
        guard byteCount + count + stopLine.utf8.count <= limit else {
            stop()
            return true
        }
        line.withUTF8 { tail.append(contentsOf: $0) }
        byteCount += count
        if tail.count >= Self.chunkBytes {
            sealed.append(tail)
            tail = []
            tail.reserveCapacity(Self.chunkBytes)
        }
        return false
    }

    private mutating func stop() {
        isFull = true
        // Where even the comment does not fit (a limit smaller than a header), none is written.
        guard byteCount + stopLine.utf8.count <= limit else { return }
        tail.append(contentsOf: stopLine.utf8)
        byteCount += stopLine.utf8.count
    }

    private var stopLine: String { "# the history stops here: it reached its limit of \(limit) bytes\n" }
}

extension HistoryText {
    /// A history whose first session opens `start`, before anything of it is recorded (the
    /// session's own header follows, from `HistoryLog`).
    public static func starting(from start: HistoryStart) -> HistoryText {
        HistoryText(bytes: Array(HistoryFormat.preamble(start: start).utf8), start: start)
    }
}
