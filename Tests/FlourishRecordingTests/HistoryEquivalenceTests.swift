import FlourishRecording
import FlourishTestSupport
import Testing

/// The history's one parser (`HistoryParser.parse`, `HistoryParser.check`) against the
/// parser it replaced, kept here as the reference (`SlicedHistoryParser`: the history cut at
/// its session lines, each slice read as a recording of its own, its lines moved back), on
/// thousands of mutations of a well-formed history: all three accept, with the same sessions,
/// or all refuse at the same line for the same reason; and the check's outline is the parse's.
@Suite("The history parser, checking and collecting, reads what the sliced parser read")
struct HistoryEquivalenceTests {
    static let seed = """
        flourish-history 1
        # a comment
        start flourish/history-start.ora
        flourish-recording 2
        brush classic/pencil
        canvas 320x200
        samples
        s 0 1.0 10.0 20.0 0.0 0 0 pen 0
        s 0 1.01 12.5 21.0 0.4 0.1 -0.1 pen 1
        y 1 add
        k 1 #102030
        s 2 1.02 14.0 22.0 0.5 0 0 pen 1
        u 3
        flourish-recording 1
        samples
        s 0 5.0 30 40 0.5 0 0 pen 1
        c 1
          flourish-recording 2\r
        radius 4
        samples
        g 0 9.0 1 2 0.5 0 0 pen 1
        m 0 9.1 on
        y 0 move -3

        """

    static let words = [
        "flourish-recording 2", "flourish-recording 1", "flourish-recording 3", "flourish-history 1", "flourish-history 2",
        "start", "start x.ora", "samples", "brush", "canvas", "radius", "s", "c", "u", "y", "k", "#", "", "-1", "nan",
        "-9223372036854775808", "9223372036854775807", "move", "select", "add",
    ]

    /// A history of `text` read both ways, as one outcome.
    static func outcome(_ text: String) -> Result<History, RecordingError> {
        Result { () throws(RecordingError) in try HistoryParser.parse(Array(text.utf8), file: "h") }
    }

    @Test("mutated histories: parse, check and the sliced reference agree, line for line")
    func mutations() {
        var numbers = SeededNumbers(seed: 26)
        var mismatches: [String] = []
        var (accepted, refused) = (0, 0)
        for _ in 0..<3000 {
            var lines = Self.seed.components(separatedBy: "\n")
            for _ in 0..<(1 + numbers.below(3)) {
                let index = numbers.below(lines.count)
                switch numbers.below(4) {
                case 0: lines[index] = Self.words[numbers.below(Self.words.count)]
                case 1: lines.insert(Self.words[numbers.below(Self.words.count)], at: index)
                case 2: lines.insert(lines[numbers.below(lines.count)], at: index)
                default: lines.remove(at: index)
                }
                if lines.isEmpty { lines = [""] }
            }
            let text = lines.joined(separator: "\n")
            let reference = Result { () throws(RecordingError) in try SlicedHistoryParser.parse(text, file: "h") }
            let parsed = Self.outcome(text)
            let checked = Result { () throws(RecordingError) in try HistoryParser.check(Array(text.utf8), file: "h") }
            switch (reference, parsed, checked) {
            case (.success(let a), .success(let b), .success(let outline)):
                accepted += 1
                let sameOutline =
                    outline.startMember == b.startMember && outline.sessions.map(\.header.line) == b.sessionLines
                    && outline.sessions.map(\.samples) == b.sessions.map(\.samples.count)
                    && outline.sessions.map(\.header.settings) == b.sessions.map(\.settings)
                if a != b || !sameOutline { mismatches.append("different histories:\n\(text)") }
            case (.failure(let a), .failure(let b), .failure(let c)):
                refused += 1
                if a != b || b != c { mismatches.append("reference \(a), parse \(b), check \(c):\n\(text)") }
            default:
                mismatches.append("they disagree on accepting:\n\(text)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.first ?? "")")
        #expect(accepted > 300 && refused > 300, "accepted \(accepted), refused \(refused)")
    }
}

/// The history parser before there was one parser: the text cut at its session lines (found
/// first, in a scan of the whole text), each slice parsed as a recording, its line numbers
/// moved back to the history's. The reference the streaming parser is held to.
enum SlicedHistoryParser {
    static func parse(_ text: String, file: String) throws(RecordingError) -> History {
        // Cut at "\n" bytes, as the old parser did: a String splits "\r\n" as one character.
        let lines = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var startMember: String?
        var sawMagic = false
        var sessions: [Int] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: [" ", "\t", "\r"])
            if trimmed == "flourish-recording 1" || trimmed == "flourish-recording 2" {
                guard sawMagic else { throw RecordingError(file: file, line: index + 1, reason: "a session before the 'flourish-history 1' line") }
                sessions.append(index)
            } else if sessions.isEmpty, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                if !sawMagic {
                    guard trimmed == "flourish-history 1" else {
                        throw RecordingError(file: file, line: index + 1, reason: "'\(trimmed)' is not 'flourish-history 1'")
                    }
                    sawMagic = true
                } else if trimmed.hasPrefix("start "), startMember == nil {
                    startMember = String(trimmed.dropFirst(6))
                } else {
                    throw RecordingError(file: file, line: index + 1, reason: "unknown history line '\(trimmed)'")
                }
            }
        }
        guard sawMagic else { throw RecordingError(file: file, line: 0, reason: "empty: no 'flourish-history 1' line") }
        guard !sessions.isEmpty else { throw RecordingError(file: file, line: 0, reason: "no session") }
        var recordings: [Recording] = []
        for (number, start) in sessions.enumerated() {
            let end = number + 1 < sessions.count ? sessions[number + 1] : lines.count
            let slice = lines[start..<end].joined(separator: "\n") + (end < lines.count ? "\n" : "")
            do {
                var recording = try RecordingParser.parse(slice, file: file)
                recording.headerLines = recording.headerLines.mapValues { $0 + start }
                recordings.append(recording)
            } catch {
                throw RecordingError(file: file, line: error.line > 0 ? error.line + start : start + 1, reason: error.reason)
            }
        }
        return History(startMember: startMember, sessions: recordings, sessionLines: sessions.map { $0 + 1 })
    }
}
