import FlourishRecording
import FlourishSamples
import Foundation
import Testing

@Suite("Recording format 2: commands between frames; version 1 still reads")
struct RecordedCommandTests {
    @Test("every command written reads back, in order, with its batch")
    func roundTrip() throws {
        let commands: [RecordedCommand] = [
            .clear, .undo, .redo, .liftTools, .scaleBrush(1.25), .scaleBrush(0.8), .scaleBrush(1.0 / 3),
            .useBrush(path: "/usr/share/mypaint-data/2.0/brushes/classic/pen.myb", radius: 2.5, color: "#a0b0c0"),
            .useBrush(path: "/home/me/my brushes/soft one.myb", radius: nil, color: "#000000"),
            .setColor("#12ab9f"),
        ]
        var text = RecordingParser.flourishMagic + "\nsamples\n"
        var expected: [RecordedEvent] = []
        for (batch, command) in commands.enumerated() {
            text += FlourishFormat.line(for: command, batch: batch)
            expected.append(.command(command, batch: batch))
            let sample = Sample(x: Double(batch), y: 1, pressure: 0.5, time: Double(batch), tool: .pen, buttons: .primary)
            text += FlourishFormat.line(for: sample, batch: batch)
            expected.append(.sample(sample, batch: batch))
        }
        let recording = try RecordingParser.parse(text, file: "t.flourish")
        #expect(recording.events == expected)
    }

    @Test("the writer starts version 2 and writes what it is given")
    func writer() throws {
        let folder = NSTemporaryDirectory() + "flourish-commands-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try RecordingWriter(path: "\(folder)/r.flourish", settings: RecordingSettings())
        try writer.append(.undo, batch: 0)
        try writer.append(.scaleBrush(1.25), batch: 0)
        try writer.finish()
        let text = try String(contentsOfFile: "\(folder)/r.flourish", encoding: .utf8)
        #expect(text == "flourish-recording 2\nsamples\nu 0\nb 0 1.25\n")
    }

    @Test("a version 1 recording (samples and clears) still reads")
    func versionOne() throws {
        let text = "flourish-recording 1\ncanvas 10x10\nsamples\ns 0 0 1 2 0.5 0 0 pen 1\nc 1\ns 1 0.01 2 2 0.5 0 0 pen 1\n"
        let recording = try RecordingParser.parse(text, file: "old.flourish")
        #expect(recording.events.count == 3)
        #expect(recording.events[1] == .command(.clear, batch: 1))
    }

    @Test("a version 1 recording with an undo, an unknown version, and bad command records are refused with their line", arguments: [
        ("flourish-recording 1\nsamples\nu 0\n", 3, "version 2"),
        ("flourish-recording 3\nsamples\n", 1, "version"),
        ("flourish-recording 2\nsamples\nu\n", 3, "batch"),
        ("flourish-recording 2\nsamples\nu 0 7\n", 3, "batch"),
        ("flourish-recording 2\nsamples\nb 0\n", 3, "factor"),
        ("flourish-recording 2\nsamples\nb 0 -2\n", 3, "not positive"),
        ("flourish-recording 2\nsamples\nb 0 nan\n", 3, "factor"),
        ("flourish-recording 2\nsamples\nu 5\nr 4\n", 4, "comes after"),
        ("flourish-recording 2\nsamples\nz 0\n", 3, "unknown record"),
        ("flourish-recording 2\nsamples\nk 0 red\n", 3, "colour"),
        ("flourish-recording 2\nsamples\nk 0\n", 3, "colour"),
        ("flourish-recording 2\nsamples\np 0 2.5 #a0b0c0\n", 3, "brush needs"),
        ("flourish-recording 2\nsamples\np 0 -3 #a0b0c0 a.myb\n", 3, "not positive"),
        ("flourish-recording 2\nsamples\np 0 2 blue a.myb\n", 3, "colour"),
        ("flourish-recording 1\nsamples\nk 0 #000000\n", 3, "version 2"),
    ])
    func refused(text: String, line: Int, mentions: String) {
        do {
            _ = try RecordingParser.parse(text, file: "bad.flourish")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.reason.contains(mentions), "\(error)")
        }
    }
}
