import FlourishText

/// A paste as a recording writes it: `i BATCH X Y BYTES LINES`, then at once exactly `LINES`
/// lines `d BASE64` holding the clipboard's PNG bytes as they came (docs/formats.md, "Pastes").
///
/// The bytes travel inline rather than beside the recording, so a `--record` file and a
/// painting's history stay one text that replays alone. Each data line holds `lineBytes`
/// bytes (every one full but the last), 12288 characters, well under the 16 KiB line limit.
/// Reading checks the counts, the base64 and the PNG's signature and header; decoding the
/// pixels (and `max_canvas`) is the session's, the one decoder the app uses too.
enum PasteRecord {
    /// Bytes a `d` line holds: 12288 base64 characters.
    static let lineBytes = 9216
    /// The largest paste a record may hold: a PNG of a 8192² picture that compresses to nothing
    /// is far less; a bound, so a damaged count cannot ask for much.
    static let maxBytes = 256 << 20
    /// The furthest a corner may lie from the canvas's origin, as layer offsets are bounded.
    static let maxOffset = 1_000_000_000

    /// The record's lines, its data lines included.
    static func lines(batch: Int, x: Int, y: Int, png: [UInt8]) -> String {
        let count = (png.count + lineBytes - 1) / lineBytes
        var text = "i \(batch) \(x) \(y) \(png.count) \(count)\n"
        for start in stride(from: 0, to: png.count, by: lineBytes) {
            text += "d " + Base64.encode(png[start..<min(start + lineBytes, png.count)]) + "\n"
        }
        return text
    }

    /// An `i` record read, waiting for its data lines.
    struct Pending {
        let batch: Int
        let x: Int
        let y: Int
        let byteCount: Int
        let lineCount: Int
        /// The `i` line's number, for the errors of its data.
        let line: Int
        var linesRead = 0
        var bytes: [UInt8] = []

        var isComplete: Bool { linesRead == lineCount }
    }

    /// Reads an `i` line's fields; the bytes are not allocated here, only as data lines bring them.
    static func read(_ fields: RecordFields, line: RecordLine) throws(RecordingError) -> Pending {
        guard fields.count == 6 else {
            throw line.error("paste needs five fields 'batch x y bytes lines', found \(fields.count - 1)")
        }
        let batch = try line.count(fields, 1, name: "batch")
        var corner: [Int] = []
        for i in 2...3 {
            guard let value = NumberText.int(fields[i]), abs(value) <= maxOffset else {
                throw line.error("paste corner '\(fields.excerpt(i))' is not a whole number from -\(maxOffset) to \(maxOffset)")
            }
            corner.append(value)
        }
        let bytes = try line.count(fields, 4, name: "paste bytes")
        guard (1...maxBytes).contains(bytes) else {
            throw line.error("paste of \(bytes) bytes: a paste holds 1 to \(maxBytes)")
        }
        let lines = try line.count(fields, 5, name: "paste lines")
        let needed = (bytes + lineBytes - 1) / lineBytes
        guard lines == needed else {
            throw line.error("paste of \(bytes) bytes needs \(needed) data lines, not \(fields.excerpt(5))")
        }
        return Pending(batch: batch, x: corner[0], y: corner[1], byteCount: bytes, lineCount: lines, line: line.number)
    }

    /// Reads one data line into `pending`; once the last is read, the paste's command.
    static func read(
        data fields: RecordFields, line: RecordLine, into pending: inout Pending
    ) throws(RecordingError) -> RecordedCommand? {
        let what = "paste at line \(pending.line): line \(pending.linesRead + 1) of \(pending.lineCount)"
        guard fields.count == 2, fields.field(0, is: "d") else { throw line.error("\(what) is not 'd BASE64'") }
        let last = pending.linesRead + 1 == pending.lineCount
        let expected = last ? pending.byteCount - pending.linesRead * lineBytes : lineBytes
        let text = fields[1]
        guard text.count == (expected + 2) / 3 * 4, Base64.decode(text, appendingTo: &pending.bytes) else {
            throw line.error("\(what) is not the base64 of \(expected) bytes")
        }
        guard pending.bytes.count == (pending.linesRead * lineBytes) + expected else {
            throw line.error("\(what) is not the base64 of \(expected) bytes")
        }
        pending.linesRead += 1
        guard last else { return nil }
        if let problem = pngProblem(pending.bytes) { throw line.error("paste at line \(pending.line): \(problem)") }
        return .paste(x: pending.x, y: pending.y, png: pending.bytes)
    }

    /// What is wrong with `bytes` as the start of a PNG (its signature and its IHDR chunk's
    /// size), nil where nothing is; the rest is checked as it is decoded.
    static func pngProblem(_ bytes: [UInt8]) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature else { return "the data is not a PNG" }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else { return "the PNG does not begin with its header" }
        func big32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (big32(16), big32(20))
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            return "the PNG claims a \(width)x\(height) picture"
        }
        return nil
    }
}
