import FlourishText

/// A recording's lines, each refused before it is parsed when it is too long or not UTF-8,
/// with the file and the line named: recordings are text, and the message must not echo
/// megabytes of whatever the file holds instead.
///
/// Keeps only where it stands, not the text: the reader that owns the text hands its bytes in
/// at each call (see `RecordingReader`), so the lines are read a few at a time, as they are
/// used.
struct RecordLines {
    private var position = LineScanner.Position.start
    let file: String
    /// Every byte is ASCII, so no line needs the UTF-8 check.
    private let ascii: Bool

    init(file: String, ascii: Bool) {
        self.file = file
        self.ascii = ascii
    }

    /// Back to the first line.
    mutating func rewind() { position = .start }

    /// The line after the last one given, of `text` (always the same text).
    mutating func next(in text: UnsafeBufferPointer<UInt8>) throws(RecordingError) -> TextLine? {
        var scanner = LineScanner(text, from: position)
        guard let line = scanner.next() else { return nil }
        position = scanner.position
        if line.bytes.count > RecordingParser.maxLineBytes {
            throw RecordingError(
                file: file, line: line.number,
                reason: "line is \(line.bytes.count) bytes long, more than the \(RecordingParser.maxLineBytes) "
                    + "a recording line may have ('\(Excerpt.of(bytes: line.bytes))')")
        }
        if !ascii, let offset = UTF8Check.firstInvalidOffset(line.bytes) {
            let byte = String(line.bytes[offset], radix: 16, uppercase: true)
            throw RecordingError(
                file: file, line: line.number,
                reason: "line is not UTF-8 text (byte 0x\(byte) at column \(offset + 1)); recordings are text")
        }
        return line
    }
}

/// One line being parsed: makes its errors, and reads its numbers with the field's name in
/// any error.
struct RecordLine {
    let file: String
    let number: Int

    func error(_ reason: String) -> RecordingError {
        RecordingError(file: file, line: number, reason: reason)
    }

    /// A finite decimal number.
    func double(_ fields: RecordFields, _ index: Int, name: StaticString) throws(RecordingError) -> Double {
        guard let value = NumberText.double(fields[index]) else {
            throw error("\(name) '\(fields.excerpt(index))' is not a finite number")
        }
        return value
    }

    /// A whole number >= 0 (a batch).
    func count(_ fields: RecordFields, _ index: Int, name: StaticString) throws(RecordingError) -> Int {
        guard let value = NumberText.int(fields[index]), value >= 0 else {
            throw error("\(name) '\(fields.excerpt(index))' is not a whole number >= 0")
        }
        return value
    }
}
