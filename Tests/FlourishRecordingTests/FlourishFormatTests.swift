import FlourishSamples
import FlourishRecording
import Foundation
import Testing

/// A Flourish recording that must be refused: its text, the line to blame, and a word the
/// reason must contain.
struct BadRecording: Sendable, CustomTestStringConvertible {
    let name: String
    let lines: [String]
    let line: Int
    let reasonMentions: String
    var text: String { lines.joined(separator: "\n") + "\n" }
    var testDescription: String { name }
}

/// The first line of every Flourish recording.
let magic = RecordingParser.flourishMagic
/// A well-formed sample record.
let goodSample = "s 0 0 1 2 0.5 0 0 pen 1"

/// The demo recording the project ships.
let demoRecordingPath = packageRoot().appendingPathComponent("Assets/demo.flourish").path

@Suite("Flourish recording format")
struct FlourishFormatTests {

    /// Doubles that print long or odd and must still read back to the same bits.
    static let awkward: [Double] = [
        0.1 + 0.2, 1e-300, 123456.789012345, 1.0 / 3, -0.0, 0, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude,
        2.0.squareRoot(), 1e22, 9007199254740992.0.nextUp, -123.456e-7, Double.greatestFiniteMagnitude,
    ]

    /// Samples built from `awkward`, every field different, tilt and pressure kept in range.
    static func awkwardSamples() -> [Sample] {
        let unit: [Double] = [0.1 + 0.2, 1e-300, 1.0 / 3, 0, -0.0, 1.0.nextDown, Double.leastNonzeroMagnitude, 0.7]
        let tools = Tool.allCases
        return awkward.indices.map { i in
            Sample(
                x: awkward[i], y: awkward[(i + 5) % awkward.count],
                pressure: abs(unit[i % unit.count]),
                xtilt: i % 2 == 0 ? unit[(i + 1) % unit.count] : -1,
                ytilt: i % 3 == 0 ? 1 : -unit[(i + 2) % unit.count],
                time: 1e9 + awkward[i] / 1e300 + Double(i) * (0.1 + 0.2),
                tool: tools[i % tools.count],
                buttons: Buttons(rawValue: UInt32(i * 5 % 8)))
        }
    }

    @Test("header keys are read into the settings")
    func header() throws {
        let text = """
            \(magic)
            # written by a test
            brush /usr/share/mypaint-data/2.0/brushes/classic/pencil.myb
            radius 2.5
            color #202020
            canvas 800x600
            samples
            """
        let recording = try RecordingParser.parse(text, file: "h.rec")
        #expect(recording.format == .flourish)
        #expect(recording.events.isEmpty)
        var expected = RecordingSettings()
        expected.brush = "/usr/share/mypaint-data/2.0/brushes/classic/pencil.myb"
        expected.radius = 2.5
        expected.color = "#202020"
        expected.canvasWidth = 800
        expected.canvasHeight = 600
        #expect(recording.settings == expected)
    }

    @Test("a brush path with a space keeps it")
    func brushWithSpace() throws {
        let text = "\(magic)\nbrush /home/me/my brush.myb\nsamples\n"
        #expect(try RecordingParser.parse(text, file: "b.rec").settings.brush == "/home/me/my brush.myb")
    }

    @Test("header keys are optional")
    func noHeaderKeys() throws {
        let recording = try RecordingParser.parse("\(magic)\nsamples\n", file: "e.rec")
        #expect(recording.format == .flourish)
        #expect(recording.settings == RecordingSettings())
        #expect(recording.events.isEmpty)
    }

    @Test("blank lines before the magic line still select the Flourish format")
    func leadingBlankLines() throws {
        let recording = try RecordingParser.parse("\n\n\(magic)\nsamples\nc 0\n", file: "l.rec")
        #expect(recording.format == .flourish)
        #expect(recording.events == [.command(.clear, batch: 0)])
    }

    @Test("s and c records are read as samples and clears, in order")
    func records() throws {
        let text = """
            \(magic)
            samples
            s 0 1.5 10 20 0.5 0 0 pen 1
            s 0 1.508 11 21 0.25 -0.5 0.75 eraser 3
            # a comment between records

            c 1
            s 1 1.516 12 22 0 1 -1 mouse 0
            s 4 1.6 13 23 1 0 0 pen 4
            """
        let recording = try RecordingParser.parse(text, file: "r.rec")
        #expect(recording.events == [
            .sample(Sample(x: 10, y: 20, pressure: 0.5, time: 1.5, tool: .pen, buttons: .primary), batch: 0),
            .sample(
                Sample(x: 11, y: 21, pressure: 0.25, xtilt: -0.5, ytilt: 0.75, time: 1.508, tool: .eraser,
                       buttons: [.primary, .secondary]), batch: 0),
            .command(.clear, batch: 1),
            .sample(
                Sample(x: 12, y: 22, pressure: 0, xtilt: 1, ytilt: -1, time: 1.516, tool: .mouse, buttons: []),
                batch: 1),
            .sample(Sample(x: 13, y: 23, pressure: 1, time: 1.6, tool: .pen, buttons: .tertiary), batch: 4),
        ])
    }

    @Test("FlourishFormat's header writes every key that is set, and reads back the same")
    func headerRoundTrip() throws {
        var settings = RecordingSettings()
        settings.brush = "classic/pencil"
        settings.radius = 0.1 + 0.2
        settings.color = "#0a0b0c"
        settings.canvasWidth = 640
        settings.canvasHeight = 480
        let text = FlourishFormat.header(settings)
        #expect(text.hasPrefix(magic + "\n"))
        #expect(text.hasSuffix("samples\n"))
        let back = try RecordingParser.parse(text, file: "h.rec")
        #expect(back.settings == settings)
        #expect(back.settings.radius?.bitPattern == settings.radius?.bitPattern)

        let empty = FlourishFormat.header(RecordingSettings())
        #expect(empty == magic + "\nsamples\n")
    }

    @Test("samples written with FlourishFormat read back bit-identical, with tools, buttons and batches")
    func sampleRoundTrip() throws {
        let samples = Self.awkwardSamples()
        var text = FlourishFormat.header(RecordingSettings())
        var expected: [RecordedEvent] = []
        for (i, sample) in samples.enumerated() {
            let batch = i / 3 * 2
            if i == 4 {
                text += FlourishFormat.line(for: .clear, batch: batch)
                expected.append(.command(.clear, batch: batch))
            }
            text += FlourishFormat.line(for: sample, batch: batch)
            expected.append(.sample(sample, batch: batch))
        }
        let back = try RecordingParser.parse(text, file: "rt.rec")
        #expect(back.events == expected)
        #expect(back.samples.map(bits) == samples.map(bits))
        #expect(back.samples.map(\.tool) == samples.map(\.tool))
        #expect(back.samples.map(\.buttons) == samples.map(\.buttons))
    }

    @Test("one written sample line is a single line with the documented fields")
    func lineShape() {
        let sample = Sample(
            x: 1.5, y: 2.5, pressure: 0.5, xtilt: 0.25, ytilt: -0.25, time: 3.5, tool: .eraser,
            buttons: [.primary, .tertiary])
        let line = FlourishFormat.line(for: sample, batch: 7)
        #expect(line.hasSuffix("\n"))
        #expect(line.dropLast().contains("\n") == false)
        let fields = line.dropLast().split(separator: " ").map(String.init)
        #expect(fields.count == 10)
        #expect(fields.first == "s")
        #expect(Int(fields[1]) == 7)
        #expect(fields.dropFirst(2).prefix(6).map { Double($0) } == [3.5, 1.5, 2.5, 0.5, 0.25, -0.25])
        #expect(fields[8] == "eraser")
        #expect(UInt32(fields[9]) == 5)
        #expect(FlourishFormat.line(for: .clear, batch: 12) == "c 12\n")
    }

    @Test("a malformed recording names the file and the line", arguments: [
        BadRecording(name: "unknown header key", lines: [magic, "brush x", "speed 3", "samples"],
                     line: 3, reasonMentions: "speed"),
        BadRecording(name: "sample before the samples line", lines: [magic, goodSample, "samples"],
                     line: 2, reasonMentions: "'s'"),
        BadRecording(name: "radius not a number", lines: [magic, "radius big", "samples"],
                     line: 2, reasonMentions: "radius"),
        BadRecording(name: "radius zero", lines: [magic, "radius 0", "samples"], line: 2, reasonMentions: "radius"),
        BadRecording(name: "canvas not WxH", lines: [magic, "", "canvas 800", "samples"],
                     line: 3, reasonMentions: "canvas"),
        BadRecording(name: "sample with 8 fields", lines: [magic, "samples", goodSample, "s 0 0 1 2 0.5 0 0 pen"],
                     line: 4, reasonMentions: "8"),
        BadRecording(name: "sample with 10 fields", lines: [magic, "samples", "s 0 0 1 2 0.5 0 0 pen 1 1"],
                     line: 3, reasonMentions: "10"),
        BadRecording(name: "bad tool", lines: [magic, "samples", "s 0 0 1 2 0.5 0 0 pencil 1"],
                     line: 3, reasonMentions: "pencil"),
        BadRecording(name: "xtilt out of range", lines: [magic, "samples", "s 0 0 1 2 0.5 1.5 0 pen 1"],
                     line: 3, reasonMentions: "tilt"),
        BadRecording(name: "ytilt out of range", lines: [magic, "samples", "s 0 0 1 2 0.5 0 -1.01 pen 1"],
                     line: 3, reasonMentions: "tilt"),
        BadRecording(name: "tilt not finite", lines: [magic, "samples", "s 0 0 1 2 0.5 nan 0 pen 1"],
                     line: 3, reasonMentions: "xtilt"),
        BadRecording(name: "pressure out of range", lines: [magic, "samples", "s 0 0 1 2 1.5 0 0 pen 1"],
                     line: 3, reasonMentions: "pressure"),
        BadRecording(name: "time not a number", lines: [magic, "samples", "s 0 later 1 2 0.5 0 0 pen 1"],
                     line: 3, reasonMentions: "time"),
        BadRecording(name: "x infinite", lines: [magic, "samples", "s 0 0 inf 2 0.5 0 0 pen 1"],
                     line: 3, reasonMentions: "x"),
        BadRecording(name: "y NaN", lines: [magic, "samples", "s 0 0 1 nan 0.5 0 0 pen 1"],
                     line: 3, reasonMentions: "y"),
        BadRecording(name: "negative batch", lines: [magic, "samples", "s -1 0 1 2 0.5 0 0 pen 1"],
                     line: 3, reasonMentions: "batch"),
        BadRecording(name: "fractional batch", lines: [magic, "samples", "s 1.5 0 1 2 0.5 0 0 pen 1"],
                     line: 3, reasonMentions: "batch"),
        BadRecording(name: "buttons not a mask", lines: [magic, "samples", "s 0 0 1 2 0.5 0 0 pen left"],
                     line: 3, reasonMentions: "buttons"),
        BadRecording(name: "buttons negative", lines: [magic, "samples", "s 0 0 1 2 0.5 0 0 pen -1"],
                     line: 3, reasonMentions: "buttons"),
        BadRecording(name: "batch going backwards",
                     lines: [magic, "samples", "s 2 0 1 2 0.5 0 0 pen 1", "# fine so far", "s 1 0 1 2 0.5 0 0 pen 1"],
                     line: 5, reasonMentions: "batch 1"),
        BadRecording(name: "clear going backwards", lines: [magic, "samples", "s 3 0 1 2 0.5 0 0 pen 1", "c 2"],
                     line: 4, reasonMentions: "batch 2"),
        BadRecording(name: "clear without batch", lines: [magic, "samples", "c"], line: 3, reasonMentions: "batch"),
        BadRecording(name: "clear with a bad batch", lines: [magic, "samples", "c next"],
                     line: 3, reasonMentions: "batch"),
        BadRecording(name: "unknown record", lines: [magic, "samples", goodSample, "x 1 2"],
                     line: 4, reasonMentions: "'x'"),
    ])
    func malformed(bad: BadRecording) throws {
        let error = try #require(parseError(bad.text, file: "bad.rec"))
        #expect(error.file == "bad.rec")
        #expect(error.line == bad.line)
        #expect(error.reason.contains(bad.reasonMentions), "\(error.reason)")
        #expect(error.description.hasPrefix("bad.rec:\(bad.line): "))
    }

    @Test("a recording without a 'samples' line is refused as a whole file, saying so",
          arguments: ["\(magic)\n", "\(magic)\nbrush classic/pencil\nradius 2\n"])
    func missingSamplesLine(text: String) throws {
        let error = try #require(parseError(text, file: "open.rec"))
        #expect(error.file == "open.rec")
        // RecordingError: line 0 is "the file as a whole"; no single line is to blame.
        #expect(error.line == 0)
        #expect(error.reason.contains("samples"))
        #expect(error.description.hasPrefix("open.rec: "))
    }

    @Test("a recording saved with CRLF line endings parses like the LF one")
    func crlf() throws {
        let lf = "\(magic)\nradius 2\nsamples\ns 0 0 1 2 0.5 0 0 pen 1\nc 1\ns 1 0.5 3 4 0.5 0 0 pen 1\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let fromLF = try RecordingParser.parse(lf, file: "lf.rec")
        #expect(fromLF.events.count == 3)
        #expect(parseError(crlf, file: "crlf.rec") == nil)
        #expect((try? RecordingParser.parse(crlf, file: "crlf.rec")) == fromLF)
    }

    @Test("the shipped Assets/demo.flourish parses, every s line a sample, batches as written",
          .enabled(if: exists(demoRecordingPath), "skipped: \(demoRecordingPath) is absent"))
    func demoRecording() throws {
        let text = try String(contentsOfFile: demoRecordingPath, encoding: .utf8)
        let records = text.split(separator: "\n").filter { $0.hasPrefix("s ") }
        let batchesWritten = Set(records.map { $0.split(separator: " ")[1] }).count

        let recording = try RecordingParser.read(path: demoRecordingPath)
        #expect(recording.format == .flourish)
        #expect(recording.samples.count == records.count)
        #expect(recording.settings.brush != nil)
        let frames = FrameGrouping.byRecordedBatch(recording.events)
        #expect(frames.filter { !$0.samples.isEmpty }.count == batchesWritten)
    }
}
