import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishSessionSetup
import FlourishStorage
import FlourishTestSupport
import Foundation
import Testing

/// The recording's edge: the session hands out what to record as values; `SessionRecorder`
/// writes them, and what it wrote replays, through `flourish replay`'s own path, to the pixels
/// the session painted.
@Suite("SessionRecorder")
struct SessionRecorderTests {
    func session() throws -> PaintSession {
        try makeSession(brush: "classic/charcoal", viewport: (512, 384))
    }

    @Test("a session recorded through the recorder replays with `flourish replay` to the same pixels")
    func replaysToTheSamePixels() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("session.flourish")
        let session = try session()
        let recorder = try SessionRecorder(recording: session, to: path)
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 40, 60, startTime: 1)))
        try recorder.append(session.perform(.selectSlot(3)))
        try recorder.append(session.perform(.setColor(Color(r: 200, g: 40, b: 30))))
        try recorder.append(session.recordGesture(.mode(on: true, time: 1.5)))
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 60, 150, startTime: 2)))
        try recorder.append(session.perform(.pan(dx: 30, dy: -20)))  // lifts the brush: recorded
        try recorder.append(session.paint(windowSamples: WaveStroke.pen.samples(from: 100, 250, startTime: 3)))
        try recorder.append(session.perform(.undo))
        try recorder.append(session.perform(.redo))
        try recorder.append(session.perform(.brushBigger))
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 250, 80, startTime: 4, tool: .mouse)))
        #expect(try recorder.finish() == path)

        let (report, replayed) = try Replay.run(ReplayRequest(recordingPath: path))
        #expect(report.frames == session.batchesPainted)
        #expect(!session.canvas.contents.isEmpty)
        #expect(replayed.canvas.contents == session.canvas.contents)
        #expect(try RecordingParser.read(path: path).gestures == [.mode(on: true, time: 1.5)])
        // Negative control: the same file without its last frame replays to other pixels.
        let recording = try RecordingParser.read(path: path)
        let shorter = Replay.frames(of: recording).dropLast()
        let partial = try PaintSession(setup: SessionSetup(recording: recording.settings, file: path))
        Replay.paint(Array(shorter), with: partial)
        #expect(partial.canvas.contents != session.canvas.contents)
    }

    @Test("the changes carry records only between the recorder's start and finish")
    func recordsOnlyWhileRecording() throws {
        let folder = try TemporaryFolder()
        let session = try session()
        #expect(!session.isRecording)
        #expect(session.paint(WaveStroke.pen.samples(from: 40, 60, startTime: 1)).records.isEmpty)
        #expect(session.perform(.clear).records.isEmpty)
        let recorder = try SessionRecorder(recording: session, to: folder.file("r.flourish"))
        #expect(session.isRecording)
        let batch = WaveStroke.pen.samples(from: 40, 100, startTime: 2)
        #expect(session.paint(batch).records == [.samples(batch, batch: 1)], "the frame number counts from the start")
        #expect(session.perform(.undo).records == [.command(.undo, batch: 2)])
        #expect(session.perform(.zoom(steps: 1, aboutX: 0, aboutY: 0)).records == [.command(.liftTools, batch: 2)])
        #expect(session.perform(.resetView).records.isEmpty, "the brush is lifted already; the view is not kept")
        try recorder.finish()
        #expect(!session.isRecording)
        #expect(session.perform(.redo).records.isEmpty)
        #expect(try recorder.finish() == nil, "finished once")
    }

    @Test("a recording that cannot be made throws, naming it, and the session is not recorded")
    func cannotBeMade() throws {
        let session = try session()
        #expect(throws: FileWriteError.self) { _ = try SessionRecorder(recording: session, to: "/nonexistent-folder/r.flourish") }
        #expect(!session.isRecording)
        #expect(session.paint(WaveStroke.pen.samples(from: 40, 60, startTime: 1)).records.isEmpty)
    }
}
