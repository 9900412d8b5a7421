import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishSessionSetup
import FlourishTestSupport
import Foundation
import Testing

/// The colour space is part of how a session starts: a recording's header says it
/// (`color-space linear 2.2`, `color-space legacy`), a replay paints in it, and a recording
/// without the line (every one made before it existed) replays in the legacy space it was
/// painted in.
@Suite("Recording format: the 'color-space' header")
struct ColorSpaceRecordTests {
    @Test("written and read back: linear with its exponent, legacy; none without a space")
    func roundTrip() throws {
        for space in [ColorSpace.linear, .legacy, try #require(ColorSpace(eotf: 1.8))] {
            var settings = RecordingSettings()
            settings.colorSpace = space
            let text = FlourishFormat.header(settings)
            let recording = try RecordingParser.parse(text, file: "c.flourish")
            #expect(recording.settings.colorSpace == space)
            #expect(recording.headerLines["color-space"] == 2)
        }
        var linear = RecordingSettings()
        linear.colorSpace = .linear
        #expect(FlourishFormat.header(linear).contains("\ncolor-space linear 2.2\n"))
        var legacy = RecordingSettings()
        legacy.colorSpace = .legacy
        #expect(FlourishFormat.header(legacy).contains("\ncolor-space legacy\n"))
        #expect(!FlourishFormat.header(RecordingSettings()).contains("color-space"), "no space: the header is as it was")
    }

    @Test("a recording without the line starts a legacy session; with it, the space it names")
    func setupFromHeader() throws {
        var base = SessionSetup()
        base.colorSpace = .linear
        #expect(try SessionSetup(recording: RecordingSettings(), file: "old.flourish", over: base).colorSpace == .legacy)
        var settings = RecordingSettings()
        settings.colorSpace = .linear
        base.colorSpace = .legacy
        #expect(try SessionSetup(recording: settings, file: "new.flourish", over: base).colorSpace == .linear)
    }

    @Test("a bad color-space header is an error naming the file and the line")
    func badHeader() {
        for value in ["gamma", "linear x", "linear 0", "linear -2", "linear 1", "legacy 1.0"] {
            let text = RecordingParser.flourishMagic + "\ncolor-space \(value)\nsamples\n"
            do {
                _ = try RecordingParser.parse(text, file: "bad.flourish")
                Issue.record("'\(value)' was read")
            } catch {
                #expect("\(error)".contains("bad.flourish:2"), "\(error)")
                #expect("\(error)".contains("is not legacy or linear EOTF"), "\(error)")
            }
        }
    }

    @Test("a linear session's recording replays in the linear space to the same pixels; without its header line, in legacy, to others")
    func replaysInItsSpace() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("linear.flourish")
        let session = try makeSession(brush: "classic/charcoal") { $0.colorSpace = .linear }
        let recorder = try SessionRecorder(recording: session, to: path)
        try recorder.append(session.perform(.setColor(Color(r: 200, g: 60, b: 40))))
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 40, 60, startTime: 1)))
        try recorder.append(session.perform(.layer(.add)))
        try recorder.append(session.perform(.layer(.setMode("svg:multiply"))))
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 60, 90, startTime: 2)))
        _ = try recorder.finish()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\ncolor-space linear 2.2\n"))

        let (_, replayed) = try Replay.run(ReplayRequest(recordingPath: path))
        #expect(replayed.colorSpace == .linear)
        #expect(!session.canvas.contents.isEmpty && replayed.canvas.contents == session.canvas.contents)
        // Negative control: the same recording read as one made before the line existed.
        let old = folder.file("old.flourish")
        try text.replacingOccurrences(of: "color-space linear 2.2\n", with: "").write(toFile: old, atomically: true, encoding: .utf8)
        let (_, legacy) = try Replay.run(ReplayRequest(recordingPath: old))
        #expect(legacy.colorSpace == .legacy)
        #expect(legacy.canvas.contents != session.canvas.contents)
    }
}
