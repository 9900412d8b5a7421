import FlourishText

/// Reads a recording (either format) or a painting's history one event at a time, failing on
/// the first bad line with its number: the one parser behind checking a file (every line
/// read, no event kept: `HistoryParser.check`, `RecordingParser.check`), collecting it
/// (`Recording`, `History`) and replaying it as it is read (`FrameStream`), so the three never
/// disagree and a replay's memory does not grow with the file.
///
/// The reader keeps the text (an array shares its bytes, nothing is copied) and only where it
/// stands in it; lines are found with memchr, fields kept as offsets, numbers read from the
/// digits, never through `String`. Line numbers are the text's own, a history's included.
public struct RecordingReader {
    /// What the text is.
    public enum Source: Sendable {
        /// A recording file: Flourish's format or libmypaint's benchmark, by its first line
        /// that is not blank.
        case recording
        /// libmypaint's benchmark format, whatever its first line says.
        case benchmark
        /// A painting's history (`HistoryFormat`): its preamble, then a session at each
        /// `flourish-recording` line.
        case history
    }

    private enum State {
        /// A recording, before its first line that is not blank.
        case start
        case preamble(sawMagic: Bool)
        case header(PendingHeader)
        case records(version: Int, lastBatch: Int)
        /// A paste's `i` line was read: its data lines come next, nothing else.
        case pasteData(version: Int, PasteRecord.Pending)
        /// A benchmark file, before its header (which it has none of) is handed out.
        case benchmarkStart
        case benchmark(sawSample: Bool)
        case finished
    }

    /// A Flourish header being read, up to its `samples` line.
    private struct PendingHeader {
        var line: Int
        var version: Int
        var settings = RecordingSettings()
        var lines: [String: Int] = [:]
    }

    /// What one step read: small, so a step per event copies the event and little more (the
    /// header of a session that begins waits in `pendingHeader`).
    private enum Step {
        case event(RecordedEvent)
        case session
        case end
    }

    private let text: [UInt8]
    public let file: String
    private let source: Source
    private var lines: RecordLines
    private var fields = RecordFields()
    private var state: State
    /// The header of the session that began, read but not yet handed out.
    private var pendingHeader: RecordingHeader?
    private var inSession = false
    /// A history's `start` member, known once its first session is reached.
    public private(set) var startMember: String?
    /// Sessions begun so far.
    public private(set) var sessionCount = 0
    /// The text's length.
    public var byteCount: Int { text.count }

    public init(_ text: [UInt8], file: String, source: Source) {
        self.text = text
        self.file = file
        self.source = source
        lines = RecordLines(file: file, ascii: text.withUnsafeBufferPointer { UTF8Check.isASCII($0) })
        switch source {
        case .recording: state = .start
        case .benchmark: state = .benchmarkStart
        case .history: state = .preamble(sawMagic: false)
        }
    }

    /// The next session's header, or nil after the last (a recording has one session, a
    /// history one per `flourish-recording` line). What is left of the session before it is
    /// read, checked and skipped.
    public mutating func nextSession() throws(RecordingError) -> RecordingHeader? {
        while pendingHeader == nil {
            if case .end = try step() {
                inSession = false
                return nil
            }
        }
        defer { pendingHeader = nil }
        inSession = true
        return pendingHeader
    }

    /// The current session's next event, or nil where the session ends (at the next one's
    /// header, or at the end of the text).
    public mutating func nextEvent() throws(RecordingError) -> RecordedEvent? {
        guard inSession else { return nil }
        switch try step() {
        case .event(let event):
            return event
        case .session, .end:
            inSession = false
            return nil
        }
    }

    /// The next event, session or end, reading past blank lines, comments and header lines.
    private mutating func step() throws(RecordingError) -> Step {
        let text = self.text
        return try text.withUnsafeBufferPointer { (buffer) throws(RecordingError) -> Step in
            while true {
                if case .benchmarkStart = state {
                    state = .benchmark(sawSample: false)
                    pendingHeader = RecordingHeader(format: .libmypaintBenchmark)
                    return .session
                }
                guard let line = try lines.next(in: buffer) else {
                    try end()
                    return .end
                }
                if let step = try read(line) { return step }
            }
        }
    }

    /// One line, in the state the reader is in; what it made, if anything.
    private mutating func read(_ line: TextLine) throws(RecordingError) -> Step? {
        switch state {
        case .start:
            try detectFormat(line)
            return nil
        case .preamble(let sawMagic):
            try readPreamble(line, sawMagic: sawMagic)
            return nil
        case .header(var pending):
            if source == .history, Self.sessionVersion(line.bytes) != nil {
                throw RecordingError(file: file, line: pending.line, reason: Self.headerNeverEnds)
            }
            guard splitFlourishFields(line) else { return nil }
            let at = RecordLine(file: file, number: line.number)
            guard try RecordingParser.readHeader(fields, line: at, into: &pending.settings, lines: &pending.lines) else {
                state = .header(pending)
                return nil
            }
            state = .records(version: pending.version, lastBatch: 0)
            pendingHeader = RecordingHeader(format: .flourish, settings: pending.settings, headerLines: pending.lines, line: pending.line)
            return .session
        case .records(let version, let lastBatch):
            if source == .history, let next = Self.sessionVersion(line.bytes) {
                try beginSession(at: line.number, version: next)
                return nil
            }
            guard splitFlourishFields(line) else { return nil }
            let at = RecordLine(file: file, number: line.number)
            if fields[0].count == 1, fields[0][0] == UInt8(ascii: "i") {
                guard version >= 2 else { throw at.error("record 'i' needs a version 2 recording") }
                let pending = try PasteRecord.read(fields, line: at)
                guard pending.batch >= lastBatch else { throw at.error("batch \(pending.batch) comes after batch \(lastBatch)") }
                state = .pasteData(version: version, pending)
                return nil
            }
            let (event, batch) = try readRecord(at, version: version)
            guard batch >= lastBatch else {
                throw RecordingError(file: file, line: line.number, reason: "batch \(batch) comes after batch \(lastBatch)")
            }
            state = .records(version: version, lastBatch: batch)
            return .event(event)
        case .pasteData(let version, var pending):
            // Every line until the last data line is the paste's: a comment or a record is not
            // one (a blank line carries nothing, as everywhere). The state lets go of the bytes
            // first, so appending to them copies nothing.
            state = .finished
            if !splitFlourishFields(line) && fields.isEmpty {
                state = .pasteData(version: version, pending)
                return nil
            }
            let at = RecordLine(file: file, number: line.number)
            guard let command = try PasteRecord.read(data: fields, line: at, into: &pending) else {
                state = .pasteData(version: version, pending)
                return nil
            }
            state = .records(version: version, lastBatch: pending.batch)
            return .event(.command(command, batch: pending.batch))
        case .benchmark:
            fields.split(line.bytes, tabs: true)
            if fields.isEmpty || fields[0].first == UInt8(ascii: "#") { return nil }
            let sample = try RecordingParser.readBenchmarkSample(fields, line: RecordLine(file: file, number: line.number))
            state = .benchmark(sawSample: true)
            return .event(.sample(sample, batch: nil))
        case .benchmarkStart, .finished:
            return nil
        }
    }

    /// Splits a Flourish line into `fields` (spaces only, a last "\r" dropped); false for a
    /// line with nothing to read (blank, or a comment).
    private mutating func splitFlourishFields(_ line: TextLine) -> Bool {
        var bytes = line.bytes
        // A "\r" left at the end (a "\r\r\n", or a last line without "\n") goes too.
        if bytes.last == 0x0D { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
        fields.split(bytes, tabs: false)
        return !fields.isEmpty && fields[0].first != UInt8(ascii: "#")
    }

    /// One record after the header, with its batch.
    private func readRecord(_ line: RecordLine, version: Int) throws(RecordingError) -> (RecordedEvent, Int) {
        let first = fields[0]
        guard first.count == 1 else { throw RecordingParser.unknownRecord(fields, line: line) }
        let letter = first[0]
        if letter == UInt8(ascii: "s") {
            let (sample, batch) = try RecordingParser.readSample(fields, line: line)
            return (.sample(sample, batch: batch), batch)
        }
        if let gesture = try RecordingParser.readGesture(letter, fields, line: line) {
            let batch = try line.count(fields, 1, name: "batch")
            return (.gesture(gesture, batch: batch), batch)
        }
        if let command = try RecordingParser.readCommand(letter, fields, line: line, version: version) {
            let batch = try line.count(fields, 1, name: "batch")
            return (.command(command, batch: batch), batch)
        }
        throw RecordingParser.unknownRecord(fields, line: line)
    }

    /// A recording's first line that is not blank says its format: a Flourish magic line
    /// starts the header; anything else is libmypaint's benchmark, read from the first line.
    private mutating func detectFormat(_ line: TextLine) throws(RecordingError) {
        // Blank: spaces and tabs only. The magic line may also carry CR, VT or FF.
        if line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
        let magic = String(decoding: line.bytes.trimming(RecordingParser.isWhitespace), as: UTF8.self)
        if let version = RecordingParser.flourishVersions[magic] {
            sessionCount = 1
            state = .header(PendingHeader(line: line.number, version: version))
            return
        }
        if magic.hasPrefix("flourish-recording ") {
            throw RecordingError(
                file: file, line: line.number,
                reason: "'\(Excerpt.of(magic))' is a version this Flourish cannot read (it reads 1 and 2)")
        }
        lines.rewind()
        state = .benchmarkStart
    }

    /// The end of the text, in the state the reader is in: throws where it may not end there.
    private mutating func end() throws(RecordingError) {
        defer { state = .finished }
        switch state {
        case .start:
            throw RecordingError(file: file, line: 0, reason: "no samples")
        case .preamble(let sawMagic):
            throw RecordingError(file: file, line: 0, reason: sawMagic ? "no session" : "empty: no '\(HistoryFormat.magic)' line")
        case .header(let pending):
            throw RecordingError(file: file, line: source == .history ? pending.line : 0, reason: Self.headerNeverEnds)
        case .benchmark(let sawSample):
            guard sawSample else { throw RecordingError(file: file, line: 0, reason: "no samples") }
        case .pasteData(_, let pending):
            throw RecordingError(
                file: file, line: pending.line,
                reason: "the paste's data ends after \(pending.linesRead) of its \(pending.lineCount) lines")
        case .records, .benchmarkStart, .finished:
            return
        }
    }

    static let headerNeverEnds = "no 'samples' line: the header never ends"

    // MARK: What the preamble (RecordingReader+History) changes

    mutating func markMagicSeen() { state = .preamble(sawMagic: true) }

    mutating func noteStart(_ member: String) { startMember = member }

    /// A history's session begins at line `number`: its header is read next. Refused past
    /// `HistoryFormat.maxSessions`, before anything of it is kept.
    mutating func beginSession(at number: Int, version: Int) throws(RecordingError) {
        guard sessionCount < HistoryFormat.maxSessions else {
            throw RecordingError(
                file: file, line: number,
                reason: "session \(sessionCount + 1): a painting's history holds at most \(HistoryFormat.maxSessions) sessions")
        }
        sessionCount += 1
        state = .header(PendingHeader(line: number, version: version))
    }
}
