import FlourishSamples
import FlourishStorage

/// Reads recordings in either format, failing on the first bad line with its number: whole
/// (`parse`, every event kept) or only checked (`check`, no event kept), both through
/// `RecordingReader`, the one parser.
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

    /// The file's bytes, within `maxFileBytes`; an error names the file.
    public static func text(path: String) throws(RecordingError) -> [UInt8] {
        // A device (`/dev/zero` never ends) is refused by name before a byte is read; a pipe
        // (`<(…)`) is read, up to the limit, as a recording may come through one.
        if FileStatus.of(path)?.kind != .pipe, let refusal = FileStatus.refusal(of: path) {
            throw RecordingError(file: path, line: 0, reason: refusal)
        }
        do { return try FileBytes.read(path: path, limit: maxFileBytes) } catch {
            throw RecordingError(file: path, line: 0, reason: error.reason)
        }
    }

    public static func read(path: String) throws(RecordingError) -> Recording {
        try parse(try text(path: path), file: path)
    }

    public static func parse(_ text: String, file: String) throws(RecordingError) -> Recording {
        try parse(Array(text.utf8), file: file)
    }

    /// Picks the format from the first line that is not blank, and keeps every event.
    public static func parse(_ bytes: [UInt8], file: String) throws(RecordingError) -> Recording {
        var reader = RecordingReader(bytes, file: file, source: .recording)
        return try collect(&reader)
    }

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(RecordingError) -> Recording {
        try parse(Array(bytes), file: file)
    }

    /// libmypaint's benchmark format only, whatever the first line says: for a file known to
    /// be one (and the fuzz target of this parser).
    public static func parseBenchmark(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(RecordingError) -> Recording {
        var reader = RecordingReader(Array(bytes), file: file, source: .benchmark)
        return try collect(&reader)
    }

    /// Every line read and checked, no event kept: the header, and the samples counted.
    public static func check(_ bytes: [UInt8], file: String) throws(RecordingError) -> SessionOutline {
        var reader = RecordingReader(bytes, file: file, source: .recording)
        var outline = SessionOutline(header: try reader.nextSession() ?? RecordingHeader(format: .flourish), samples: 0)
        while let event = try reader.nextEvent() { outline.count(event) }
        return outline
    }

    /// The reader's one session, whole.
    static func collect(_ reader: inout RecordingReader) throws(RecordingError) -> Recording {
        // A recording always has its header, or its reader throws: the default is never used.
        let header = try reader.nextSession() ?? RecordingHeader(format: .flourish)
        var events: [RecordedEvent] = []
        // About 90 bytes a sample line as the writer prints them, 40 in libmypaint's own
        // file; growth covers the rest.
        events.reserveCapacity(min(reader.byteCount / (header.format == .flourish ? 90 : 40), 1 << 20))
        while let event = try reader.nextEvent() { events.append(event) }
        return Recording(header: header, events: events)
    }

    /// Space, tab and the other ASCII white space a magic line may carry around it.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// libmypaint's benchmark: `time x y pressure`, whitespace-separated. There is no button
    /// column, so a sample with pressure above 0 is a pen touching; the rest are hover.
    static func readBenchmarkSample(_ fields: RecordFields, line: RecordLine) throws(RecordingError) -> Sample {
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
        return Sample(x: x, y: y, pressure: pressure, time: time, tool: .pen, buttons: pressure > 0 ? .primary : [])
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
