import FlourishSamples
import Testing

@testable import FlourishAppCore

/// A sample at (x, y), time t, from `tool` with `buttons`.
func sample(
    _ tool: Tool, _ x: Double = 10, _ y: Double = 10, t: Double = 0, down: Bool = true, side: Bool = false
) -> Sample {
    var buttons: Buttons = down ? .primary : []
    if side { buttons.insert(GestureInkRoute.sideButton) }
    return Sample(x: x, y: y, pressure: down ? 0.5 : 0, time: t, tool: tool, buttons: buttons)
}

@Suite("Gesture ink route: which samples write commands instead of paint")
struct GestureInkRouteTests {
    @Test("the pen with its side button held writes gesture ink; without it, it paints")
    func sideButton() {
        var route = GestureInkRoute()
        let routes: [SampleRoute] = [
            route.route(sample(.pen, side: true)),
            route.route(sample(.pen, down: false, side: true)),
            route.route(sample(.pen)),
            route.route(sample(.pen, down: false)),
        ]
        #expect(routes == [.gestureInk, .gestureInk, .canvas, .canvas])
    }

    @Test("in gesture mode every pen sample is gesture ink, hovering too")
    func gestureMode() {
        var route = GestureInkRoute()
        route.gestureModeOn = true
        let routes: [SampleRoute] = [
            route.route(sample(.pen, down: false)),
            route.route(sample(.pen)),
            route.route(sample(.pen, down: false)),
        ]
        #expect(routes == [.gestureInk, .gestureInk, .gestureInk])
        #expect(route.mode == .gestureMode)
    }

    @Test(
        "the mouse and the eraser end always paint, in gesture mode and with the side button too",
        arguments: [Tool.mouse, .eraser], [false, true])
    func mouseAndEraserPaint(tool: Tool, modeOn: Bool) {
        var route = GestureInkRoute()
        route.gestureModeOn = modeOn
        let routes: [SampleRoute] = [
            route.route(sample(tool)),
            route.route(sample(tool, side: true)),
            route.route(sample(tool, down: false, side: true)),
        ]
        #expect(routes == [.canvas, .canvas, .canvas])
    }

    @Test("a stroke keeps the route it started with until the tip lifts, the lift included")
    func strokeKeepsItsRoute() {
        var route = GestureInkRoute()
        // Side button let go halfway through a character: the rest is still ink.
        let character: [SampleRoute] = [
            route.route(sample(.pen, side: true)),
            route.route(sample(.pen, 12, 12)),
            route.route(sample(.pen, 12, 12, down: false)),
        ]
        #expect(character == [.gestureInk, .gestureInk, .gestureInk])
        #expect(route.penStroke == nil)
        // Pressed halfway through a line: the line goes on painting.
        let line: [SampleRoute] = [
            route.route(sample(.pen)),
            route.route(sample(.pen, side: true)),
            route.route(sample(.pen, down: false, side: true)),
        ]
        #expect(line == [.canvas, .canvas, .canvas])
        // The next touch chooses afresh.
        let nextTouch = route.route(sample(.pen, side: true))
        #expect(nextTouch == .gestureInk)
    }

    @Test("gesture mode toggled mid-stroke takes effect at the next stroke")
    func modeMidStroke() {
        var route = GestureInkRoute()
        let painting = route.route(sample(.pen))
        #expect(painting == .canvas)
        route.gestureModeOn = true
        let routes: [SampleRoute] = [
            route.route(sample(.pen)),
            route.route(sample(.pen, down: false)),
            route.route(sample(.pen)),
        ]
        #expect(routes == [.canvas, .canvas, .gestureInk])
        route.gestureModeOn = false
        let afterModeLeft: [SampleRoute] = [
            route.route(sample(.pen, down: false)),
            route.route(sample(.pen)),
        ]
        #expect(afterModeLeft == [.gestureInk, .canvas])
        #expect(route.mode == .sideButton)
    }

    @Test("lifting every tool (a device gone) forgets the stroke's route")
    func liftAll() {
        var route = GestureInkRoute()
        let writing = route.route(sample(.pen, side: true))
        #expect(writing == .gestureInk)
        route.liftAll()
        let afterLift = route.route(sample(.pen))
        #expect(afterLift == .canvas)
    }

    @Test("a batch of pen and mouse splits in order: mouse to the canvas, the written pen to ink")
    func split() {
        var route = GestureInkRoute()
        route.gestureModeOn = true
        let batch = [
            sample(.mouse, 1, t: 0), sample(.pen, 2, t: 1), sample(.mouse, 3, t: 2), sample(.eraser, 4, t: 3),
            sample(.pen, 5, t: 4, down: false),
        ]
        var canvas: [Sample] = [sample(.mouse, 99)]
        var ink: [Sample] = []
        route.split(batch, canvas: &canvas, ink: &ink)
        #expect(canvas.map(\.x) == [1, 3, 4])
        #expect(ink.map(\.x) == [2, 5])
    }

    @Test("the side button is XInput2's button 2, which the decoder reports as SDL's middle")
    func sideButtonIsMiddle() {
        #expect(GestureInkRoute.sideButton == .tertiary)
    }
}
