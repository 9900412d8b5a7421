import FlourishText

extension RecordingReader {
    /// A history's line before its first session: blank lines and `#` comments, then the
    /// magic line, then at most one `start MEMBER`; a `flourish-recording` line begins the
    /// first session. Spaces, tabs and CRs around a line do not count.
    mutating func readPreamble(_ line: TextLine, sawMagic: Bool) throws(RecordingError) {
        let trimmed = line.bytes.trimming(Self.isHistorySpace)
        if let version = Self.sessionVersion(trimmed) {
            guard sawMagic else {
                throw RecordingError(file: file, line: line.number, reason: "a session before the '\(HistoryFormat.magic)' line")
            }
            try beginSession(at: line.number, version: version)
            return
        }
        if trimmed.isEmpty || trimmed.first == UInt8(ascii: "#") { return }
        let text = String(decoding: trimmed, as: UTF8.self)
        if !sawMagic {
            guard text == HistoryFormat.magic else {
                throw RecordingError(file: file, line: line.number, reason: "'\(Excerpt.of(text))' is not '\(HistoryFormat.magic)'")
            }
            markMagicSeen()
        } else if text.hasPrefix(HistoryFormat.startKey + " "), startMember == nil {
            noteStart(String(text.dropFirst(HistoryFormat.startKey.count + 1)))
        } else {
            throw RecordingError(file: file, line: line.number, reason: "unknown history line '\(Excerpt.of(text))'")
        }
    }

    /// The version of the `flourish-recording` line `bytes` is, spaces, tabs and CRs around
    /// it aside; nil for any other line (most are told apart by their length alone).
    static func sessionVersion(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let trimmed = bytes.trimming(isHistorySpace)
        guard trimmed.count == RecordingParser.flourishMagic.utf8.count, trimmed.first == UInt8(ascii: "f") else { return nil }
        return RecordingParser.flourishVersions[String(decoding: trimmed, as: UTF8.self)]
    }

    static func isHistorySpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
