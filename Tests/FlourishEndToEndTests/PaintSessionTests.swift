import FlourishFrameStats
import FlourishImage
import FlourishRecording
import FlourishSamples
import FlourishVirtualPen
import Foundation
import Testing

/// The drag every painting test makes, in window pixels (the window shows the canvas 1:1, so
/// these are canvas pixels too): a diagonal down-right, then a horizontal run. Both legs are
/// whole multiples of 5 px along 3-4-5 directions, so the 5 px steps land on whole pixels.
let dragPath = Polyline([Point(x: 50, y: 60), Point(x: 170, y: 220), Point(x: 340, y: 220)])

/// What one scripted session left behind.
struct SessionOutcome {
    var canvas: RGBAImage
    var recording: Recording
    var report: RunReport
    var folder: String
    var stdout: [String]
}

/// The points xdotool moves the pointer to along `path`, 5 px apart, in whole pixels.
func dragStops(_ path: Polyline) -> [Point] {
    stride(from: 0.0, through: path.length, by: 5).map { path.point(atArcLength: $0) }
        .map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }
}

/// Stops no sample landed on (within half a pixel): motion that never reached the app.
func missedStops(_ stops: [Point], in samples: [Sample]) -> [Point] {
    stops.filter { stop in !samples.contains { Point(x: $0.x, y: $0.y).distance(to: stop) <= 0.5 } }
}

/// How the pointer travels the path.
enum Gesture {
    /// Left button held from the first point to the last.
    case drag
    /// No button: the pointer only hovers along the path.
    case hover
}

/// Starts Xvfb and the app, moves the real pointer along `path` with xdotool in 5 px steps,
/// saves with Ctrl+S, quits with Ctrl+Q, and reads back the canvas and the recording.
/// Every process is killed on the way out, whatever happens.
func runScriptedSession(_ gesture: Gesture, along path: Polyline, input: String = "auto") async throws
    -> SessionOutcome
{
    let folder = try EndToEnd.temporaryFolder()
    do {
        return try await runScriptedSession(gesture, along: path, input: input, in: folder)
    } catch {
        throw HarnessError("\(error)\n(the session's files are kept in \(folder))")
    }
}

private func runScriptedSession(
    _ gesture: Gesture, along path: Polyline, input: String, in folder: String
) async throws -> SessionOutcome {
    let display = try await XvfbServer.start()
    defer { display.stop() }
    let app = try FlourishApp(on: display, folder: folder, extra: ["--input", input])
    defer { app.stop() }
    try await app.waitForLine(startingWith: "flourish: ready")

    // The ready line names SDL's window id, not X's: find the window by its title.
    let xdo = try XDoTool(display: display)
    let window = try await xdo.window(titled: "Flourish")

    func moveTo(_ p: Point) -> [String] {
        ["mousemove", "--window", window, "\(Int(p.x.rounded()))", "\(Int(p.y.rounded()))", "sleep", "0.01"]
    }
    let stops = dragStops(path)
    var script = moveTo(path.vertices[0]) + ["sleep", "0.2"]
    if gesture == .drag { script += ["mousedown", "1", "sleep", "0.05"] }
    for stop in stops.dropFirst() { script += moveTo(stop) }
    if gesture == .drag { script += ["sleep", "0.05", "mouseup", "1"] }
    try await xdo.run(script, timeout: 30)

    // Keys go to the window with XSendEvent; focusing it too keeps SDL's keyboard focus on it.
    _ = await xdo.runIgnoringFailure(["windowfocus", window])
    try await xdo.run(["key", "--window", window, "ctrl+s"])
    try await app.waitForLine(startingWith: "flourish: saved \(app.canvasPath)")
    await xdo.pressQuit(in: window)
    try await app.waitForExit(timeout: 20)

    let canvas = try PNGFile.read(app.canvasPath)
    let recording = try RecordingParser.read(path: app.recordingPath)
    let report = try RunReport.read(from: app.statsPath)
    return SessionOutcome(
        canvas: canvas, recording: recording, report: report, folder: folder, stdout: app.child.stdout.lines)
}

/// Real X server, real app, real pointer: the whole path from an X event to a PNG.
///
/// Needs Xvfb, xdotool and xdpyinfo; `.ci/run` installs them (apt: xvfb xdotool x11-utils).
/// Without them the suite is skipped, not failed: the condition is computed at run time so a
/// bare machine still runs every other test.
@Suite(
    "Flourish under Xvfb, driven by xdotool", .serialized,
    .enabled(
        if: EndToEnd.toolsAvailable,
        "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct PaintSessionTests {
    /// Both input paths: XInput2 (the default on X11) and SDL's mouse events.
    @Test("a drag paints along its path and nowhere else", arguments: ["auto", "mouse"])
    func strokeFollowsTheDrag(input: String) async throws {
        let outcome = try await runScriptedSession(.drag, along: dragPath, input: input)
        defer { try? FileManager.default.removeItem(atPath: outcome.folder) }
        let canvas = outcome.canvas
        #expect(canvas.width == 400 && canvas.height == 300, "the PNG is the canvas, not the window")

        // (a) Paint all along the inside of the path (the brush lags and tapers at the ends).
        let interior = dragPath.interiorPoints(step: 2, trim: 15)
        let gaps = StrokeCheck.uncoveredPoints(along: dragPath, in: canvas)
        #expect(interior.count > 100)
        #expect(gaps.isEmpty, "no paint within 3 px of \(gaps.count) of \(interior.count) points: \(gaps.prefix(10))")

        // (b) No paint farther than 12 px from the path.
        let painted = StrokeCheck.paintedPixels(canvas)
        let strays = StrokeCheck.strayPixels(in: canvas, farFrom: dragPath, tolerance: 12)
        #expect(strays.isEmpty, "\(strays.count) painted pixels are over 12 px from \(dragPath): \(strays.prefix(10))")

        // (c) A plausible amount: at least one pixel per pixel of path, at most the 12 px band.
        let band = Int(dragPath.length * 24)
        #expect(painted.count >= Int(dragPath.length), "only \(painted.count) pixels painted")
        #expect(painted.count <= band, "\(painted.count) pixels painted, more than the \(band) px band holds")

        // The checker can fail: against the same shape 100 px lower, this paint is in the
        // wrong place and the path is bare.
        let elsewhere = dragPath.shifted(dx: 0, dy: 100)
        let farFromElsewhere = StrokeCheck.strayPixels(in: canvas, farFrom: elsewhere, tolerance: 12)
        let bareElsewhere = StrokeCheck.uncoveredPoints(along: elsewhere, in: canvas)
        #expect(farFromElsewhere.count > painted.count / 2, "the stray check passed paint 100 px off the path")
        #expect(
            bareElsewhere.count > elsewhere.interiorPoints(step: 2, trim: 15).count / 2,
            "the coverage check found paint along a path nobody dragged")
    }

    /// On SDL's mouse path: xdotool hovers by warping the pointer, which makes events for the
    /// master device only, and the XInput2 path reads slave devices (real hardware); hover on
    /// that path is covered with the virtual pen.
    @Test("moving the pointer with no button down paints nothing")
    func hoverPaintsNothing() async throws {
        let outcome = try await runScriptedSession(.hover, along: dragPath, input: "mouse")
        defer { try? FileManager.default.removeItem(atPath: outcome.folder) }
        let canvas = outcome.canvas
        #expect(canvas.width == 400 && canvas.height == 300)
        let painted = StrokeCheck.paintedPixels(canvas)
        #expect(painted.isEmpty, "\(painted.count) pixels painted by hovering: \(painted.prefix(10))")

        // The control means something only if the motion reached the app: a hover sample
        // (no button, no pressure) at every point the pointer was moved to, and the recording
        // holds every sample the app took in.
        let samples = outcome.recording.samples
        let missed = missedStops(dragStops(dragPath), in: samples)
        #expect(missed.isEmpty, "no sample at \(missed.count) of the pointer's stops: \(missed.prefix(5))")
        #expect(UInt64(samples.count) == outcome.report.samplesDelivered, "\(samples.count) recorded of \(outcome.report.samplesDelivered) delivered")
        #expect(samples.allSatisfy { !$0.isDown && $0.pressure == 0 }, "a hover sample had the button down")
        let end = dragPath.vertices[dragPath.vertices.count - 1]
        #expect(
            samples.contains { Point(x: $0.x, y: $0.y).distance(to: end) <= 2 },
            "no sample reached the end of the path \(end)")
    }

    @Test("the session's recording replays to the same pixels")
    func replayMatchesLiveSession() async throws {
        let outcome = try await runScriptedSession(.drag, along: dragPath)
        defer { try? FileManager.default.removeItem(atPath: outcome.folder) }

        // The app committed its recording at quit...
        #expect(outcome.stdout.contains { $0.hasPrefix("flourish: recorded ") }, "\(outcome.stdout)")
        // ...and it holds the drag, in batch order, starting where the button went down.
        let recording = outcome.recording
        #expect(recording.format == .flourish)
        #expect(recording.settings.canvasWidth == 400 && recording.settings.canvasHeight == 300)
        let samples = recording.samples
        let missed = missedStops(dragStops(dragPath), in: samples)
        #expect(missed.isEmpty, "no sample at \(missed.count) of the pointer's stops: \(missed.prefix(5))")
        #expect(UInt64(samples.count) == outcome.report.samplesDelivered)
        let firstDown = try #require(samples.first { $0.buttons.contains(.primary) }, "no sample with the button down")
        let start = dragPath.vertices[0]
        #expect(
            Point(x: firstDown.x, y: firstDown.y).distance(to: start) <= 2,
            "first down sample at (\(firstDown.x), \(firstDown.y)), drag started at \(start)")
        let batches = recording.events.map { event -> Int? in
            switch event {
            case .sample(_, let batch), .command(_, let batch), .gesture(_, let batch): batch
            }
        }
        #expect(batches.allSatisfy { $0 != nil }, "a Flourish recording numbers every batch")
        let numbers = batches.compactMap { $0 }
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 <= $1 }, "batches go backwards")

        // Replayed in its recorded batches, it reaches the saved canvas exactly.
        let replayed = "\(outcome.folder)/replayed.png"
        let result = try await runCommand(
            try EndToEnd.flourishBinary(), ["replay", "\(outcome.folder)/session.rec", "--out", replayed, "--full-canvas"],
            environment: ProcessInfo.processInfo.environment, timeout: 120)
        try #require(result.status == 0, "replay failed: \(result.stdout)\(result.stderr)")
        let image = try PNGFile.read(replayed)
        #expect(image.width == outcome.canvas.width && image.height == outcome.canvas.height)
        let differing = zip(image.pixels, outcome.canvas.pixels).enumerated()
            .filter { $0.element.0 != $0.element.1 }.map { $0.offset / 4 }
        #expect(image == outcome.canvas, "replay differs from the live canvas in \(Set(differing).count) pixels")
    }

    @Test("an idle app draws no frames")
    func idleAppDrawsNoFrames() async throws {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Park the pointer outside where the window will open, so no hover reaches it.
        try await XDoTool(display: display).run(["mousemove", "5", "5"])

        let app = try FlourishApp(on: display, folder: folder, extra: ["--quit-after", "5"])
        defer { app.stop() }
        try await app.waitForLine(startingWith: "flourish: ready")
        try await app.waitForExit(timeout: 30)

        let report = try RunReport.read(from: app.statsPath)
        let starts = report.frames.map(\.start)
        // The ready line is printed after the first frame, so that frame marks "ready".
        let readyAt = try #require(starts.first, "no frame at all\n\(app.child.transcript)")
        let late = starts.filter { $0 > readyAt + 1 }
        #expect(late.isEmpty, "frames with nothing to draw, at \(late) s (ready at \(readyAt) s)")
    }
}

/// The stroke checker on hand-made images: it must be able to fail, or its passes mean nothing.
@Suite("stroke checker")
struct StrokeCheckTests {
    /// A transparent canvas with an opaque 3 px wide line drawn along `path`.
    func canvas(with path: Polyline, width: Int = 400, height: Int = 300) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
        for y in 0..<height {
            for x in 0..<width where path.distance(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) <= 1.5 {
                image.pixels[(y * width + x) * 4 + 3] = 255
            }
        }
        return image
    }

    @Test func aLineAlongThePathPasses() {
        let image = canvas(with: dragPath)
        #expect(StrokeCheck.uncoveredPoints(along: dragPath, in: image).isEmpty)
        #expect(StrokeCheck.strayPixels(in: image, farFrom: dragPath).isEmpty)
    }

    @Test func aStrayDabIsCaught() {
        var image = canvas(with: dragPath)
        image.pixels[(20 * 400 + 380) * 4 + 3] = 1
        let strays = StrokeCheck.strayPixels(in: image, farFrom: dragPath)
        #expect(strays.count == 1)
        #expect(strays.first.map { $0.x == 380 && $0.y == 20 } == true)
    }

    @Test func aGapIsCaught() {
        var image = canvas(with: dragPath)
        // Erase everything near the corner.
        let corner = dragPath.vertices[1]
        for y in 0..<image.height {
            for x in 0..<image.width
            where Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: corner) < 20 {
                image.pixels[(y * image.width + x) * 4 + 3] = 0
            }
        }
        let gaps = StrokeCheck.uncoveredPoints(along: dragPath, in: image)
        #expect(!gaps.isEmpty)
        #expect(gaps.allSatisfy { $0.distance(to: corner) < 20 })
    }

    @Test func aShiftedPathFailsBothChecks() {
        let image = canvas(with: dragPath)
        let elsewhere = dragPath.shifted(dx: 0, dy: 100)
        #expect(!StrokeCheck.strayPixels(in: image, farFrom: elsewhere).isEmpty)
        #expect(!StrokeCheck.uncoveredPoints(along: elsewhere, in: image).isEmpty)
    }

    @Test func anEmptyCanvasHasNoPaint() {
        let image = RGBAImage(width: 40, height: 30, pixels: [UInt8](repeating: 0, count: 40 * 30 * 4))
        #expect(StrokeCheck.paintedPixels(image).isEmpty)
        let across = Polyline([Point(x: 0, y: 15), Point(x: 40, y: 15)])
        #expect(!StrokeCheck.uncoveredPoints(along: across, in: image, trim: 5).isEmpty)
    }
}
