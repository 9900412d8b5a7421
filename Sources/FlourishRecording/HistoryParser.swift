import FlourishText

/// Reads a history (see `HistoryFormat`): the preamble, then each session's recording,
/// parsed by `RecordingParser` with its errors at the history's own line numbers.
public enum HistoryParser {
    public static func parse(_ bytes: [UInt8], file: String) throws(RecordingError) -> History {
        try bytes.withUnsafeBufferPointer { (bytes) throws(RecordingError) in try parse(bytes, file: file) }
    }

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(RecordingError) -> History {
        var startMember: String?
        var sawMagic = false
        // Where each session's magic line starts, as byte offset and line number.
        var sessions: [(offset: Int, line: Int)] = []
        var offset = 0
        var number = 0
        while offset < bytes.count {
            number += 1
            var end = offset
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
            let trimmed = line.trimmingSpaces
            if RecordingParser.flourishVersions[trimmed] != nil {
                guard sawMagic else { throw RecordingError(file: file, line: number, reason: "a session before the '\(HistoryFormat.magic)' line") }
                sessions.append((offset, number))
            } else if sessions.isEmpty, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                if !sawMagic {
                    guard trimmed == HistoryFormat.magic else {
                        throw RecordingError(
                            file: file, line: number, reason: "'\(Excerpt.of(trimmed))' is not '\(HistoryFormat.magic)'")
                    }
                    sawMagic = true
                } else if trimmed.hasPrefix(HistoryFormat.startKey + " "), startMember == nil {
                    startMember = String(trimmed.dropFirst(HistoryFormat.startKey.count + 1))
                } else {
                    throw RecordingError(file: file, line: number, reason: "unknown history line '\(Excerpt.of(trimmed))'")
                }
            }
            offset = end + 1
        }
        guard sawMagic else { throw RecordingError(file: file, line: 0, reason: "empty: no '\(HistoryFormat.magic)' line") }
        guard !sessions.isEmpty else { throw RecordingError(file: file, line: 0, reason: "no session") }
        var recordings: [Recording] = []
        for (index, session) in sessions.enumerated() {
            let end = index + 1 < sessions.count ? sessions[index + 1].offset : bytes.count
            let slice = UnsafeBufferPointer(rebasing: bytes[session.offset..<end])
            do {
                var recording = try RecordingParser.parse(slice, file: file)
                recording.headerLines = recording.headerLines.mapValues { $0 + session.line - 1 }
                recordings.append(recording)
            } catch {
                let line = error.line > 0 ? error.line + session.line - 1 : session.line
                throw RecordingError(file: file, line: line, reason: error.reason)
            }
        }
        return History(startMember: startMember, sessions: recordings, sessionLines: sessions.map(\.line))
    }
}

extension String {
    /// Without the spaces, tabs and carriage returns at either end.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return String(text)
    }
}
