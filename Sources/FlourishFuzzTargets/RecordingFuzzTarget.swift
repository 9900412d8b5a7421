import FlourishRecording

/// The recording parsers on any bytes: a recording is read or refused at a line of the input,
/// and a recording that is read holds only finite numbers.
enum RecordingFuzzTarget {
    /// The Flourish target's bytes follow this line, so that mutations go to the header and
    /// the records rather than to the magic (the magic's own handling is the benchmark
    /// target's first line).
    static let magic = Array((RecordingParser.flourishMagic + "\n").utf8)

    static func run(_ input: UnsafeBufferPointer<UInt8>, format: Recording.Format) throws(FuzzFailure) -> FuzzOutcome {
        let file = FuzzTarget.inputName
        let bytes = format == .flourish ? magic + Array(input) : Array(input)
        return try bytes.withUnsafeBufferPointer { (bytes) throws(FuzzFailure) -> FuzzOutcome in
            let recording: Recording
            do throws(RecordingError) {
                if format == .flourish {
                    recording = try RecordingParser.parse(bytes, file: file)
                } else {
                    recording = try RecordingParser.parseBenchmark(bytes, file: file)
                }
            } catch {
                let lines = MessagePromise.lineCount(bytes)
                guard error.file == file, (0...max(lines, 1)).contains(error.line) else {
                    throw FuzzFailure("error at line \(error.line) of a \(lines)-line input: \(error)")
                }
                try MessagePromise.check(error.description, startsWith: error.line > 0 ? "\(file):\(error.line): " : "\(file): ")
                return .refused(error.description)
            }
            try checkNumbers(of: recording)
            return .accepted
        }
    }

    /// Every number the engine or the clock will see is finite: the parser refuses `nan`,
    /// `inf` and numbers too large for a Double rather than passing them on.
    static func checkNumbers(of recording: Recording) throws(FuzzFailure) {
        for event in recording.events {
            guard case .sample(let s, _) = event else { continue }
            let numbers = [s.x, s.y, s.pressure, s.xtilt, s.ytilt, s.time]
            guard numbers.allSatisfy(\.isFinite) else { throw FuzzFailure("a sample with a number that is not finite: \(s)") }
        }
        let settings = recording.settings
        for number in [settings.radius, settings.eraserRadius].compactMap({ $0 }) where !number.isFinite {
            throw FuzzFailure("a header radius that is not finite: \(number)")
        }
    }
}
