import FlourishImage
import FlourishRecording
import FlourishVirtualPen
import Foundation
import Testing

/// The gesture ink's colour on screen (GestureInkLayer.inkColor): never in a painting made
/// here, so counting it finds the ink layer and nothing else.
let gestureInkRGB: (UInt8, UInt8, UInt8) = (40, 110, 255)

/// Pixels of exactly `rgb` in `image`.
func pixels(of rgb: (UInt8, UInt8, UInt8), in image: RGBAImage) -> Int {
    var count = 0
    for i in stride(from: 0, to: image.pixels.count, by: 4)
    where image.pixels[i] == rgb.0 && image.pixels[i + 1] == rgb.1 && image.pixels[i + 2] == rgb.2 {
        count += 1
    }
    return count
}

@Suite(
    "Gestures: the mouse keeps painting in gesture mode", .serialized,
    .enabled(
        if: EndToEnd.toolsAvailable,
        "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct MouseInGestureModeTests {
    @Test("after key G the title says gesture mode and a mouse drag paints along its path")
    func mousePaintsInGestureMode() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        // Negative control: nothing is painted before the drag, so paint found after it is
        // the drag's.
        let before = try await session.save()
        #expect(StrokeCheck.paintedPixels(before).isEmpty)
        try await session.key("g")
        try await session.waitForLines(startingWith: "flourish: gesture mode: on", count: 1)
        let title = try await session.xdo.title(of: session.window)
        #expect(title.contains("gesture mode"), "title: \(title)")
        let path = Polyline([Point(x: 60, y: 150), Point(x: 340, y: 150)])
        try await session.drag(path)
        let after = try await session.save()
        let gaps = StrokeCheck.uncoveredPoints(along: path, in: after)
        #expect(gaps.isEmpty, "no paint near \(gaps.count) points of the drag: \(gaps.prefix(5))")
        #expect(StrokeCheck.paintedPixels(after).count >= Int(path.length))
        #expect(!session.app.child.stdout.lines.contains { $0.hasPrefix("flourish: gesture: ") }, "the mouse made gesture ink")
        try await session.quit()
    }
}

@Suite(
    "Gestures with the virtual pen on Xorg", .serialized,
    .enabled(
        if: TabletTools.available,
        "needs Xorg with the dummy and inputtest drivers, xinput and xdotool (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
    ))
struct PenGestureTests {
    /// A pen session whose every frame is captured into a folder of its own.
    static func start() async throws -> (TabletSession, frames: String) {
        let frames = try EndToEnd.temporaryFolder()
        let session = try await TabletSession.start(extra: ["--capture", frames, "--capture-frames", "100000"])
        return (session, frames)
    }

    /// Ctrl+S; waits for the `count`th save and reads the canvas.
    static func save(_ session: TabletSession, count: Int) async throws -> RGBAImage {
        _ = await session.xdo.runIgnoringFailure(["windowfocus", session.window])
        try await session.xdo.run(["key", "--window", session.window, "ctrl+s"])
        let saved = await waitUntil(timeout: 20) {
            session.app.child.stdout.lines.filter { $0.hasPrefix("flourish: saved ") }.count >= count
        }
        guard saved else { throw HarnessError("no save \(count)\n\(session.app.child.transcript)") }
        return try PNGFile.read(session.app.canvasPath)
    }

    static func capturedPaths(_ session: TabletSession) -> [String] {
        session.app.child.stdout.lines.filter { $0.hasPrefix("flourish: captured ") }
            .map { String($0.dropFirst("flourish: captured ".count)) }
    }

    /// The last frame once no new one came for `quiet` seconds, and how many came before it
    /// (both waits scaled, as every wait of the harness is).
    static func settledFrame(_ session: TabletSession, quiet: Double = 0.8) async throws -> (RGBAImage, Int) {
        let quiet = quiet * EndToEnd.timeoutScale
        var count = capturedPaths(session).count
        var stableSince = monotonicNow()
        let deadline = scaledDeadline(after: 20)
        while monotonicNow() - stableSince < quiet {
            guard monotonicNow() < deadline else { throw HarnessError("the app never stopped drawing") }
            try await Task.sleep(for: .milliseconds(50))
            let now = capturedPaths(session).count
            if now != count {
                count = now
                stableSince = monotonicNow()
            }
        }
        let paths = capturedPaths(session)
        guard let last = paths.last else { throw HarnessError("no frame captured") }
        return (try PNGFile.read(last), paths.count)
    }

    /// Ctrl+Q, then `flourish gestures` on the session's recording: its lines, and the recording.
    static func quitAndReadGestures(_ session: TabletSession) async throws -> ([String], Recording) {
        await session.xdo.pressQuit(in: session.window)
        try await session.app.waitForExit(timeout: 20)
        let recording = try RecordingParser.read(path: session.app.recordingPath)
        let result = try await runCommand(
            try EndToEnd.flourishBinary(), ["gestures", session.app.recordingPath],
            environment: ProcessInfo.processInfo.environment, timeout: 60)
        try #require(result.status == 0, "flourish gestures failed: \(result.stderr)")
        return (result.stdout.split(separator: "\n").map(String.init), recording)
    }

    /// The pen hovers onto window point `p` and stays, so XInput2 heard from it last: the app
    /// brings in what its reader has not read yet before it takes SDL's copy of the side
    /// button's press (a middle click, which pans unless the pen made it), so nothing is
    /// waited for here.
    static func hover(_ session: TabletSession, _ stylus: VirtualPointerDevice, at p: Point) throws {
        let v = session.valuators(x: p.x, y: p.y)
        try stylus.motion(x: v.x, y: v.y, pressure: 0)
        try stylus.sync()
    }

    @Test("a stroke with the side button held shows as ink, is judged, and leaves the canvas as it was; without the button the same stroke paints")
    func sideButtonStrokeDoesNotPaint() async throws {
        let (session, frames) = try await Self.start()
        defer {
            session.stop()
            try? FileManager.default.removeItem(atPath: frames)
        }
        let stylus = try session.server.device(.stylus)
        let a = Point(x: 80, y: 120)
        let b = Point(x: 300, y: 180)
        let path = Polyline([a, b])

        try Self.hover(session, stylus, at: a)
        let start = session.valuators(x: a.x, y: a.y)
        let end = session.valuators(x: b.x, y: b.y)
        try stylus.button(2, pressed: true, x: start.x, y: start.y, pressure: 0)
        try stylus.sync()
        let framesBefore = Self.capturedPaths(session).count
        try session.stroke(stylus, from: a, to: b, steps: 60, pressure: 600)
        try stylus.button(2, pressed: false, x: end.x, y: end.y, pressure: 0)
        try stylus.sync()
        // Whatever the model reads in a straight slash (low confidence, from the shipped one).
        let verdict = try await session.app.waitForLine(startingWith: "flourish: gesture: ")
        let (settled, framesAfter) = try await Self.settledFrame(session)

        // The ink was on screen while it was written, and is gone once its group was judged.
        let inkFrames = Self.capturedPaths(session)[framesBefore..<framesAfter]
        let mostInk = try inkFrames.map { pixels(of: gestureInkRGB, in: try PNGFile.read($0)) }.max() ?? 0
        #expect(mostInk > Int(path.length), "at most \(mostInk) ink pixels on screen for a \(Int(path.length)) px stroke")
        #expect(pixels(of: gestureInkRGB, in: settled) == 0, "ink stayed on screen")
        let ignored = try await Self.save(session, count: 1)
        #expect(StrokeCheck.paintedPixels(ignored).isEmpty, "the gesture stroke painted")

        // Negative control: the same stroke without the button paints, so the check above
        // would have seen paint.
        try session.stroke(stylus, from: a, to: b, steps: 60, pressure: 600)
        let painted = try await Self.save(session, count: 2)
        let gaps = StrokeCheck.uncoveredPoints(along: path, in: painted)
        #expect(gaps.isEmpty, "the plain stroke left \(gaps.count) points bare")
        let judged = session.app.child.stdout.lines.filter { $0.hasPrefix("flourish: gesture: ") }
        #expect(judged.count == 1, "\(judged)")

        // The recording kept the gesture ink apart from the paint, and replays it to the
        // same decision, with the stroke's box.
        let (lines, recording) = try await Self.quitAndReadGestures(session)
        #expect(recording.gestures.count >= 60, "\(recording.gestures.count) gesture records")
        #expect(recording.samples.filter { $0.tool == .pen && $0.isDown }.count >= 50, "the plain stroke was not recorded")
        try #require(lines.count == 1, "\(lines)")
        // The same verdict as the window's: "gesture: reject low-confidence 0.73 box …" there,
        // "reject low-confidence 0.73 0.750 box …" here.
        let windowVerdict = verdict.dropFirst("flourish: gesture: ".count).split(separator: " ").prefix { $0 != "box" }
        #expect(lines[0].split(separator: " ").starts(with: windowVerdict), "window: \(verdict), replay: \(lines[0])")
        let box = lines[0].split(separator: " ").suffix(4).compactMap { Double($0) }
        // The release at `b` carries no ink: the last inked point is the stroke's 59th of 60 steps.
        let expected = [a.x, a.y, a.x + (b.x - a.x) * 59 / 60, a.y + (b.y - a.y) * 59 / 60]
        #expect(box.count == 4, "\(lines[0])")
        #expect(zip(box, expected).allSatisfy { abs($0 - $1) <= 1 }, "box \(box), ink from \(expected)")
    }

    @Test("a pen tap in gesture mode, or with the side button held, pops confetti at the tap, then the screen looks as before; nothing is painted",
          arguments: ["gesture mode", "side button"])
    func tapPopsConfetti(route: String) async throws {
        let (session, frames) = try await Self.start()
        defer {
            session.stop()
            try? FileManager.default.removeItem(atPath: frames)
        }
        let stylus = try session.server.device(.stylus)
        let byButton = route == "side button"
        if !byButton {
            _ = await session.xdo.runIgnoringFailure(["windowfocus", session.window])
            try await session.xdo.run(["key", "--window", session.window, "g"])
            _ = try await session.app.waitForLine(startingWith: "flourish: gesture mode: on")
        }
        let p = Point(x: 200, y: 150)
        try Self.hover(session, stylus, at: p)
        let v = session.valuators(x: p.x, y: p.y)
        if byButton {
            try stylus.button(2, pressed: true, x: v.x, y: v.y, pressure: 0)
            try stylus.sync()
        }
        let (before, framesBefore) = try await Self.settledFrame(session)

        // Pressed and lifted back to back: a tap however slowly this machine sends them (the
        // tap's length limit is checked on an injected clock in `TapLengthTests`).
        try stylus.button(1, pressed: true, x: v.x, y: v.y, pressure: 500)
        try stylus.button(1, pressed: false, x: v.x, y: v.y, pressure: 0)
        if byButton { try stylus.button(2, pressed: false, x: v.x, y: v.y, pressure: 0) }
        try stylus.sync()
        let tap = try await session.app.waitForLine(startingWith: "flourish: gesture: tap at ")
        #expect(tap == "flourish: gesture: tap at 200 150")
        let (after, framesAfter) = try await Self.settledFrame(session)

        let burst = try Self.capturedPaths(session)[framesBefore..<framesAfter].map {
            differingPixels(try PNGFile.read($0), before)
        }
        #expect((burst.max() ?? 0) > 500, "confetti changed at most \(burst.max() ?? 0) pixels")
        #expect(differingPixels(after, before) == 0, "the screen did not return to how it was")
        let canvas = try await Self.save(session, count: 1)
        #expect(StrokeCheck.paintedPixels(canvas).isEmpty, "the tap painted")
        #expect(!session.app.child.stdout.lines.contains { $0.hasPrefix("flourish: gesture: reject") }, "a tap was judged as a character")

        let (lines, recording) = try await Self.quitAndReadGestures(session)
        let startsWithMode = recording.gestures.first.map { if case .mode(true, _) = $0 { true } else { false } }
        #expect(startsWithMode == !byButton, "the recording's first gesture record: \(String(describing: recording.gestures.first))")
        #expect(lines.count == 1 && lines.first?.hasPrefix("tap ") == true, "\(lines)")
    }
}
