import FlourishPaint
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishSessionSetup
import FlourishTestSupport
import Foundation
import Testing

/// Wild samples and brushes through the session, the way the window and `flourish replay`
/// give them.
@Suite("Hostile samples and brushes in a session", .serialized)
struct HostileInputTests {
    func down(_ x: Double, _ y: Double, at time: Double) -> Sample {
        Sample(x: x, y: y, pressure: 0.6, time: time, tool: .pen, buttons: .primary)
    }

    /// A stroke from (100, 100) through `points` to (140, 120), lifted at the end.
    func stroke(through points: [(Double, Double)], startTime: Double = 1) -> [Sample] {
        var samples = [Sample(x: 100, y: 100, pressure: 0, time: startTime, tool: .pen, buttons: [])]
        let all = [(100, 100)] + points + [(140, 120)]
        for (i, (x, y)) in all.enumerated() { samples.append(down(x, y, at: startTime + 0.01 * Double(i + 1))) }
        samples.append(Sample(x: 140, y: 120, pressure: 0, time: startTime + 0.01 * Double(all.count + 1), tool: .pen, buttons: []))
        return samples
    }

    @Test("the fuzz's coordinates are clamped and counted in the changes; the stroke stays one undo step")
    func clampedCounted() throws {
        let session = try makeSession()
        let changes = session.paint(stroke(through: [(1e8, 100), (100, 1e7), (-1e8, -1e8), (1e6, 200)]))
        #expect(changes.clampedSamples == 4)
        #expect(session.engine.clampedSamples == 4)
        #expect(changes.dabs > 0 && changes.dabs < 20_000)
        #expect(session.undoableSteps == 1)
        let again = session.paint(stroke(through: [(300, 200)], startTime: 2))
        #expect(again.clampedSamples == 0, "an in-canvas stroke clamps nothing")
        #expect(session.engine.clampedSamples == 4)
    }

    @Test("window samples that map far off the canvas (a wild tablet or X server) are clamped the same way")
    func windowPathClamped() throws {
        let session = try makeSession(viewport: (512, 384))
        let changes = session.paint(windowSamples: stroke(through: [(2e9, 150), (150, -5e8)]))
        #expect(changes.clampedSamples == 2)
        #expect(!changes.canvas.isEmpty)
    }

    @Test("a recording holding wild samples replays to the same pixels and the same count")
    func recordingReplays() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/wild.flourish"
        let session = try makeSession()
        let recorder = try SessionRecorder(recording: session, to: path)
        try recorder.append(session.paint(stroke(through: [(1e8, 100), (400, 3e7)])))
        try recorder.append(session.paint(stroke(through: [(-1e6, 250)], startTime: 2)))
        try recorder.finish()

        let recording = try RecordingParser.read(path: path)
        let replay = try PaintSession(setup: SessionSetup(recording: recording.settings, file: path))
        for frame in FrameGrouping.byRecordedBatch(recording.events) { replay.paint(frame.samples) }
        #expect(replay.engine.clampedSamples == 3 && session.engine.clampedSamples == 3)
        #expect(replay.canvas.contents == session.canvas.contents)
    }

    /// A copy of classic/pencil with `radius_logarithmic` at `value`, in `folder`.
    func wildPencil(in folder: String, radiusLogarithmic value: String, name: String = "wild.myb") throws -> String {
        let pencil = try String(contentsOfFile: Brush.resolve("classic/pencil"), encoding: .utf8)
        let range = try #require(pencil.range(of: #""radius_logarithmic": \{\s*"base_value": [^,]*,"#, options: .regularExpression))
        let wild = pencil.replacingCharacters(in: range, with: "\"radius_logarithmic\": {\"base_value\": \(value),")
        let path = "\(folder)/\(name)"
        try wild.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test("a brush file out of range is reported once per file and setting, however often it is loaded")
    func brushClampsReportedOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let huge = try wildPencil(in: folder, radiusLogarithmic: "1e308")
        let session = try makeSession(brush: huge)
        #expect(session.brushClamps.map(\.description) == ["\(huge): radius_logarithmic: base_value 1e+308 is outside -2...6; using 6"])
        #expect(abs(session.engine.brush(for: .pen).radius - exp(6)) < 1e-3)
        // Painting with it stays on and near the canvas.
        let changes = session.paint(stroke(through: [(300, 200)]))
        #expect(changes.clampedSamples == 0 && changes.dabs < 10_000)

        let same = session.perform(.loadBrush(path: huge, radius: nil, color: Color(r: 0, g: 0, b: 0)))
        #expect(same.problems.isEmpty, "already reported")
        let other = try wildPencil(in: folder, radiusLogarithmic: "50", name: "other.myb")
        let fresh = session.perform(.loadBrush(path: other, radius: nil, color: Color(r: 0, g: 0, b: 0)))
        #expect(fresh.problems == ["\(other): radius_logarithmic: base_value 50 is outside -2...6; using 6"])
        #expect(session.brushClamps.count == 2)
    }

    @Test("radii from a recording's header, the settings and ] stay within radius_logarithmic's range")
    func radiiClamped() throws {
        var header = RecordingSettings()
        header.radius = 1e9
        header.eraserRadius = 1e300
        var setup = try SessionSetup(recording: header, file: "big.flourish")
        setup.canvasWidth = 256
        setup.canvasHeight = 256
        let session = try PaintSession(setup: setup)
        #expect(abs(session.engine.brush(for: .pen).radius - exp(6)) < 1e-3)
        #expect(abs(session.engine.brush(for: .eraser).radius - exp(6)) < 1e-3)
        session.perform(.brushSmaller)
        let smaller = session.engine.brush(for: .pen).radius
        for _ in 0..<40 { session.perform(.brushBigger) }
        #expect(abs(session.engine.brush(for: .pen).radius - exp(6)) < 1e-3 && smaller < exp(6) - 1)
        #expect(abs((session.currentBrush.radius ?? 0) - exp(6)) < 1e-3, "the slot remembers the clamped radius")
    }
}
