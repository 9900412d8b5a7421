import FlourishRecording
import FlourishSamples
import Testing

@Suite("Symmetry records: 'a BATCH MODE X Y ANGLE LINES'")
struct SymmetryRecordTests {
    static let symmetries: [Symmetry] = {
        var all: [Symmetry] = [.off]
        for mode in Symmetry.Mode.allCases {
            if let s = try? Symmetry(mode: mode, centerX: 256.5, centerY: 1.0 / 3, angle: -22.5, lines: 7) { all.append(s) }
        }
        if let s = try? Symmetry(mode: .snowflake, centerX: -1e6, centerY: 1e6, angle: 360, lines: 64) { all.append(s) }
        return all
    }()

    @Test("every mode written reads back equal, with its batch, between samples")
    func roundTrip() throws {
        #expect(Self.symmetries.count == 8)
        var text = RecordingParser.flourishMagic + "\nsamples\n"
        var expected: [RecordedEvent] = []
        for (batch, symmetry) in Self.symmetries.enumerated() {
            text += FlourishFormat.line(for: .setSymmetry(symmetry), batch: batch)
            expected.append(.command(.setSymmetry(symmetry), batch: batch))
            let sample = Sample(x: Double(batch), y: 1, pressure: 0.5, time: Double(batch), tool: .pen, buttons: .primary)
            text += FlourishFormat.line(for: sample, batch: batch)
            expected.append(.sample(sample, batch: batch))
        }
        #expect(text.contains("\na 2 vertical 256.5 0.3333333333333333 -22.5 7\n"))
        let recording = try RecordingParser.parse(text, file: "sym.flourish")
        #expect(recording.events == expected)
    }

    @Test("a bad symmetry record is refused naming the file, the line and the value", arguments: [
        ("a 0 vertical 10 10 0", "needs 6 fields"),
        ("a 0 vertical 10 10 0 2 9", "needs 6 fields"),
        ("a 0 spiral 10 10 0 2", "symmetry mode 'spiral' is not one of off, vertical"),
        ("a 0 vertical ten 10 0 2", "symmetry centre x 'ten'"),
        ("a 0 vertical 10 nan 0 2", "symmetry centre y 'nan'"),
        ("a 0 vertical 2000000 10 0 2", "symmetry centre x 2000000.0 is not a number from"),
        ("a 0 rotational 10 10 400 3", "symmetry angle 400.0"),
        ("a 0 rotational 10 10 0 1", "symmetry lines 1 is not a whole number from 2 to 64"),
        ("a 0 snowflake 10 10 0 65", "symmetry lines 65"),
        ("a 0 snowflake 10 10 0 2.5", "symmetry lines '2.5'"),
    ])
    func refused(record: String, mentions: String) {
        let text = "flourish-recording 2\nsamples\ns 0 0 1 2 0.5 0 0 pen 1\n\(record)\n"
        do {
            _ = try RecordingParser.parse(text, file: "bad.flourish")
            Issue.record("accepted: \(record)")
        } catch {
            #expect(error.line == 4, "\(error)")
            #expect(error.reason.contains(mentions), "\(error)")
            #expect(error.description.hasPrefix("bad.flourish:4"), "\(error)")
        }
    }

    @Test("a version 1 recording cannot hold one")
    func versionOne() {
        #expect(throws: RecordingError.self) {
            try RecordingParser.parse("flourish-recording 1\nsamples\na 0 vertical 1 1 0 2\n", file: "v1.flourish")
        }
    }
}

@Suite("Symmetry values are checked where they are made")
struct SymmetryValueTests {
    @Test("out-of-range values are refused, each named", arguments: [
        (Symmetry.Mode.vertical, Double.nan, 0.0, 0.0, 2, "symmetry centre x nan"),
        (.vertical, 0, -Double.infinity, 0, 2, "symmetry centre y -inf"),
        (.rotational, 0, 0, .nan, 3, "symmetry angle nan"),
        (.rotational, 0, 0, -361, 3, "symmetry angle -361.0"),
        (.snowflake, 0, 0, 0, 0, "symmetry lines 0"),
        (.snowflake, 0, 0, 0, 1000, "symmetry lines 1000"),
    ])
    func refused(mode: Symmetry.Mode, x: Double, y: Double, angle: Double, lines: Int, mentions: String) {
        do {
            _ = try Symmetry(mode: mode, centerX: x, centerY: y, angle: angle, lines: lines)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains(mentions), "\(error)")
        }
    }

    @Test("copies per dab, mode by mode")
    func copies() throws {
        let counts = try Symmetry.Mode.allCases.map { try Symmetry(mode: $0, centerX: 0, centerY: 0, lines: 5).copies }
        #expect(counts == [1, 2, 2, 4, 5, 10])
        #expect(!Symmetry.off.isActive)
    }
}
