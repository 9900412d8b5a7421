import FlourishDocuments
import FlourishImage
import FlourishPaint
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishSessionSetup
import FlourishTestSupport
import Foundation
import Testing

@Suite("Session commands and what they report")
struct SessionCommandTests {
    @Test("window samples are mapped through the view: a zoomed-in stroke lands at the canvas point under it")
    func samplesFollowTheView() throws {
        let session = try makeSession(width: 1024, height: 1024, viewport: (512, 512)) { $0.startZoom = .fit }
        session.perform(.zoom(steps: 4, aboutX: 0, aboutY: 0))  // 2x from fit 0.5: 1:1
        session.perform(.zoom(steps: 4, aboutX: 0, aboutY: 0))  // 2x
        #expect(session.view.zoom == 2)
        session.perform(.pan(dx: -200, dy: -100))
        let window = WaveStroke.pen.samples(from: 100, 150, length: 100, startTime: 1)
        session.paint(windowSamples: window)
        // Window (x, y) is canvas ((x + 200) / 2, (y + 100) / 2).
        let expected = WaveStroke.pen.samples(from: 150, 125, length: 50, startTime: 1)
        let reference = try makeSession(width: 1024, height: 1024)
        var placed = expected
        for i in placed.indices { placed[i].y = 125 + (window[i].y - 150) / 2 }
        reference.paint(placed)
        #expect(session.canvas.contents == reference.canvas.contents)
        // Negative control: the same window samples as canvas samples land elsewhere.
        let unmapped = try makeSession(width: 1024, height: 1024)
        unmapped.paint(window)
        #expect(unmapped.canvas.contents != session.canvas.contents)
    }

    @Test("a view change lifts the brush: the next stroke does not start with a line from the old spot")
    func viewChangeLifts() throws {
        let session = try makeSession(width: 1024, height: 1024, viewport: (1024, 1024))
        let hover = Sample(x: 100, y: 100, pressure: 0, time: 1, tool: .mouse, buttons: [])
        session.paint(windowSamples: [hover])
        let changes = session.perform(.pan(dx: -400, dy: -400))
        #expect(changes.viewChanged)
        // The mouse did not move; the canvas did: the click lands at canvas (500, 500), far
        // from (100, 100) where the brush last was.
        let point = session.view.canvasPoint(windowX: 100, windowY: 100)
        let press = [
            Sample(x: 100, y: 100, pressure: 0.5, time: 1.01, tool: .mouse, buttons: .primary),
            Sample(x: 104, y: 100, pressure: 0.5, time: 1.02, tool: .mouse, buttons: .primary),
            Sample(x: 104, y: 100, pressure: 0, time: 1.03, tool: .mouse, buttons: []),
        ]
        session.paint(windowSamples: press)
        let painted = session.canvas.allocatedTiles
        #expect(!painted.isEmpty)
        let reach = 64.0
        for tile in painted {
            let x = Double(tile.x) * 64 + 32
            let y = Double(tile.y) * 64 + 32
            #expect(abs(x - point.x) < reach + 32 && abs(y - point.y) < reach + 32, "paint at tile \(tile), far from \(point)")
        }
    }

    @Test("the document is dirty after paint, clean after a save, dirty after undo, clean again after redo")
    func documentDirty() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try makeSession()
        #expect(!session.isDocumentDirty)
        #expect(session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1)).documentDirty)
        let saved = session.perform(.save(path: "\(folder)/a.png"))
        #expect(saved.documentDirty, "asked for, a save is not written yet")
        #expect(SessionSaver.carryOut(saved, for: session) == .saved(path: "\(folder)/a.png"))
        #expect(!session.isDocumentDirty)
        #expect(session.perform(.undo).documentDirty)
        #expect(!session.perform(.redo).documentDirty)
        #expect(!session.perform(.zoom(steps: 1, aboutX: 0, aboutY: 0)).documentDirty, "the view is not the painting")
        // A PNG holds what was painted: the painted tiles' box, not the 512x384 canvas.
        let image = try PNGFile.read("\(folder)/a.png")
        let bounds = try #require(session.canvas.paintedBounds)
        #expect(image.width == bounds.width && image.height == bounds.height)
        #expect(image.width < 512 && image.height < 384)
        #expect(session.documentPath == "\(folder)/a.png", "the file saved to is the painting's file")
        #expect(image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 })
    }

    @Test("a save that cannot be written says why and leaves the document dirty")
    func failedSave() throws {
        let session = try makeSession()
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        let changes = session.perform(.save(path: "/nonexistent-folder/x.png"))
        let outcome = SessionSaver.carryOut(changes, for: session)
        guard case .failed(let reason)? = outcome else {
            Issue.record("the save did not fail: \(String(describing: outcome))")
            return
        }
        #expect(reason.contains("/nonexistent-folder/x.png"))
        #expect(changes.documentDirty)
        #expect(session.isDocumentDirty && session.documentPath == nil)
    }

    @Test("brush bigger and smaller scale every brush; each is the other's inverse")
    func brushSize() throws {
        let session = try makeSession()
        let pen = session.engine.brush(for: .pen).radius
        let eraser = session.engine.brush(for: .eraser).radius
        #expect(session.perform(.brushBigger).brushChanged)
        #expect(abs(session.engine.brush(for: .pen).radius - pen * 1.25) < 1e-4)
        #expect(abs(session.engine.brush(for: .eraser).radius - eraser * 1.25) < 1e-4)
        session.perform(.brushSmaller)
        #expect(abs(session.engine.brush(for: .pen).radius - pen) < 1e-4)
    }

    @Test("a recording of a session with undo, redo, clear and resizing replays to the same pixels")
    func recordingReplays() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/session.flourish"
        let session = try makeSession(brush: "classic/charcoal")
        let recorder = try SessionRecorder(recording: session, to: path)
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1)))
        try recorder.append(session.perform(.brushBigger))
        let second = WaveStroke.pen.samples(from: 80, 200, startTime: 2)
        try recorder.append(session.paint(Array(second[..<15])))
        try recorder.append(session.perform(.undo))  // waits for the stroke's end
        try recorder.append(session.paint(Array(second[15...])))
        try recorder.append(session.perform(.redo))
        try recorder.append(session.perform(.clear))
        try recorder.append(session.perform(.undo))
        try recorder.append(session.perform(.zoom(steps: 2, aboutX: 10, aboutY: 10)))
        try recorder.append(session.paint(windowSamples: WaveStroke.pen.samples(from: 200, 100, startTime: 3)))
        try recorder.append(session.perform(.undo))
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 300, 300, startTime: 4)))
        #expect(try recorder.finish() == path)

        let recording = try RecordingParser.read(path: path)
        let commands = recording.events.compactMap { event -> RecordedCommand? in
            if case .command(let command, _) = event { command } else { nil }
        }
        #expect(commands.contains(.undo) && commands.contains(.redo) && commands.contains(.clear))
        #expect(commands.contains(.liftTools) && commands.contains(.scaleBrush(1.25)))

        let replay = try PaintSession(setup: SessionSetup(recording: recording.settings, file: path))
        for frame in FrameGrouping.byRecordedBatch(recording.events) {
            for command in frame.commands {
                switch command {
                case .clear: replay.perform(.clear)
                case .undo: replay.perform(.undo)
                case .redo: replay.perform(.redo)
                case .liftTools: replay.perform(.liftTools)
                case .scaleBrush(let factor): replay.perform(.scaleBrush(by: factor))
                // The zoom before the window stroke: what the brush saw (see BrushViewTests).
                case .setBrushView(let zoom, let rotation): replay.perform(.setBrushView(zoom: zoom, rotation: rotation))
                default: Issue.record("unexpected \(command)")
                }
            }
            replay.paint(frame.samples)
        }
        #expect(replay.canvas.contents == session.canvas.contents)
        #expect(replay.undoableSteps == session.undoableSteps)
    }

    @Test("a recording's header sets up the session; a bad colour names the file")
    func setupFromHeader() throws {
        var header = RecordingSettings()
        header.brush = "classic/charcoal"
        header.radius = 3.5
        header.color = "#102030"
        header.canvasWidth = 640
        header.canvasHeight = 480
        let setup = try SessionSetup(recording: header, file: "x.flourish")
        #expect(setup.brush == "classic/charcoal" && setup.brushRadius == 3.5)
        #expect(setup.color == Color(r: 0x10, g: 0x20, b: 0x30))
        #expect(setup.canvasWidth == 640 && setup.canvasHeight == 480)
        header.color = "blue"
        #expect(throws: SetupError.self) { try SessionSetup(recording: header, file: "x.flourish") }
        do {
            _ = try SessionSetup(recording: header, file: "x.flourish")
        } catch {
            #expect(error.description.contains("x.flourish") && error.description.contains("blue"))
        }
    }
}

@Suite("Gesture ink in a session's recording")
struct SessionGestureRecordingTests {
    @Test("gesture records go into the recording in order with the next frame's number, and nothing is painted")
    func recordsWithoutPainting() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/session.rec"
        let session = try makeSession()
        let recorder = try SessionRecorder(recording: session, to: path)
        let ink = WaveStroke.pen.samples(from: 50, 50, startTime: 1)
        #expect(throws: Never.self) { try recorder.append(session.recordGesture(.mode(on: true, time: 0.5))) }
        for sample in ink { #expect(throws: Never.self) { try recorder.append(session.recordGesture(.ink(sample))) } }
        #expect(session.canvas.allocatedTiles.isEmpty, "gesture ink painted")
        #expect(session.undoableSteps == 0)
        try recorder.append(session.paint(windowSamples: WaveStroke.pen.samples(from: 50, 200, startTime: 2, tool: .mouse)))
        #expect(throws: Never.self) { try recorder.append(session.recordGesture(.mode(on: false, time: 3))) }
        try recorder.finish()

        let recording = try RecordingParser.read(path: path)
        #expect(recording.gestures == [.mode(on: true, time: 0.5)] + ink.map { .ink($0) } + [.mode(on: false, time: 3)])
        let batches = recording.events.compactMap { event -> Int?? in
            if case .gesture(_, let batch) = event { batch } else { nil }
        }
        #expect(batches.first == 0 && batches.last == 1, "\(batches)")
        #expect(recording.samples.allSatisfy { $0.tool == .mouse })
        // Negative control: without a recording, recording a gesture is a no-op, not an error.
        let unrecorded = try makeSession()
        #expect(unrecorded.recordGesture(.mode(on: true, time: 0)).records.isEmpty)
    }
}
