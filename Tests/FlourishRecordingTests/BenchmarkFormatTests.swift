import FlourishRecording
import FlourishSamples
import FlourishTestSupport
import Foundation
import Testing

/// A benchmark line that must be refused, and a word its reason must contain.
struct BadBenchmarkLine: Sendable, CustomTestStringConvertible {
    let line: String
    let reasonMentions: String
    var testDescription: String { "'\(line)'" }
}

/// libmypaint's 30-second painting benchmark, in the shared data beside the package.
let painting30secPath = sharedFile("data/libmypaint/painting30sec.dat")

@Suite("libmypaint benchmark format")
struct BenchmarkFormatTests {
    @Test("good lines parse to pen samples; pressure above 0 holds the primary button")
    func goodLines() throws {
        let text = """
            0.0 10 20 0
            0.008   10.5\t20.25 0.5
            # a comment line

            \t0.016 11 21.75 1
            1.6e-02 -3 4e2 0.000001
            """
        let recording = try RecordingParser.parse(text, file: "bench.dat")
        #expect(recording.format == .libmypaintBenchmark)
        #expect(recording.settings == RecordingSettings())
        let expected: [Sample] = [
            Sample(x: 10, y: 20, pressure: 0, time: 0, tool: .pen, buttons: []),
            Sample(x: 10.5, y: 20.25, pressure: 0.5, time: 0.008, tool: .pen, buttons: .primary),
            Sample(x: 11, y: 21.75, pressure: 1, time: 0.016, tool: .pen, buttons: .primary),
            Sample(x: -3, y: 400, pressure: 0.000001, time: 0.016, tool: .pen, buttons: .primary),
        ]
        #expect(recording.samples == expected)
        #expect(recording.events == expected.map { .sample($0, batch: nil) })
        for sample in recording.samples {
            #expect(sample.xtilt == 0 && sample.ytilt == 0)
            #expect(sample.isDown == (sample.pressure > 0))
        }
    }

    @Test("numbers in the benchmark file's own notation read exactly")
    func scientificNotation() throws {
        let line = "8.000000000000000167e-03 2.064984330000000057e+02 2.103103450000000123e+02 2.152640000000000109e-01"
        let sample = try #require(try RecordingParser.parse(line, file: "x").samples.first)
        #expect(sample.time == 0.008)
        #expect(sample.x == 206.498433)
        #expect(sample.y == 210.310345)
        #expect(sample.pressure == 0.215264)
    }

    @Test("a bad line throws with the file, its 1-based line and a reason naming the field",
          arguments: [
              BadBenchmarkLine(line: "0.1 1 2", reasonMentions: "4"),
              BadBenchmarkLine(line: "0.1 1 2 0.5 7", reasonMentions: "4"),
              BadBenchmarkLine(line: "0.1", reasonMentions: "4"),
              BadBenchmarkLine(line: "soon 1 2 0.5", reasonMentions: "time"),
              BadBenchmarkLine(line: "0.1 left 2 0.5", reasonMentions: "x"),
              BadBenchmarkLine(line: "0.1 1 up 0.5", reasonMentions: "y"),
              BadBenchmarkLine(line: "0.1 1 2 hard", reasonMentions: "pressure"),
              BadBenchmarkLine(line: "nan 1 2 0.5", reasonMentions: "time"),
              BadBenchmarkLine(line: "0.1 inf 2 0.5", reasonMentions: "x"),
              BadBenchmarkLine(line: "0.1 1 -inf 0.5", reasonMentions: "y"),
              BadBenchmarkLine(line: "0.1 1 2 nan", reasonMentions: "pressure"),
              BadBenchmarkLine(line: "0.1 1 2 infinity", reasonMentions: "pressure"),
              BadBenchmarkLine(line: "0.1 1 2 1.5", reasonMentions: "pressure"),
              BadBenchmarkLine(line: "0.1 1 2 -0.01", reasonMentions: "pressure"),
              BadBenchmarkLine(line: "0.1 1 2 1.0000000000000002", reasonMentions: "pressure"),
              BadBenchmarkLine(line: "0.1 1e400 2 0.5", reasonMentions: "x"),
          ])
    func badLine(bad: BadBenchmarkLine) throws {
        let text = "0 1 1 0.5\n# comment\n\n0.05 2 2 0.5\n\(bad.line)\n0.2 3 3 0.5\n"
        let error = try #require(parseError(text, file: "strokes.dat"))
        #expect(error.file == "strokes.dat")
        #expect(error.line == 5)
        #expect(error.reason.contains(bad.reasonMentions), "\(error.reason)")
        #expect(error.description.hasPrefix("strokes.dat:5: "))
    }

    @Test("a bad first line is line 1")
    func badFirstLine() throws {
        let error = try #require(parseError("1 2 3\n0 1 1 0.5\n", file: "a.dat"))
        #expect(error.line == 1)
    }

    @Test("a file with no samples is refused as a whole", arguments: ["", "\n\n", "# only a comment\n", "  \t \n"])
    func emptyFile(text: String) throws {
        let error = try #require(parseError(text, file: "empty.dat"))
        #expect(error.file == "empty.dat")
        #expect(error.line == 0)
        #expect(error.description == "empty.dat: \(error.reason)")
    }

    @Test("a file saved with CRLF line endings parses like the LF one")
    func crlf() throws {
        let lf = "0 10 20 0\n0.008 11 21 0.5\n0.016 12 22 1\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let fromLF = try RecordingParser.parse(lf, file: "lf.dat")
        #expect(fromLF.samples.count == 3)
        #expect(parseError(crlf, file: "crlf.dat") == nil)
        let fromCRLF = try? RecordingParser.parse(crlf, file: "crlf.dat")
        #expect(fromCRLF == fromLF)
    }

    @Test("read(path:) reports a missing file as a whole-file error naming the path")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("nope.dat")
        do {
            _ = try RecordingParser.read(path: path)
            Issue.record("a missing file must not parse")
        } catch {
            #expect(error.file == path)
            #expect(error.line == 0)
        }
    }

    @Test("read(path:) refuses bytes that are not UTF-8, naming the line")
    func notUTF8() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("binary.dat")
        try Data([0x30, 0x20, 0xff, 0xfe, 0x0a]).write(to: URL(fileURLWithPath: path))
        do {
            _ = try RecordingParser.read(path: path)
            Issue.record("invalid UTF-8 must not parse")
        } catch {
            #expect(error.file == path)
            #expect(error.line == 1)
        }
    }

    @Test("libmypaint's painting30sec.dat: 2937 samples over about 30 s",
          .enabled(if: exists(painting30secPath),
                   "skipped: \(painting30secPath) is absent (the shared libmypaint data is not checked out)"))
    func painting30sec() throws {
        let recording = try RecordingParser.read(path: painting30secPath)
        #expect(recording.format == .libmypaintBenchmark)
        let samples = recording.samples
        #expect(samples.count == 2937)
        #expect(recording.events.count == 2937)
        let first = try #require(samples.first)
        let last = try #require(samples.last)
        #expect(first.time == 0)
        #expect(last.time > 29.9 && last.time <= 30.0)
        for (a, b) in zip(samples, samples.dropFirst()) {
            #expect(b.time >= a.time)
        }
        #expect(samples.allSatisfy { (0...1).contains($0.pressure) && $0.tool == .pen })
        #expect(samples.contains { $0.isDown })
        #expect(samples.contains { !$0.isDown })
    }
}
