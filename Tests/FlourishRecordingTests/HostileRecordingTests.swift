import FlourishRecording
import FlourishReplay
import FlourishTestSupport
import Foundation
import Testing

/// Recordings written to hurt: bytes that are not text, megabyte lines, header values a
/// session cannot take. Each is refused with the file and the line, quoting no more than an
/// excerpt.
@Suite("Hostile recordings")
struct HostileRecordingTests {
    /// A recording's text as bytes, with `bad` in place of line `line` (1-based).
    static func bytes(_ lines: [String], replacing line: Int, with bad: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for (index, text) in lines.enumerated() {
            result += index + 1 == line ? bad : Array(text.utf8)
            result.append(0x0A)
        }
        return result
    }

    static func error(_ bytes: [UInt8], file: String = "h.rec") -> RecordingError? {
        do {
            _ = try RecordingParser.parse(bytes, file: file)
            return nil
        } catch {
            return error
        }
    }

    static let flourishLines = [magic, "brush classic/pencil", "samples", goodSample, goodSample, goodSample]
    static let benchmarkLines = ["0 1 1 0.5", "0.01 2 2 0.5", "# a comment", "0.02 3 3 0.5", "0.03 4 4 0.5"]

    @Test("a line that is not UTF-8 is refused at its line, in either format and in a comment too", arguments: [
        (flourishLines, 5, [0x73, 0x20, 0xFF, 0xFE] as [UInt8]),
        (flourishLines, 2, Array("brush caf".utf8) + [0xE9]),
        (flourishLines, 4, Array("# ".utf8) + [0xC0, 0xAF]),
        (benchmarkLines, 4, Array("0.02 3 3 0.5".utf8) + [0x80]),
        (benchmarkLines, 3, Array("# ".utf8) + [0xED, 0xA0, 0x80]),
    ])
    func notUTF8(lines: [String], line: Int, bad: [UInt8]) throws {
        let error = try #require(Self.error(Self.bytes(lines, replacing: line, with: bad)))
        #expect(error.file == "h.rec")
        #expect(error.line == line)
        #expect(error.reason.contains("not UTF-8"), "\(error.reason)")
    }

    @Test("UTF-8 text beyond ASCII is read: a brush path with accents")
    func utf8Path() throws {
        let text = "\(magic)\nbrush /home/zoë/pinceau été.myb\nsamples\np 0 - #000000 /home/zoë/ünï.myb\n"
        let recording = try RecordingParser.parse(Array(text.utf8), file: "u.rec")
        #expect(recording.settings.brush == "/home/zoë/pinceau été.myb")
        #expect(recording.events == [.command(.useBrush(path: "/home/zoë/ünï.myb", radius: nil, color: "#000000"), batch: 0)])
    }

    @Test("a 2 MB line is refused at its line with a short excerpt, not echoed", arguments: [
        (flourishLines, 5), (flourishLines, 2), (benchmarkLines, 2), (benchmarkLines, 3),
    ])
    func hugeLine(lines: [String], line: Int) throws {
        let huge = Array("0.5 ".utf8) + [UInt8](repeating: 0x39, count: 2_000_000)
        let error = try #require(Self.error(Self.bytes(lines, replacing: line, with: huge)))
        #expect(error.line == line)
        #expect(error.reason.contains("2000004 bytes"), "\(error.reason)")
        #expect(error.reason.contains("0.5 9999") && error.reason.contains("…"))
        #expect(error.description.utf8.count < 200, "\(error.description.utf8.count) bytes of message")
    }

    @Test("a long value on a line within the limit is quoted as an excerpt", arguments: [
        "s 0 0 1 2 0.5 0 0 \(String(repeating: "p", count: 10_000)) 1",
        "s 0 0 \(String(repeating: "7", count: 400))x 2 0.5 0 0 pen 1",
        "\(String(repeating: "z", count: 10_000)) 1",
    ])
    func longValue(record: String) throws {
        let error = try #require(parseError("\(magic)\nsamples\n\(record)\n", file: "v.rec"))
        #expect(error.line == 3)
        #expect(error.reason.contains("…"))
        #expect(error.description.utf8.count < 200, "\(error.description)")
    }

    @Test("header errors name their line", arguments: [
        (["color blue"], "color 'blue'"),
        (["color #12345"], "color '#12345'"),
        (["color #1234567"], "color '#1234567'"),
        (["canvas 800"], "canvas '800'"),
        (["radius -1"], "radius '-1'"),
        (["eraser_radius nan"], "eraser_radius 'nan'"),
        (["size 3"], "unknown header key 'size'"),
    ])
    func headerLine(header: [String], reason: String) throws {
        let text = ([magic, "# header", "brush classic/pencil", ""] + header + ["samples"]).joined(separator: "\n")
        let error = try #require(parseError(text, file: "hd.rec"))
        #expect(error.line == 5)
        #expect(error.reason.hasPrefix(reason), "\(error.reason)")
    }

    @Test("a version this reader does not know is named at its own line")
    func versionLine() throws {
        let error = try #require(parseError("\n\n  flourish-recording 9  \nsamples\n", file: "v.rec"))
        #expect(error.line == 3)
        #expect(error.reason.contains("'flourish-recording 9'"))
    }

    @Test("the header's lines are kept, so a session's own checks can name them")
    func headerLines() throws {
        let text = "\(magic)\n\nbrush classic/pencil\n# c\ncanvas 640x480\neraser_brush x\nsamples\n"
        let recording = try RecordingParser.parse(text, file: "l.rec")
        #expect(recording.headerLines == ["brush": 3, "canvas": 5, "eraser_brush": 6])
    }

    @Test("the bytes and the String of a file parse alike: the demo and libmypaint's painting")
    func bytesAndString() throws {
        for path in [demoRecordingPath, painting30secPath] where exists(path) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(try RecordingParser.parse(text, file: path) == RecordingParser.read(path: path))
            let old = try StringRecordingParser.parse(text, file: path)
            let new = try RecordingParser.read(path: path)
            #expect(old.events == new.events && old.settings == new.settings)
            #expect(old.samples.map(bits) == new.samples.map(bits))
        }
    }

    @Test("read(path:) of a folder is a whole-file error saying so")
    func folder() throws {
        let folder = try TemporaryFolder()
        do {
            _ = try RecordingParser.read(path: folder.path)
            Issue.record("a folder must not parse")
        } catch {
            #expect(error.file == folder.path)
            #expect(error.line == 0)
            #expect(error.reason.contains("folder"))
        }
    }
}

@Suite("Hostile recording headers at replay", .enabled(if: exists(pencil), "skipped: \(pencil) is not installed"))
struct HostileHeaderReplayTests {
    func replayError(_ header: [String], brush: String? = nil) throws -> (String, String) {
        let folder = try TemporaryFolder()
        let text = ([magic, "# made by a test"] + header + ["samples", goodSample]).joined(separator: "\n")
        let path = try folder.write(text, to: "header.rec")
        var request = ReplayRequest(recordingPath: path)
        request.brush = brush
        do {
            _ = try Replay.run(request)
            return (path, "")
        } catch {
            return (path, error.description)
        }
    }

    /// 46341² is the first square whose pixel count overflows an Int32 (it aborted on
    /// allocation); Int.max x 1 trapped on overflow in the tile store.
    @Test("a canvas over max_canvas names the header's line", arguments: ["46341x46341", "9223372036854775807x1"])
    func canvasOverLimit(size: String) throws {
        let (path, error) = try replayError(["brush classic/pencil", "canvas \(size)"])
        #expect(error.hasPrefix("\(path):4: canvas \(size) is larger than max_canvas"), "\(error)")
    }

    /// Before brush files were read with a limit both said only "cannot read brush file" (and a
    /// huge regular file would have been read whole).
    @Test("a header brush that is a device or a folder is refused at its line with the reason",
          arguments: [("/dev/zero", "larger than 1 MiB"), ("/tmp", "is a folder")])
    func brushThatIsNotAFile(name: String, reason: String) throws {
        let (path, error) = try replayError(["canvas 64x64", "brush \(name)"])
        #expect(error.hasPrefix("\(path):4: brush '\(name)' cannot be loaded"), "\(error)")
        #expect(error.contains(reason), "\(error)")
    }

    @Test("a brush that does not load names the header's line and the key", arguments: ["brush", "eraser_brush"])
    func brushDoesNotLoad(key: String) throws {
        let (path, error) = try replayError(["canvas 64x64", "\(key) classic/no_such_brush"])
        #expect(error.hasPrefix("\(path):4: \(key) 'classic/no_such_brush' cannot be loaded"), "\(error)")
    }

    @Test("a header brush that --brush replaces is not the header's problem")
    func brushOverridden() throws {
        let (_, error) = try replayError(["canvas 64x64", "brush classic/no_such_brush"], brush: "classic/pencil")
        #expect(error == "")
    }

    @Test("/dev/zero named as a recording is refused by name before a byte is read; a pipe is still read")
    func deviceRefusedPipeRead() throws {
        let start = Date()
        let error = #expect(throws: RecordingError.self) { _ = try RecordingParser.read(path: "/dev/zero") }
        #expect(error?.description == "/dev/zero: is a device, not a file", "\(String(describing: error))")
        #expect(Date().timeIntervalSince(start) < 5, "it read the device")
        // Negative control: a recording through a named pipe (`<(…)`) reads as from a file.
        let folder = try TemporaryFolder()
        let fifo = folder.file("recording.pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = "flourish-recording 2\ncanvas 64x64\nsamples\ns 0 1 2 3 0.5 0 0 pen 1\n"
        // Opening a pipe's end waits for the other: the writer opens it on a thread of its own.
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        let recording = try RecordingParser.read(path: fifo)
        #expect(recording.samples.count == 1)
    }
}
