import FlourishRecording
import FlourishSamples
import FlourishVirtualPen
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Taps, palm rejection and fingers that never paint, end to end on Xorg's `inputtest` touch
/// screen and pen, each against its control.
@Suite(
    "Touch taps, palm rejection and paint, on Xorg with a virtual touch screen", .serialized,
    .enabled(
        if: TabletTools.available,
        "needs Xorg with the dummy and inputtest drivers, xinput and xdotool (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
    ))
struct TouchTapAndPalmTests {
    static let said = "flourish: touch: "

    /// Palm rejection refuses fingers for 0.5 s after the pen's last event: the rule's own
    /// wait, measured on the same clock the X server stamps events with, not a wait for the app.
    static func waitOutThePalmGuard(after penEvent: Double) {
        sleep(until: penEvent + 0.6)
    }

    @Test("a two-finger tap undoes the stroke and a three-finger tap redoes it; fingers held or moving do neither")
    func taps() async throws {
        let ink = try await InkScreen.start()
        defer { ink.stop() }
        let session = ink.session
        /// Whether the window shows the stroke's ink along y = 150.
        func strokeShown() -> Bool { ink.shown(atY: 150) }
        let stylus = try session.server.device(.stylus)
        try session.stroke(stylus, from: Point(x: 60, y: 150), to: Point(x: 340, y: 150), steps: 80, pressure: 900)
        let penDone = monotonicNow()
        #expect(await waitUntil(timeout: 10) { strokeShown() }, "the stroke never showed")
        Self.waitOutThePalmGuard(after: penDone)

        // Controls first: two fingers held 0.4 s, then three fingers moving 30 px quickly (a
        // pan, said when it ends).
        try session.tap(fingers: 2, at: Point(x: 120, y: 240), holding: 0.4)
        try session.fingers(
            from: [Point(x: 100, y: 240), Point(x: 160, y: 240), Point(x: 220, y: 240)],
            to: [Point(x: 130, y: 240), Point(x: 190, y: 240), Point(x: 250, y: 240)], steps: 5, hz: 200)
        try await session.waitForLines(Self.said + "3 fingers moved the view")
        #expect(strokeShown(), "held or moving fingers took the stroke away")
        #expect(session.lines(startingWith: Self.said + "two-finger").isEmpty)
        #expect(session.lines(startingWith: Self.said + "three-finger").isEmpty)

        try session.tap(fingers: 2, at: Point(x: 120, y: 240))
        try await session.waitForLines(Self.said + "two-finger tap: undo")
        #expect(await waitUntil(timeout: 10) { !strokeShown() }, "the two-finger tap did not undo the stroke")
        try session.tap(fingers: 3, at: Point(x: 100, y: 240))
        try await session.waitForLines(Self.said + "three-finger tap: redo")
        #expect(await waitUntil(timeout: 10) { strokeShown() }, "the three-finger tap did not bring the stroke back")

        let outcome = try await session.finish()
        #expect(session.lines(startingWith: Self.said + "two-finger tap").count == 1)
        #expect(session.lines(startingWith: Self.said + "three-finger tap").count == 1)
        // Recorded as the commands they are: one undo, then one redo.
        let history = outcome.recording.events.compactMap { event -> RecordedCommand? in
            guard case .command(let command, _) = event, [.undo, .redo].contains(command) else { return nil }
            return command
        }
        #expect(history == [.undo, .redo])
        // The history at exit: the stroke is back, nothing left to redo.
        #expect(outcome.report.undoSteps == 1 && outcome.report.redoSteps == 0)
        #expect(StrokeCheck.uncoveredPoints(along: Polyline([Point(x: 60, y: 150), Point(x: 340, y: 150)]), in: outcome.canvas, trim: 8).isEmpty)
    }

    @Test("a two-finger tap with a transform open puts it away first, then undoes: nothing of the preview is left")
    func tapOverTransform() async throws {
        let ink = try await InkScreen.start()
        defer { ink.stop() }
        let session = ink.session
        func inkShown(atY y: Int) -> Bool { ink.shown(atY: y) }
        let stylus = try session.server.device(.stylus)
        try session.stroke(stylus, from: Point(x: 60, y: 150), to: Point(x: 340, y: 150), steps: 80, pressure: 900)
        #expect(await waitUntil(timeout: 10) { inkShown(atY: 150) }, "the stroke never showed")
        try await session.xdo.run(["key", "--window", session.window, "ctrl+t"])
        try await session.waitForLines("flourish: transform: ")
        #expect(try await session.xdo.title(of: session.window).contains(" — transform"))
        // The pen drags the box 40 px down: the preview shows the stroke there, not where it was.
        try session.stroke(stylus, from: Point(x: 200, y: 150), to: Point(x: 200, y: 190), steps: 20, pressure: 900)
        #expect(await waitUntil(timeout: 10) { inkShown(atY: 190) && !inkShown(atY: 150) }, "the preview never showed the move")
        Self.waitOutThePalmGuard(after: monotonicNow())

        try session.tap(fingers: 2, at: Point(x: 120, y: 240))
        try await session.waitForLines(Self.said + "two-finger tap: undo")
        // The tool is put away: the title no longer names the transform.
        let deadline = scaledDeadline(after: 15)
        var title = try await session.xdo.title(of: session.window)
        while title.contains(" — transform") && monotonicNow() < deadline {
            try await Task.sleep(for: .milliseconds(50))
            title = try await session.xdo.title(of: session.window)
        }
        #expect(!title.contains(" — transform"), "the transform is still open: \(title)")
        #expect(await waitUntil(timeout: 10) { !inkShown(atY: 150) && !inkShown(atY: 190) }, "the preview or the stroke is still shown")
        let outcome = try await session.finish()
        #expect(outcome.report.undoSteps == 0 && outcome.report.redoSteps == 1, "the tap did not undo the stroke itself")
    }

    /// Two fingers pinching apart from 80 to 160 px about (200, 150), in 10 steps at 100 Hz;
    /// `between` runs before each step.
    func pinch(_ session: TabletSession, between: (Int) throws -> Void = { _ in }) throws {
        try session.fingers(
            from: [Point(x: 160, y: 150), Point(x: 240, y: 150)], to: [Point(x: 120, y: 150), Point(x: 280, y: 150)],
            steps: 10, between: between)
    }

    @Test("fingers are ignored while the pen hovers; the same pinch away from the pen zooms; the pen coming mid-pinch stops it where it got to")
    func palmRejection() async throws {
        let session = try await TabletSession.start()
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        let touch = try session.server.device(.touch)
        var lastPen = monotonicNow()
        /// The pen hovering at the window's top right, its event apart from the fingers' in the
        /// server's order and in its millisecond clock.
        func hover(_ step: Int) throws {
            try touch.sync()
            usleep(3000)
            let v = session.valuators(x: 360 - Double(step), y: 30)
            try stylus.motion(x: v.x, y: v.y, pressure: 0)
            try stylus.sync()
            lastPen = monotonicNow()
            usleep(3000)
        }

        // The pen hovers while two fingers pinch: nothing.
        try hover(0)
        try pinch(session) { try hover($0) }
        try await session.waitForLines(Self.said + "ignored, the pen is near")

        // The control: the same pinch once the pen has been gone 0.5 s zooms 2x (not 4x: the
        // first one did nothing).
        Self.waitOutThePalmGuard(after: lastPen)
        try pinch(session)
        let zoomed = try SaidView(line: try await session.waitForLines(Self.said + "2 fingers moved the view"))
        #expect(abs(zoomed.zoom - 2) < 0.01, "\(zoomed)")

        // The pen comes after the fifth of ten steps: the pinch stops at 120 of 160 px apart,
        // zoom 2 × 1.5, and the rest of it does nothing.
        Self.waitOutThePalmGuard(after: lastPen)
        try pinch(session) { step in if step == 6 { try hover(step) } }
        try await session.waitForLines(Self.said + "cancelled, the pen came near")
        let stopped = try SaidView(line: try await session.waitForLines(Self.said + "2 fingers moved the view", count: 2))
        #expect(abs(stopped.zoom - 3) < 0.03, "the pinch did not stop where the pen came: \(stopped)")
        #expect(abs(stopped.zoom - 4) > 0.5, "the control: the whole pinch would be 4x")
        #expect(session.lines(startingWith: Self.said + "2 fingers moved the view").count == 2)
        _ = try await session.finish()
    }

    @Test(
        "a finger never paints unless touch = paint, nor does the pointer the server makes from it",
        arguments: ["navigate", "off", "paint"])
    func fingersNeverPaint(mode: String) async throws {
        let session = try await TabletSession.start(settings: "touch = \(mode)\n")
        defer { session.stop() }
        let path = Polyline([Point(x: 80, y: 100), Point(x: 320, y: 220)])
        try session.fingers(from: [path.vertices[0]], to: [path.vertices[1]], steps: 40)
        if mode == "navigate" { try await session.waitForLines(Self.said + "1 finger moved the view") }
        let outcome = try await session.finish()
        let painted = StrokeCheck.paintedPixels(outcome.canvas).count
        switch mode {
        case "paint":
            // The control: the same finger paints where it went, at touch_pressure.
            #expect(StrokeCheck.uncoveredPoints(along: path, in: outcome.canvas, trim: 16).isEmpty)
            #expect(!outcome.recording.samples.isEmpty && outcome.recording.samples.allSatisfy { $0.tool == Tool.mouse })
        default:
            #expect(painted == 0, "\(mode): a finger painted \(painted) pixels")
            #expect(outcome.recording.samples.isEmpty, "\(mode): a finger's samples were recorded")
        }
        if mode == "off" {
            // Unread as touches, the finger reached the reader only as the pointer the server
            // emulates from it: it read those events and painted none of them.
            #expect(outcome.report.xinputEventsRead > 0, "the server emulated no pointer: the check tells nothing")
            #expect(session.lines(startingWith: Self.said).isEmpty)
        }
    }
}

/// A tablet session painting with the ink brush, and the screen its ink is looked for on.
/// `stop` lets go of the screen's X connection before the server goes: Xlib ends the whole
/// process when a connection it holds is lost.
private final class InkScreen {
    let session: TabletSession
    private var screen: FramebufferProbe?
    private let brushFolder: String

    private init(session: TabletSession, screen: FramebufferProbe, brushFolder: String) {
        (self.session, self.screen, self.brushFolder) = (session, screen, brushFolder)
    }

    static func start() async throws -> InkScreen {
        let brushFolder = try EndToEnd.temporaryFolder()
        do {
            let brush = try InkBrush.write(in: brushFolder)
            let session = try await TabletSession.start(extra: ["--brush", brush], settings: InkBrush.settings)
            do {
                return InkScreen(session: session, screen: try FramebufferProbe(display: session.server.name), brushFolder: brushFolder)
            } catch {
                session.stop()
                throw error
            }
        } catch {
            try? FileManager.default.removeItem(atPath: brushFolder)
            throw error
        }
    }

    func stop() {
        screen = nil
        session.stop()
        try? FileManager.default.removeItem(atPath: brushFolder)
    }

    /// Whether the window shows ink along window row `y`, between x = 100 and 300 (within 3 px).
    func shown(atY y: Int) -> Bool {
        guard let screen else { return false }
        return stride(from: 100, through: 300, by: 20).contains { x in
            (-3...3).contains { dy in
                screen.pixel(x: session.origin.x + x, y: session.origin.y + y + dy).map(InkBrush.isInk) ?? false
            }
        }
    }
}
