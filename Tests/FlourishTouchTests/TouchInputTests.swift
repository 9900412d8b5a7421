import FlourishTouch
import Testing

/// Palm rejection in front of the gestures, on made-up times: fingers near the pen are
/// ignored for their whole life, and a gesture the pen interrupts stops where it got to.
@Suite("Touch input with the pen")
struct TouchInputTests {
    /// Two fingers pinching apart from (150, 200) and (250, 200), starting at `start`.
    func pinch(from start: Double, first: UInt32 = 1) -> Fingers {
        var script = Fingers()
        script.down(first, 150, 200, at: start)
        script.down(first + 1, 250, 200, at: start + 0.01)
        for i in 1...10 {
            let t = start + 0.02 + 0.02 * Double(i)
            script.move(first, 150 - 5 * Double(i), 200, at: t)
            script.move(first + 1, 250 + 5 * Double(i), 200, at: t)
        }
        script.up(first, 100, 200, at: start + 0.3)
        script.up(first + 1, 300, 200, at: start + 0.3)
        return script
    }

    @Test("without the pen, two fingers zoom (the control for the tests below)")
    func noPen() {
        var input = TouchInput(mode: .navigate)
        let actions = input.take(pinch(from: 10))
        #expect(actions.moves.count == 20)
        #expect(actions.moves.last.map { abs($0.scale - 2) < 1e-9 } == true)
    }

    @Test("fingers that come down while the pen hovers are ignored: no view move, no tap, one word that they were")
    func penHovering() {
        var input = TouchInput(mode: .navigate)
        #expect(input.penSeen(at: 9.9).isEmpty)
        let actions = input.take(pinch(from: 10))
        #expect(actions == [.refused])
        #expect(input.fingersDown == 0)
    }

    @Test("fingers down within 0.5 s after the pen left stay ignored for their whole life, even after the 0.5 s")
    func afterThePenLeft() {
        var input = TouchInput(mode: .navigate)
        _ = input.penSeen(at: 10.0)
        // Down at 10.45, moving until 10.75: past the guard's 0.5 s, and still ignored.
        let actions = input.take(pinch(from: 10.45))
        #expect(actions.moves.isEmpty)
        // A gesture that starts 0.5 s after the pen is taken.
        #expect(input.take(pinch(from: 10.8, first: 5)).moves.count == 20)
    }

    @Test("the pen coming mid-gesture cancels it: the moves stop where they got to, and nothing after counts")
    func penComesMidway() {
        var input = TouchInput(mode: .navigate)
        let script = pinch(from: 10)
        // Down, down and the first four pairs of moves; then the pen.
        let before = script.events.prefix(10).flatMap { input.take($0) }
        #expect(before.moves.count == 8)
        #expect(input.penSeen(at: 10.11) == [.cancelled])
        let after = script.events.dropFirst(10).flatMap { input.take($0) }
        #expect(after.isEmpty, "the rest of the pinch did nothing: \(after)")
        #expect(input.fingersDown == 0, "the ignored fingers lifted")
    }

    @Test("a pen event from just before the fingers came, learnt after them, cancels them")
    func penLearnedLate() {
        var input = TouchInput(mode: .navigate)
        let script = pinch(from: 10)
        #expect(script.events.prefix(4).flatMap { input.take($0) }.moves.count == 2)
        // The pen hovered at 9.8, within 0.5 s before the fingers: they were a palm.
        #expect(input.penSeen(at: 9.8) == [.cancelled])
        #expect(script.events.dropFirst(4).flatMap { input.take($0) }.isEmpty)
    }

    @Test("a tap while the pen is near is no tap")
    func noTapNearPen() {
        var input = TouchInput(mode: .navigate)
        _ = input.penSeen(at: 20.0)
        var script = Fingers()
        script.down(1, 100, 100, at: 20.1)
        script.down(2, 200, 100, at: 20.1)
        script.up(1, 100, 100, at: 20.2)
        script.up(2, 200, 100, at: 20.2)
        #expect(input.take(script).taps.isEmpty)
        // The control: the same tap 0.5 s later is one.
        script = Fingers()
        script.down(3, 100, 100, at: 20.6)
        script.down(4, 200, 100, at: 20.6)
        script.up(3, 100, 100, at: 20.7)
        script.up(4, 200, 100, at: 20.7)
        #expect(input.take(script).taps == [2])
    }

    @Test("a painting finger the pen interrupts lifts and paints no more")
    func paintInterrupted() {
        var input = TouchInput(mode: .paint)
        var script = Fingers()
        script.down(1, 100, 100, at: 1.0)
        script.move(1, 130, 100, at: 1.05)
        #expect(input.take(script).paints.count == 2)
        #expect(input.penProximity(true, at: 1.06) == [.paint(x: 130, y: 100, time: 1.06, down: false), .cancelled])
        script = Fingers()
        script.move(1, 160, 100, at: 1.07)
        script.up(1, 160, 100, at: 1.08)
        #expect(input.take(script).isEmpty)
    }

    @Test("off ignores every finger")
    func off() {
        var input = TouchInput(mode: .off)
        #expect(input.take(pinch(from: 1)).isEmpty)
    }
}
