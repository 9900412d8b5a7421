import FlourishSamples
import FlourishSession
import FlourishTouch
import Foundation
import Testing

@testable import FlourishAppCore

/// Fingers to the view, without a window: the placements the controller asks for, applied to
/// a view as the session applies them, keep the canvas point under each finger under it
/// however the fingers pan, pinch and twist, from any view (zoomed, turned, mirrored).
@Suite("Touch controller")
@MainActor
struct TouchControllerTests {
    typealias Point = (x: Double, y: Double)

    /// Carries out `effects` on `view` as the session does; the lines said and the taps.
    func apply(_ effects: [TouchEffect], to view: inout ViewTransform) -> (said: [String], taps: [AppAction]) {
        var said: [String] = []
        var taps: [AppAction] = []
        for effect in effects {
            switch effect {
            case .view(.placeView(let zoom, let rotation, let cx, let cy, let wx, let wy)):
                view.place(zoom: zoom, rotation: rotation, canvasX: cx, canvasY: cy, windowX: wx, windowY: wy)
            case .view(let other): Issue.record("unexpected view command \(other)")
            case .tap(_, let action): taps.append(action)
            case .say(let line): said.append(line)
            case .paint: break
            }
        }
        return (said, taps)
    }

    /// Two fingers from `a` and `b` to `a2` and `b2` in `steps` moves, each frame taken on its own.
    func twoFingers(
        _ controller: inout TouchController, view: inout ViewTransform, from a: Point, _ b: Point, to a2: Point, _ b2: Point,
        steps: Int = 12, start: Double = 1
    ) -> [String] {
        var said: [String] = []
        func frame(_ events: [TouchEvent]) {
            said += apply(controller.take(events, pens: [], view: view), to: &view).said
        }
        frame([
            TouchEvent(finger: 7, phase: .began, x: a.x, y: a.y, time: start),
            TouchEvent(finger: 9, phase: .began, x: b.x, y: b.y, time: start + 0.01),
        ])
        for i in 1...steps {
            let u = Double(i) / Double(steps)
            let t = start + 0.02 + 0.02 * Double(i)
            frame([
                TouchEvent(finger: 7, phase: .moved, x: a.x + (a2.x - a.x) * u, y: a.y + (a2.y - a.y) * u, time: t),
                TouchEvent(finger: 9, phase: .moved, x: b.x + (b2.x - b.x) * u, y: b.y + (b2.y - b.y) * u, time: t),
            ])
        }
        frame([
            TouchEvent(finger: 7, phase: .ended, x: a2.x, y: a2.y, time: start + 0.5),
            TouchEvent(finger: 9, phase: .ended, x: b2.x, y: b2.y, time: start + 0.5),
        ])
        return said
    }

    func distance(_ p: Point, _ q: Point) -> Double { hypot(p.x - q.x, p.y - q.y) }

    @Test(
        "pan, pinch and twist at once from any view: the canvas point under each finger stays under it (within the view's whole-pixel offset)",
        arguments: ["fit", "zoomed", "turned", "mirrored"])
    func canvasStaysUnderFingers(start: String) {
        var view = ViewTransform(canvasWidth: 1200, canvasHeight: 900, viewportWidth: 800, viewportHeight: 600)
        switch start {
        case "zoomed": view.zoom(to: 2.5, aboutX: 300, aboutY: 200)
        case "turned": view.rotate(by: 37, aboutX: 400, aboutY: 300)
        case "mirrored": view.mirror(aboutX: 400, aboutY: 300)
        default: break
        }
        let (a, b): (Point, Point) = ((300, 250), (500, 330))
        let (a2, b2): (Point, Point) = ((260, 180), (620, 420))
        let before = view
        let under = (view.canvasPoint(windowX: a.x, windowY: a.y), view.canvasPoint(windowX: b.x, windowY: b.y))
        var controller = TouchController(mode: .navigate, pressure: 0.5)
        _ = twoFingers(&controller, view: &view, from: a, b, to: a2, b2)
        let now = (view.canvasPoint(windowX: a2.x, windowY: a2.y), view.canvasPoint(windowX: b2.x, windowY: b2.y))
        // Half a window pixel of offset rounding, seen through the zoom.
        let tolerance = 0.75 / view.zoom
        #expect(distance(now.0, under.0) < tolerance, "\(start): first finger: \(now.0) vs \(under.0)")
        #expect(distance(now.1, under.1) < tolerance, "\(start): second finger: \(now.1) vs \(under.1)")
        let spread = hypot(b2.x - a2.x, b2.y - a2.y) / hypot(b.x - a.x, b.y - a.y)
        #expect(abs(view.zoom / before.zoom - spread) < 1e-9)
        #expect(view.isMirrored == before.isMirrored)
        // The negative control: under the unmoved view, the fingers' new points show other canvas.
        let unmoved = before.canvasPoint(windowX: a2.x, windowY: a2.y)
        #expect(distance(unmoved, under.0) > 20 * tolerance)
    }

    @Test("a twist turns the view by the fingers' angle, clockwise on screen, and says where it left the view")
    func twistTurnsAndSays() throws {
        var view = ViewTransform(canvasWidth: 400, canvasHeight: 300, viewportWidth: 400, viewportHeight: 300, start: .scale(1))
        var controller = TouchController(mode: .navigate, pressure: 0.5)
        // About (200, 150): from pointing right to pointing down, a quarter turn clockwise.
        let said = twoFingers(&controller, view: &view, from: (120, 150), (280, 150), to: (200, 70), (200, 230))
        #expect(abs(view.rotation - 90) < 1e-9)
        #expect(abs(view.zoom - 1) < 1e-9)
        let line = try #require(said.last)
        #expect(line.hasPrefix("touch: 2 fingers moved the view: zoom 1.0000, turned 90.00 degrees, window (200.0, 150.0) shows canvas (200.00, 150.00)"), "\(line)")
    }

    @Test("a two-finger tap undoes and a three-finger tap redoes, leaving the view as it was; slow fingers do not")
    func taps() {
        let start = ViewTransform(canvasWidth: 400, canvasHeight: 300, viewportWidth: 400, viewportHeight: 300, start: .scale(1))
        for (fingers, quick, expected) in [(2, true, [AppAction.undo]), (3, true, [.redo]), (2, false, [])] {
            var view = start
            var controller = TouchController(mode: .navigate, pressure: 0.5)
            var events: [TouchEvent] = []
            for f in 0..<fingers { events.append(TouchEvent(finger: UInt32(f), phase: .began, x: 100 + 60 * Double(f), y: 100, time: 3)) }
            events.append(TouchEvent(finger: 0, phase: .moved, x: 105, y: 104, time: 3.05))
            for f in 0..<fingers {
                events.append(TouchEvent(finger: UInt32(f), phase: .ended, x: 100 + 60 * Double(f), y: 100, time: quick ? 3.2 : 3.4))
            }
            #expect(controller.overlayLine.isEmpty, "no finger yet, nothing to say")
            let result = apply(controller.take(events, pens: [], view: view), to: &view)
            #expect(result.taps == expected, "\(fingers) fingers, quick \(quick)")
            let last = expected.first.map { ", last \(fingers == 2 ? "two" : "three")-finger tap: \($0.rawValue)" } ?? ""
            #expect(
                controller.overlayLine
                    == "touch navigate: 0 down, taps undo \(fingers == 2 && quick ? 1 : 0) redo \(fingers == 3 ? 1 : 0)\(last)")
            if quick {
                #expect(view == start || view.offsetX == start.offsetX && view.offsetY == start.offsetY, "the tap left the view moved")
                #expect(result.said.contains("touch: \(fingers == 2 ? "two" : "three")-finger tap: \(expected[0].rawValue)"))
            }
        }
    }

    @Test("the pen's samples in the same frame refuse fingers that came after them; the mouse's do not")
    func penInTheBatch() {
        let start = ViewTransform(canvasWidth: 400, canvasHeight: 300, viewportWidth: 400, viewportHeight: 300, start: .scale(1))
        for tool in [Tool.pen, .eraser, .mouse] {
            var view = start
            var controller = TouchController(mode: .navigate, pressure: 0.5)
            let sample = Sample(x: 10, y: 10, pressure: 0, time: 4.99, tool: tool, buttons: [])
            let events = [
                TouchEvent(finger: 1, phase: .began, x: 100, y: 100, time: 5),
                TouchEvent(finger: 1, phase: .moved, x: 150, y: 120, time: 5.05),
            ]
            let result = apply(controller.take(events, pens: [sample], view: view), to: &view)
            if tool == .mouse {
                #expect(view != start, "the mouse is no palm")
            } else {
                #expect(view == start, "\(tool): a finger next to the pen moved the view")
                #expect(result.said == ["touch: ignored, the pen is near"])
            }
        }
    }

    @Test("paint: a finger's samples are the mouse brush's at touch_pressure, lifted at the end; navigate paints none")
    func paintSamples() {
        let view = ViewTransform(canvasWidth: 400, canvasHeight: 300, viewportWidth: 400, viewportHeight: 300, start: .scale(1))
        for mode in [TouchMode.paint, .navigate] {
            var controller = TouchController(mode: mode, pressure: 0.7)
            var events = [TouchEvent(finger: 1, phase: .began, x: 100, y: 100, time: 5)]
            for i in 1...5 { events.append(TouchEvent(finger: 1, phase: .moved, x: 100 + 10 * Double(i), y: 100, time: 5 + 0.01 * Double(i))) }
            events.append(TouchEvent(finger: 1, phase: .ended, x: 150, y: 100, time: 5.1))
            let samples = controller.take(events, pens: [], view: view).compactMap { effect -> Sample? in
                if case .paint(let sample) = effect { return sample }
                return nil
            }
            if mode == .navigate {
                #expect(samples.isEmpty)
            } else {
                #expect(samples.count == 7)
                #expect(samples.dropLast().allSatisfy { $0.pressure == 0.7 && $0.isDown && $0.tool == .mouse })
                #expect(samples.last.map { !$0.isDown && $0.pressure == 0 } == true)
            }
        }
    }
}
