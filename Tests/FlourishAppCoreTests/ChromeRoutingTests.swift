import FlourishPanels
import FlourishSamples
import Testing

@testable import FlourishAppCore

/// Hit-testing in one place: a press is the chrome's or the canvas's from where it went down
/// until it is released, for SDL's pointer events (`PointerRouter`) and the devices' own
/// samples (`CanvasInput`) alike.
@Suite("Chrome or canvas: who a press belongs to")
@MainActor
struct ChromeRoutingTests {
    /// The toolbar's band at 1x in a 400-pixel-wide window.
    let band = ChromeRect(x: 0, y: 0, width: 400, height: 42)

    func router() -> PointerRouter {
        var router = PointerRouter()
        router.chrome = band
        return router
    }

    @Test("a press on the toolbar is the chrome's until released, wherever the pointer goes")
    func chromePress() {
        var router = router()
        #expect(router.buttonPressed(1, x: 20, y: 20, panel: nil, eyedropperHeld: false) == .chrome(.pressed(x: 20, y: 20)))
        #expect(router.moved(x: 30, y: 200, panel: nil) == .chrome(.moved(x: 30, y: 200)), "dragged off onto the canvas")
        #expect(router.buttonReleased(1, x: 30, y: 200, panel: nil) == .chrome(.released(x: 30, y: 200)))
        // The negative control: the next move over the canvas is the canvas's again.
        #expect(router.moved(x: 30, y: 200, panel: nil) == .canvas)
    }

    @Test("a press on the canvas stays the canvas's under the toolbar, until released")
    func canvasPress() {
        var router = router()
        #expect(router.buttonPressed(1, x: 20, y: 100, panel: nil, eyedropperHeld: false) == .canvas)
        #expect(router.moved(x: 20, y: 10, panel: nil) == .canvas)
        #expect(router.buttonReleased(1, x: 20, y: 10, panel: nil) == .canvas)
        // With nothing held, the toolbar has the pointer (its tooltips follow it).
        #expect(router.moved(x: 20, y: 10, panel: nil) == .chrome(.moved(x: 20, y: 10)))
    }

    @Test("the right button opens the palette on the canvas, not on the toolbar; the wheel on the toolbar does nothing")
    func rightAndWheel() {
        var router = router()
        #expect(router.buttonPressed(3, x: 200, y: 150, panel: nil, eyedropperHeld: false) == .openPalette(x: 200, y: 150))
        #expect(router.buttonPressed(3, x: 200, y: 10, panel: nil, eyedropperHeld: false) == .ignore)
        #expect(router.wheel(steps: 1, x: 200, y: 10, panel: nil) == .ignore)
        #expect(router.wheel(steps: 1, x: 200, y: 100, panel: nil) == .zoom(steps: 1, aboutX: 200, aboutY: 100))
    }

    @Test("with the chrome hidden, the band is the canvas's")
    func hidden() {
        var router = PointerRouter()
        #expect(router.buttonPressed(1, x: 20, y: 20, panel: nil, eyedropperHeld: false) == .canvas)
    }

    func pen(_ x: Double, _ y: Double, down: Bool = true) -> Sample {
        Sample(x: x, y: y, pressure: down ? 0.5 : 0, time: x + y, tool: .pen, buttons: down ? .primary : [])
    }

    func controller() -> GestureController {
        GestureController(confidence: 0.8, recognize: DigitRecognizers.modelNotLoaded) {}
    }

    @Test("a pen stroke begun on the canvas that passes under the toolbar keeps painting")
    func strokeUnderToolbar() {
        var input = CanvasInput()
        input.router.chrome = band
        let stroke = [pen(50, 200), pen(60, 100), pen(70, 20), pen(80, 10), pen(90, 60), pen(90, 60, down: false)]
        let route = input.route(stroke, panelOpen: false, gestures: controller())
        #expect(route.paint == stroke)
    }

    @Test("a pen stroke begun on the toolbar paints nothing, even where it goes onto the canvas; the next one paints")
    func strokeFromToolbar() {
        var input = CanvasInput()
        input.router.chrome = band
        let gestures = controller()
        let hover = [pen(20, 60, down: false), pen(20, 20, down: false)]
        let stroke = [pen(20, 20), pen(22, 80), pen(24, 150), pen(24, 150, down: false)]
        let route = input.route(hover + stroke, panelOpen: false, gestures: gestures)
        #expect(route.paint == hover, "only the hover came through")
        // Split across batches, the stroke is still the chrome's.
        let first = input.route([pen(20, 20)], panelOpen: false, gestures: gestures)
        let rest = input.route([pen(30, 200), pen(31, 201, down: false)], panelOpen: false, gestures: gestures)
        #expect(first.paint.isEmpty && rest.paint.isEmpty)
        let next = [pen(100, 200), pen(110, 210), pen(110, 210, down: false)]
        #expect(input.route(next, panelOpen: false, gestures: gestures).paint == next)
    }

    @Test("a press a panel took stays the panel's after it closed on it: its moves and release paint nothing")
    func pressThatClosedAPanel() {
        var router = router()
        let panel = RecordingPanel()
        #expect(router.buttonPressed(1, x: 100, y: 300, panel: panel, eyedropperHeld: false) == .panel(.close))
        #expect(router.moved(x: 120, y: 300, panel: nil) == .ignore, "a drag on from the press that closed it")
        #expect(router.buttonReleased(1, x: 120, y: 300, panel: nil) == .ignore)
        // The negative control: the next press paints.
        #expect(router.buttonPressed(1, x: 100, y: 300, panel: nil, eyedropperHeld: false) == .canvas)
        #expect(router.moved(x: 120, y: 300, panel: nil) == .canvas)
    }

    @Test("the stroke of a press a panel took stays off the canvas after the panel closed on it, until it lifts")
    func strokeOfAPanelsPress() {
        var input = CanvasInput()
        let gestures = controller()
        let panel = RecordingPanel()
        // The press's first sample came in (withheld) before the router gave the press to the panel.
        let first = input.route([pen(10, 300)], panelOpen: true, gestures: gestures)
        #expect(first.paint.isEmpty && first.withheld)
        #expect(input.router.buttonPressed(1, x: 10, y: 300, panel: panel, eyedropperHeld: false) == .panel(.close))
        let rest = input.route([pen(20, 300), pen(30, 300), pen(30, 300, down: false)], panelOpen: false, gestures: gestures)
        #expect(rest.paint.isEmpty, "the drag on from the tap that closed the panel painted")
        _ = input.router.buttonReleased(1, x: 30, y: 300, panel: nil)
        // Its samples all after the router gave it to the panel: kept the same.
        #expect(input.router.buttonPressed(1, x: 10, y: 300, panel: panel, eyedropperHeld: false) == .panel(.close))
        let later = input.route([pen(10, 300), pen(20, 300), pen(20, 300, down: false)], panelOpen: false, gestures: gestures)
        #expect(later.paint.isEmpty)
        _ = input.router.buttonReleased(1, x: 20, y: 300, panel: nil)
        // The negative control: the next stroke paints.
        let next = [pen(200, 300), pen(210, 300)]
        #expect(input.route(next, panelOpen: false, gestures: gestures).paint == next)
    }

    @Test("the ring hides over the toolbar")
    func ring() {
        var input = CanvasInput()
        input.router.chrome = band
        input.pointer.entered()
        _ = input.route([pen(50, 20, down: false)], panelOpen: false, gestures: controller())
        #expect(input.ring(radius: 3, panelOpen: false) == nil)
        _ = input.route([pen(50, 120, down: false)], panelOpen: false, gestures: controller())
        #expect(input.ring(radius: 3, panelOpen: false) != nil)
    }

    @Test("eraser mode makes the pen's and the mouse's strokes the eraser's, from the next stroke")
    func eraser() {
        var input = CanvasInput()
        let gestures = controller()
        let mouse = Sample(x: 5, y: 300, pressure: 0.5, time: 1, tool: .mouse, buttons: .primary)
        input.eraserMode.isOn = true
        let erased = input.route([pen(100, 100), pen(110, 100), mouse], panelOpen: false, gestures: gestures)
        #expect(erased.paint.allSatisfy { $0.tool == .eraser })
        // Turned off mid-stroke: the stroke erases to its end; the next one paints.
        input.eraserMode.isOn = false
        let rest = input.route([pen(120, 100), pen(120, 100, down: false)], panelOpen: false, gestures: gestures)
        #expect(rest.paint.map(\.tool) == [.eraser, .eraser])
        let next = input.route([pen(130, 100)], panelOpen: false, gestures: gestures)
        #expect(next.paint.map(\.tool) == [.pen], "the negative control")
    }
}
