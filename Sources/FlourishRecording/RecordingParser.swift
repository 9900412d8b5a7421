import FlourishSamples
import FlourishStorage
import FlourishText

/// Reads recordings in either format, failing on the first bad line with its number.
///
/// The file's bytes are parsed as they are — lines found with memchr, fields as offsets,
/// numbers read from the digits — never through `String`: a 20 MB recording is parsed in a
/// fraction of a second, where splitting and comparing Strings took seconds.
public enum RecordingParser {
    /// The first line of a Flourish recording, as written now.
    public static let flourishMagic = "flourish-recording 2"
    /// Every version this reader understands, by its first line.
    static let flourishVersions = ["flourish-recording 1": 1, "flourish-recording 2": 2]
    /// The largest file read: ten hours of painting at 200 samples a second, about 80
    /// bytes each. Checked before the file is read, so a wrong path cannot take the memory.
    public static let maxFileBytes = 1 << 30
    /// The longest line: room for a brush path of PATH_MAX (4096) bytes, four times over.
    public static let maxLineBytes = 16 * 1024

    public static func read(path: String) throws(RecordingError) -> Recording {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path: path, limit: maxFileBytes) } catch {
            throw RecordingError(file: path, line: 0, reason: error.reason)
        }
        return try parse(bytes, file: path)
    }

    public static func parse(_ text: String, file: String) throws(RecordingError) -> Recording {
        var text = text
        // withUTF8 rethrows untyped errors; the Result keeps the type.
        return try text.withUTF8 { bytes in
            Result { () throws(RecordingError) in try parse(bytes, file: file) }
        }.get()
    }

    public static func parse(_ bytes: [UInt8], file: String) throws(RecordingError) -> Recording {
        try bytes.withUnsafeBufferPointer { (bytes) throws(RecordingError) in try parse(bytes, file: file) }
    }

    /// Picks the format from the first line that is not blank.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(RecordingError) -> Recording {
        let ascii = UTF8Check.isASCII(bytes)
        var lines = RecordLines(bytes, file: file, ascii: ascii)
        while let line = try lines.next() {
            // Blank: spaces and tabs only. The magic line may also carry CR, VT or FF.
            if line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let magic = String(decoding: line.bytes.trimming(isWhitespace), as: UTF8.self)
            if let version = flourishVersions[magic] {
                return try parseFlourish(bytes, ascii: ascii, file: file, magicLine: line.number, version: version)
            }
            if magic.hasPrefix("flourish-recording ") {
                throw RecordingError(
                    file: file, line: line.number,
                    reason: "'\(Excerpt.of(magic))' is a version this Flourish cannot read (it reads 1 and 2)")
            }
            break
        }
        return try parseBenchmark(bytes, ascii: ascii, file: file)
    }

    /// libmypaint's benchmark format only, whatever the first line says: for a file known to
    /// be one (and the fuzz target of this parser).
    public static func parseBenchmark(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(RecordingError) -> Recording {
        try parseBenchmark(bytes, ascii: UTF8Check.isASCII(bytes), file: file)
    }

    /// Space, tab and the other ASCII white space a magic line may carry around it.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// libmypaint's benchmark: `time x y pressure`, whitespace-separated. There is no button
    /// column, so a sample with pressure above 0 is a pen touching; the rest are hover.
    static func parseBenchmark(
        _ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool, file: String
    ) throws(RecordingError) -> Recording {
        var events: [RecordedEvent] = []
        // About 40 bytes a line in libmypaint's own file; growth covers the rest.
        events.reserveCapacity(min(bytes.count / 40, 1 << 20))
        var lines = RecordLines(bytes, file: file, ascii: ascii)
        var fields = RecordFields()
        while let text = try lines.next() {
            fields.split(text.bytes, tabs: true)
            if fields.isEmpty || fields[0].first == UInt8(ascii: "#") { continue }
            let line = RecordLine(file: file, number: text.number)
            guard fields.count == 4 else {
                throw line.error("expected 4 fields 'time x y pressure', found \(fields.count)")
            }
            let time = try line.double(fields, 0, name: "time")
            let x = try line.double(fields, 1, name: "x")
            let y = try line.double(fields, 2, name: "y")
            let pressure = try line.double(fields, 3, name: "pressure")
            guard pressure >= 0 && pressure <= 1 else {
                throw line.error("pressure \(fields.excerpt(3)) is outside 0...1")
            }
            let sample = Sample(
                x: x, y: y, pressure: pressure, time: time, tool: .pen, buttons: pressure > 0 ? .primary : [])
            events.append(.sample(sample, batch: nil))
        }
        guard !events.isEmpty else {
            throw RecordingError(file: file, line: 0, reason: "no samples")
        }
        return Recording(format: .libmypaintBenchmark, events: events)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The bytes without those at either end that `drop` picks.
    func trimming(_ drop: (UInt8) -> Bool) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = count
        while start < end, drop(self[start]) { start += 1 }
        while end > start, drop(self[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: self[start..<end])
    }
}
