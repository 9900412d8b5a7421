import FlourishSamples
import Foundation

/// Reads recordings in either format, failing on the first bad line with its number.
public enum RecordingParser {
    /// The first line of a Flourish recording, as written now.
    public static let flourishMagic = "flourish-recording 2"
    /// Every version this reader understands, by its first line.
    static let flourishVersions = ["flourish-recording 1": 1, "flourish-recording 2": 2]

    public static func read(path: String) throws(RecordingError) -> Recording {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingError(file: path, line: 0, reason: "cannot read file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw RecordingError(file: path, line: 0, reason: "not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    /// Picks the format from the first line that is not blank. Lines end in "\n" or "\r\n"
    /// (one Character in Swift, so it must be named to be split on).
    public static func parse(_ text: String, file: String) throws(RecordingError) -> Recording {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        let first = lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let magic = first?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if let version = flourishVersions[magic] {
            return try parseFlourish(lines, file: file, version: version)
        }
        if magic.hasPrefix("flourish-recording ") {
            throw RecordingError(
                file: file, line: 1, reason: "'\(magic)' is a version this Flourish cannot read (it reads 1 and 2)")
        }
        return try parseBenchmark(lines, file: file)
    }

    /// libmypaint's benchmark: `time x y pressure`, whitespace-separated. There is no button
    /// column, so a sample with pressure above 0 is a pen touching; the rest are hover.
    static func parseBenchmark(_ lines: [Substring], file: String) throws(RecordingError) -> Recording {
        var events: [RecordedEvent] = []
        events.reserveCapacity(lines.count)
        for (offset, line) in lines.enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if fields.isEmpty || fields[0].hasPrefix("#") { continue }
            let number = offset + 1
            guard fields.count == 4 else {
                throw RecordingError(
                    file: file, line: number,
                    reason: "expected 4 fields 'time x y pressure', found \(fields.count)")
            }
            let names = ["time", "x", "y", "pressure"]
            var values = [Double](repeating: 0, count: 4)
            for i in 0..<4 {
                values[i] = try self.number(fields[i], name: names[i], file: file, line: number)
            }
            let pressure = values[3]
            guard pressure >= 0 && pressure <= 1 else {
                throw RecordingError(
                    file: file, line: number, reason: "pressure \(fields[3]) is outside 0...1")
            }
            let sample = Sample(
                x: values[1], y: values[2], pressure: pressure, time: values[0], tool: .pen,
                buttons: pressure > 0 ? .primary : [])
            events.append(.sample(sample, batch: nil))
        }
        guard !events.isEmpty else {
            throw RecordingError(file: file, line: 0, reason: "no samples")
        }
        return Recording(format: .libmypaintBenchmark, events: events)
    }

    static func number(_ field: Substring, name: String, file: String, line: Int) throws(RecordingError) -> Double {
        guard let value = Double(field), value.isFinite else {
            throw RecordingError(file: file, line: line, reason: "\(name) '\(field)' is not a finite number")
        }
        return value
    }

    static func integer(_ field: Substring, name: String, file: String, line: Int) throws(RecordingError) -> Int {
        guard let value = Int(field), value >= 0 else {
            throw RecordingError(file: file, line: line, reason: "\(name) '\(field)' is not a whole number >= 0")
        }
        return value
    }
}
