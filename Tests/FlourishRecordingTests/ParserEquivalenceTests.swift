import FlourishRecording
import FlourishTestSupport
import Foundation
import Testing

/// The byte parser against the String parser it replaced (`StringRecordingParser`), on
/// thousands of small mutations of well-formed recordings: both accept, with the same
/// events bit for bit, or both refuse at the same line for the same reason. The only
/// differences allowed are the ones the byte parser makes on purpose, each counted.
@Suite("The byte parser reads what the String parser read")
struct ParserEquivalenceTests {
    /// A version 2 recording with every kind of record.
    static let flourishSeed = """
        flourish-recording 2
        brush classic/pencil
        radius 2.5
        color #1d2340
        eraser_brush classic/ink_eraser
        eraser_radius 8
        canvas 800x480
        samples
        s 0 1.0 110.0 210.0 0.0 0.35 -0.25 pen 0
        s 0 1.005 116.72048283261226 207.60226833564585 0.28665904969510125 0.3499568277289439 -0.25 pen 1
        # a comment
        c 1
        s 1 1.01 123.40702899055526 205.01666529086177 0.30954716292362194 0 0 eraser 3
        u 2
        r 2
        l 3
        b 3 1.25
        p 4 3.5 #ff8000 /home/me/my brush.myb
        p 4 - #000000 classic/charcoal
        k 5 #0a0B0c
        s 5 1.5e3 -4.25E-2 +7 1 -1 1 mouse 4

        """

    static let benchmarkSeed = """
        0.000000000000000000e+00 2.064984330000000057e+02 2.103103450000000123e+02 0.000000000000000000e+00
        8.000000000000000167e-03 2.064984330000000057e+02 2.103103450000000123e+02 2.152640000000000109e-01
        # comment
        0.016\t10.5 20.25 0.5
        \t0.024 -3 4e2 1

        """

    /// Words a mutation may put in place of a field.
    static let words = [
        "nan", "inf", "-inf", "-0", "+5", ".5", "5.", "-1", "1.5", "1e400", "1e-400", "99999999999999999999",
        "18446744073709551616", "4294967296", "pen", "eraser", "mouse", "pencil", "#ffffff", "#fff", "#gggggg", "-",
        "samples", "brush", "color", "canvas", "radius", "eraser_radius", "s", "c", "u", "r", "l", "b", "p", "k",
        "x", "", "800x", "x600", "800xx600", "\t", "\r", "#", "flourish-recording 1", "flourish-recording 3",
    ]
    static let bytes: [UInt8] = Array(" \t\r\n#0159.e-+xsckpb".utf8)

    static func mutate(_ text: String, _ numbers: inout SeededNumbers) -> String {
        var lines = text.components(separatedBy: "\n")
        for _ in 0..<(1 + numbers.below(3)) {
            let index = numbers.below(lines.count)
            var line = Array(lines[index].utf8)
            switch numbers.below(6) {
            case 0 where !line.isEmpty: line.remove(at: numbers.below(line.count))
            case 1: line.insert(bytes[numbers.below(bytes.count)], at: numbers.below(line.count + 1))
            case 2 where !line.isEmpty: line[numbers.below(line.count)] = bytes[numbers.below(bytes.count)]
            case 3:
                var fields = lines[index].components(separatedBy: " ")
                fields[numbers.below(fields.count)] = words[numbers.below(words.count)]
                line = Array(fields.joined(separator: " ").utf8)
            case 4: lines.insert(lines[numbers.below(lines.count)], at: index)
            default: lines.remove(at: index)
            }
            if lines.indices.contains(index) { lines[index] = String(decoding: line, as: UTF8.self) }
            if lines.isEmpty { lines = [""] }
        }
        return lines.joined(separator: "\n")
    }

    /// Control characters as the byte parser's messages write them.
    static func escaped(_ reason: String) -> String {
        var result = ""
        for scalar in reason.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What the byte parser refuses and the String parser took: a header colour that is not
    /// #rrggbb (the session refused it later, without a line), and hexadecimal numbers.
    static func refusedOnPurpose(_ error: RecordingError, in text: String) -> Bool {
        if error.reason.hasPrefix("color '") { return true }
        // Symmetry records came after the String parser: a line starting "a " is one to the
        // byte parser, an unknown record to the old one.
        if error.reason.hasPrefix("symmetry ") { return true }
        // So did selection (`e`) and transform (`f`) records.
        if ["selection ", "a selection ", "transform "].contains(where: { error.reason.hasPrefix($0) }) { return true }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        guard error.line > 0, error.line <= lines.count else { return false }
        let line = lines[error.line - 1]
        return line.contains("0x") || line.contains("0X")
    }

    /// The same reason, but for what the new one quotes: control characters escaped, and
    /// a value longer than 40 characters cut to them, with "…".
    static func same(old: String, new: String) -> Bool {
        let old = escaped(old)
        guard let cut = new.range(of: "…") else { return old == new }
        return old.hasPrefix(new[..<cut.lowerBound]) && old.hasSuffix(new[cut.upperBound...])
    }

    /// Events compared bit for bit (Sample's == takes -0 for 0).
    static func sameEvents(_ a: [RecordedEvent], _ b: [RecordedEvent]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.sample(let s, let i), .sample(let t, let j)):
                guard i == j, bits(s) == bits(t), s.tool == t.tool, s.buttons == t.buttons else { return false }
            default:
                guard x == y else { return false }
            }
        }
        return true
    }

    @Test("mutated recordings: same result, same line, same reason", arguments: [0, 1])
    func mutations(seedIndex: Int) {
        let seed = [Self.flourishSeed, Self.benchmarkSeed][seedIndex]
        var numbers = SeededNumbers(seed: UInt64(100 + seedIndex))
        var mismatches: [String] = []
        var accepted = 0
        var refused = 0
        var stricter = 0
        for _ in 0..<4000 {
            let text = Self.mutate(seed, &numbers)
            let old = Result { () throws(RecordingError) in try StringRecordingParser.parse(text, file: "m.rec") }
            let new = Result { () throws(RecordingError) in try RecordingParser.parse(text, file: "m.rec") }
            switch (old, new) {
            case (.success(let a), .success(let b)):
                accepted += 1
                if a.format != b.format || a.settings != b.settings || !Self.sameEvents(a.events, b.events) {
                    mismatches.append("different recordings:\n\(text)")
                }
            case (.failure(let a), .failure(let b)):
                refused += 1
                // On purpose: a version line's error names its own line, not always line 1;
                // a header colour is checked where it is read, before any later error.
                let versionLine = b.reason.contains("is a version this Flourish cannot read")
                if Self.refusedOnPurpose(b, in: text) {
                    stricter += 1
                } else if (a.line != b.line && !versionLine) || !Self.same(old: a.reason, new: b.reason) {
                    mismatches.append("old \(a), new \(b):\n\(text)")
                }
            case (.success, .failure(let b)):
                if Self.refusedOnPurpose(b, in: text) { stricter += 1 } else { mismatches.append("only new refuses: \(b)\n\(text)") }
            case (.failure(let a), .success):
                mismatches.append("only old refuses: \(a)\n\(text)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.first ?? "")")
        // The mutations must reach both outcomes, or the comparison proves little.
        #expect(accepted > 200 && refused > 1000, "accepted \(accepted), refused \(refused), stricter \(stricter)")
    }
}
