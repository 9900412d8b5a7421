import Testing

@testable import FlourishAppCore

/// A pen tap in the window, on the samples' own clock (the X server's stamps in the app, the
/// test's numbers here): a touch held no longer than the tap's limit pops confetti where it
/// was and paints nothing; one held longer is a stroke of gesture ink. The end-to-end witness
/// is `PenGestureTests.tapPopsConfetti`, whose press and release are sent back to back.
@MainActor
struct TapLengthTests {
    enum Route: CaseIterable { case gestureMode, sideButton }

    /// A pen that hovers onto (200, 150), presses at 1.0 s, still touches there `held` seconds
    /// later (a pen on the tablet keeps reporting) and then lifts, each sample a frame's batch
    /// of its own, through the canvas's input and the gesture controller as the app's frames
    /// take them: the effects, and whether anything reached the canvas.
    func touch(held: Double, by route: Route) -> (effects: [GestureEffect], painted: Bool, gestures: GestureController) {
        let gestures = GestureController(confidence: 0.8, recognize: DigitRecognizers.modelNotLoaded) {}
        var input = CanvasInput()
        var effects: [GestureEffect] = []
        if route == .gestureMode { effects += gestures.toggleMode(at: 0.5, currentSlot: 1) }
        let side = route == .sideButton
        let samples = [
            sample(.pen, 200, 150, t: 0.9, down: false, side: side),
            sample(.pen, 200, 150, t: 1.0, side: side),
            sample(.pen, 200, 150, t: 1.0 + held, side: side),
            sample(.pen, 200, 150, t: 1.0 + held + 0.005, down: false, side: side),
        ]
        var painted = false
        for sample in samples {
            let batch = input.route([sample], panelOpen: false, gestures: gestures)
            painted = painted || !batch.paint.isEmpty
            effects += gestures.takeInk(batch.ink, currentSlot: 1)
        }
        return (effects, painted, gestures)
    }

    @Test(
        "a touch held from no time to just under the limit (0.12 s) is a tap: confetti at the touch, said once, nothing painted",
        // Times a binary fraction apart, so the held time is exactly what it says.
        arguments: Route.allCases, [0.0, 0.03125, 0.1171875])
    func shortTouchIsATap(route: Route, held: Double) {
        let (effects, painted, gestures) = touch(held: held, by: route)
        #expect(effects.filter { $0 == .popConfetti(x: 200, y: 150) }.count == 1, "\(effects)")
        #expect(effects.contains(.say("gesture: tap at 200 150")))
        #expect(!painted, "the tap reached the canvas")
        #expect(gestures.wakeAt == nil, "a tap opened a group")
    }

    @Test(
        "a touch held past the limit is gesture ink waiting to be read, not a tap; nothing painted either",
        arguments: Route.allCases, [0.125, 0.5])
    func longTouchIsInk(route: Route, held: Double) {
        let (effects, painted, gestures) = touch(held: held, by: route)
        #expect(!effects.contains { if case .popConfetti = $0 { true } else { false } }, "\(effects)")
        #expect(!painted)
        #expect(gestures.wakeAt != nil, "no group waits to close")
        #expect(!gestures.scene(at: 1.0 + held + 0.01, reduceMotion: true).strokes.isEmpty, "no ink on screen")
        // Its group closes once the wait after the lift ends, to be read, not tapped.
        let closing = gestures.tick(at: 1.0 + held + 5, currentSlot: 1, reduceMotion: true)
        #expect(!closing.contains { if case .popConfetti = $0 { true } else { false } })
    }

    @Test("negative control: the same touch without the side button or gesture mode paints, and pops nothing")
    func plainTouchPaints() {
        let gestures = GestureController(confidence: 0.8, recognize: DigitRecognizers.modelNotLoaded) {}
        var input = CanvasInput()
        var painted = 0
        var effects: [GestureEffect] = []
        for s in [sample(.pen, 200, 150, t: 0.9, down: false), sample(.pen, 200, 150, t: 1), sample(.pen, 200, 150, t: 1.03, down: false)] {
            let batch = input.route([s], panelOpen: false, gestures: gestures)
            painted += batch.paint.count
            effects += gestures.takeInk(batch.ink, currentSlot: 1)
        }
        #expect(painted == 3)
        #expect(!effects.contains { if case .popConfetti = $0 { true } else { false } })
    }
}
