import FlourishSamples
import Testing

@testable import FlourishAppCore

/// What a frame's batch becomes: paint, gesture ink, or nothing while input is withheld; and
/// the brush lifted wherever samples were kept from it, so it draws no line across the gap.
@MainActor
struct CanvasInputTests {
    func pen(_ x: Double, down: Bool = true, side: Bool = false) -> Sample {
        var buttons: Buttons = down ? .primary : []
        if side { buttons.insert(GestureInkRoute.sideButton) }
        return Sample(x: x, y: 10, pressure: down ? 0.5 : 0, time: x, tool: .pen, buttons: buttons)
    }

    func controller() -> GestureController {
        GestureController(confidence: 0.8, recognize: DigitRecognizers.modelNotLoaded) {}
    }

    @Test("a plain batch paints as delivered, with no lift; the ring goes to its last sample")
    func plainPaint() {
        var input = CanvasInput()
        input.pointer.entered()
        let batch = [pen(1), pen(2), pen(3)]
        let route = input.route(batch, panelOpen: false, gestures: controller())
        #expect(route.paint == batch)
        #expect(!route.liftFirst && !route.withheld && route.ink.isEmpty)
        #expect(input.ring(radius: 4, panelOpen: false) == CursorPlacement(x: 3, y: 10, radius: 4))
        #expect(input.ring(radius: 4, panelOpen: true) == nil, "a panel hides the ring")
    }

    @Test("samples withheld by an open panel paint nothing; the next batch lifts the brush first, once")
    func withheldThenLift() {
        var input = CanvasInput()
        let gestures = controller()
        let held = input.route([pen(1), pen(2)], panelOpen: true, gestures: gestures)
        #expect(held.withheld && held.paint.isEmpty)
        let next = input.route([pen(3)], panelOpen: false, gestures: gestures)
        #expect(next.liftFirst)
        #expect(next.paint == [pen(3)])
        // The negative control: the batch after that is a plain one.
        #expect(!input.route([pen(4)], panelOpen: false, gestures: gestures).liftFirst)
    }

    @Test("a mouse sample withheld before the batch (the eyedropper, SDL's path) lifts the brush too")
    func noteWithheld() {
        var input = CanvasInput()
        input.noteWithheld()
        #expect(input.route([pen(1)], panelOpen: false, gestures: controller()).liftFirst)
    }

    @Test("gesture ink goes to the ink, never to paint; the pen's next canvas sample lifts the brush")
    func inkThenPaint() {
        var input = CanvasInput()
        let gestures = controller()
        // A stroke keeps its route until it lifts: the lift is the ink's too.
        let ink = [pen(1, side: true), pen(2, side: true), pen(2.5, down: false, side: true)]
        let inked = input.route(ink, panelOpen: false, gestures: gestures)
        #expect(inked.ink == ink)
        #expect(inked.paint.isEmpty && !inked.liftFirst)
        let painted = input.route([pen(3)], panelOpen: false, gestures: gestures)
        #expect(painted.liftFirst, "the brush would draw a line from before the ink")
        #expect(painted.paint == [pen(3)])
    }

    @Test("ink withheld mid-character says the character ends here")
    func withheldInk() {
        var input = CanvasInput()
        let route = input.route([pen(1, side: true)], panelOpen: true, gestures: controller())
        #expect(route.withheld && route.endsInk)
        #expect(!input.route([pen(2)], panelOpen: true, gestures: controller()).endsInk)
    }
}
