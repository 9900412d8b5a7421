import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishSession

@Suite("Brushes see the view: its zoom and turn reach libmypaint, and the recording keeps them")
struct BrushViewTests {
    /// A stroke across the middle of a 512x384 window, in window pixels.
    func windowStroke(startTime: Double) -> [Sample] {
        WaveStroke.pen.samples(from: 120, 190, startTime: startTime).map { var s = $0; (s.x, s.y) = (s.x + 100, s.y); return s }
    }

    @Test("turned 90 degrees and zoomed, a calligraphy stroke replays to the same pixels; without the view records it would not")
    func replayKeepsTheBrushView() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("view.flourish")
        let session = try makeSession(brush: "classic/calligraphy", viewport: (512, 384))
        let recorder = try SessionRecorder(recording: session, to: path)
        try recorder.append(session.perform(.rotateView(degrees: 90, aboutX: 256, aboutY: 192)))
        try recorder.append(session.perform(.zoom(steps: 2, aboutX: 256, aboutY: 192)))
        try recorder.append(session.paint(windowSamples: windowStroke(startTime: 0)))
        #expect(abs(session.engine.viewRotation - .pi / 2) < 1e-12, "the brush does not see the turn: \(session.engine.viewRotation)")
        #expect(session.engine.viewZoom == session.view.zoom)
        try recorder.finish()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\nv 0 "), "the brush's view was not recorded")
        let replayed = try makeSession(brush: "classic/calligraphy")
        Replay.paint(Replay.frames(of: try RecordingParser.read(path: path)), with: replayed)
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        // The negative control: the same recording without its view records paints otherwise,
        // so the brush's view is what the replay needed.
        let stripped = folder.file("stripped.flourish")
        try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("v ") }
            .joined(separator: "\n").write(toFile: stripped, atomically: true, encoding: .utf8)
        let blind = try makeSession(brush: "classic/calligraphy")
        Replay.paint(Replay.frames(of: try RecordingParser.read(path: stripped)), with: blind)
        #expect(!differingTiles(blind.canvas.contents, session.canvas.contents).isEmpty)
    }

    @Test("a view record reads back; a bad one is named with its line")
    func records() throws {
        let good = RecordingParser.flourishMagic + "\nsamples\nv 3 2.5 -1.25\n"
        let recording = try RecordingParser.parse(good, file: "v.flourish")
        #expect(recording.events == [.command(.setBrushView(zoom: 2.5, rotation: -1.25), batch: 3)])
        #expect(FlourishFormat.line(for: .setBrushView(zoom: 2.5, rotation: -1.25), batch: 3) == "v 3 2.5 -1.25\n")
        for (line, reason) in [("v 0 0 0", "view zoom 0 is not in (0, 1024]"), ("v 0 1 7", "view rotation 7 is not in"), ("v 0 1", "brush view needs three fields")] {
            let text = RecordingParser.flourishMagic + "\nsamples\n" + line + "\n"
            do {
                _ = try RecordingParser.parse(text, file: "bad.flourish")
                Issue.record("\(line) was read")
            } catch {
                #expect("\(error)".contains("bad.flourish:3") && "\(error)".contains(reason), "\(error)")
            }
        }
    }
}
