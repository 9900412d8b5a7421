import FlourishRecording
import FlourishSamples
import FlourishVirtualPen
import Foundation
import Testing

/// Fingers end to end: Xorg's `inputtest` touch screen (five touches) and pen, the app reading
/// both through XInput2. Every check has its control: the view against where the fingers put
/// it, and against the view they found; taps against held and moving fingers; fingers by the
/// pen against the same fingers away from it; fingers that never paint against `touch = paint`.
@Suite(
    "Touch through XInput 2.2, on Xorg with a virtual touch screen", .serialized,
    .enabled(
        if: TabletTools.available,
        "needs Xorg with the dummy and inputtest drivers, xinput and xdotool (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
    ))
struct TouchSessionTests {
    static let viewLine = "flourish: touch: "

    /// A two-finger gesture and the view it must leave: `from` and `to` are the fingers'
    /// window points on a 400x300 canvas shown 1:1, so `from` are the canvas points under them.
    struct Gesture: Sendable, CustomTestStringConvertible {
        var name: String
        var from: [Point]
        var to: [Point]
        var zoom: Double
        var degrees: Double
        var testDescription: String { name }

        /// The canvas point under window point `w` once the fingers are at `to`, worked out
        /// here from the fingers alone (not from the app): the two-point similarity's inverse.
        func canvasPoint(under w: Point) -> Point {
            let (f0, f1, t0, t1) = (from[0], from[1], to[0], to[1])
            let scale = t0.distance(to: t1) / f0.distance(to: f1)
            let turn = atan2(t1.y - t0.y, t1.x - t0.x) - atan2(f1.y - f0.y, f1.x - f0.x)
            let (mf, mt) = (Point(x: (f0.x + f1.x) / 2, y: (f0.y + f1.y) / 2), Point(x: (t0.x + t1.x) / 2, y: (t0.y + t1.y) / 2))
            let (dx, dy) = ((w.x - mt.x) / scale, (w.y - mt.y) / scale)
            return Point(x: mf.x + dx * cos(turn) + dy * sin(turn), y: mf.y - dx * sin(turn) + dy * cos(turn))
        }
    }

    static let gestures = [
        Gesture(
            name: "pan: both fingers 60 right, 40 down", from: [Point(x: 140, y: 120), Point(x: 260, y: 120)],
            to: [Point(x: 200, y: 160), Point(x: 320, y: 160)], zoom: 1, degrees: 0),
        Gesture(
            name: "pinch: twice as far apart about (200, 150)", from: [Point(x: 160, y: 150), Point(x: 240, y: 150)],
            to: [Point(x: 120, y: 150), Point(x: 280, y: 150)], zoom: 2, degrees: 0),
        Gesture(
            name: "twist: a quarter turn clockwise about (200, 150), 20% apart", from: [Point(x: 130, y: 150), Point(x: 270, y: 150)],
            to: [Point(x: 200, y: 66), Point(x: 200, y: 234)], zoom: 1.2, degrees: 90),
    ]

    @Test(
        "two fingers pan, pinch and twist the view 1:1: the canvas under each finger stays under it, and the pen paints where the fingers put the canvas",
        arguments: gestures)
    func twoFingers(gesture: Gesture) async throws {
        let session = try await TabletSession.start()
        defer { session.stop() }
        try session.fingers(from: gesture.from, to: gesture.to, steps: 20)
        let view = try SaidView(line: try await session.waitForLines(Self.viewLine + "2 fingers moved the view"))
        // Tolerances: zoom within 0.5%, the turn within a quarter of a degree, and each
        // finger's canvas point within 1 window pixel of where it came down (the view's offset
        // is whole window pixels).
        #expect(abs(view.zoom / gesture.zoom - 1) < 0.005, "\(view)")
        #expect(abs(view.degrees - gesture.degrees) < 0.25, "\(view)")
        for (start, end) in zip(gesture.from, gesture.to) {
            let under = view.canvasPoint(ofWindow: end)
            #expect(under.distance(to: start) * view.zoom < 1, "\(gesture.name): under \(end) is \(under), not \(start)")
            // The control: under the view the fingers found, the same window point is far off.
            #expect(end.distance(to: start) > 20, "the gesture does not tell moved from unmoved")
        }

        // The pen paints through the view the fingers left: its stroke lands where the fingers'
        // own similarity says, not where it was drawn on screen.
        let stylus = try session.server.device(.stylus)
        let screenPath = Polyline([Point(x: 130, y: 215), Point(x: 270, y: 215)])
        try session.stroke(stylus, from: screenPath.vertices[0], to: screenPath.vertices[1], steps: 60, pressure: 900)
        let outcome = try await session.finish()
        let canvasPath = Polyline(screenPath.vertices.map(gesture.canvasPoint(under:)))
        let gaps = StrokeCheck.uncoveredPoints(along: canvasPath, in: outcome.canvas, trim: 6)
        let strays = StrokeCheck.strayPixels(in: outcome.canvas, farFrom: canvasPath, tolerance: 6)
        #expect(gaps.isEmpty, "no paint along \(gaps.count) points of \(canvasPath)")
        #expect(strays.isEmpty, "\(strays.count) pixels far from \(canvasPath): \(strays.prefix(5))")
        // The control: read as if the fingers had done nothing, the stroke is elsewhere.
        let asDrawn = StrokeCheck.strayPixels(in: outcome.canvas, farFrom: screenPath, tolerance: 6)
        #expect(asDrawn.count > StrokeCheck.paintedPixels(outcome.canvas).count / 2, "the check cannot tell the view moved")
        // The view is the view's: no undo step, nothing painted by the fingers.
        #expect(!outcome.recording.events.contains { event in
            if case .command(let command, _) = event { return [RecordedCommand.undo, .redo, .clear].contains(command) }
            return false
        })
        #expect(outcome.recording.samples.allSatisfy { $0.tool == Tool.pen })
        #expect(outcome.report.undoSteps == 1, "the pen's stroke is the one step")
    }
}
