import FlourishTouch
import Foundation
import Testing

/// The gestures on made-up fingers and a made-up clock: navigation, taps, and a painting
/// finger's wait.
@Suite("Touch gestures")
struct TouchGesturesTests {
    @Test("one finger pans by its own motion from where it came down; nothing paints")
    func onePans() {
        var gestures = TouchGestures(mode: .navigate)
        var script = Fingers()
        script.down(1, 100, 100, at: 1.0)
        script.move(1, 120, 90, at: 1.02)
        script.move(1, 160, 70, at: 1.04)
        script.up(1, 160, 70, at: 1.3)
        let actions = gestures.take(script)
        #expect(actions.first == .anchorView(sequenceStart: true))
        #expect(actions.moves == [Similarity(dx: 20, dy: -10), Similarity(dx: 60, dy: -30)])
        #expect(actions.paints.isEmpty && actions.taps.isEmpty)
        #expect(actions.last == .gestureEnded)
    }

    @Test("a second finger anchors again: the moves after it are from both fingers' points then")
    func secondFingerAnchors() throws {
        var gestures = TouchGestures(mode: .navigate)
        var script = Fingers()
        script.down(1, 100, 100, at: 1.0)
        script.move(1, 110, 100, at: 1.1)
        script.down(2, 300, 100, at: 1.2)
        // Apart twice as far about the midpoint (205, 100).
        script.move(1, 15, 100, at: 1.3)
        script.move(2, 395, 100, at: 1.3)
        let actions = gestures.take(script)
        #expect(actions.filter { $0 == .anchorView(sequenceStart: false) }.count == 1)
        let last = try #require(actions.moves.last)
        #expect(abs(last.scale - 2) < 1e-12)
        let mid = last.apply(x: 205, y: 100)
        #expect(abs(mid.x - 205) < 1e-9 && abs(mid.y - 100) < 1e-9)
        #expect(gestures.fingersDown == [1, 2])
    }

    @Test("a quick two-finger tap puts back the little it moved and asks for undo; three fingers ask for redo")
    func taps() {
        for count in [2, 3] {
            var gestures = TouchGestures(mode: .navigate)
            var script = Fingers()
            for finger in 0..<count { script.down(UInt32(finger), 100 + 80 * Double(finger), 200, at: 5.0 + 0.01 * Double(finger)) }
            script.move(0, 104, 203, at: 5.08)
            for finger in 0..<count { script.up(UInt32(finger), 104 + 80 * Double(finger), 203, at: 5.2) }
            let actions = gestures.take(script)
            #expect(actions.taps == [count])
            #expect(actions.suffix(3) == [.restoreView, .tap(fingers: count), .gestureEnded])
        }
    }

    @Test(
        "not a tap: too slow, a finger moving 10 px, one finger, four fingers",
        arguments: [
            (fingers: 2, lastUp: 5.26, travel: 0.0),
            (fingers: 2, lastUp: 5.1, travel: 10.0),
            (fingers: 1, lastUp: 5.1, travel: 0.0),
            (fingers: 4, lastUp: 5.1, travel: 0.0),
        ])
    func notTaps(fingers count: Int, lastUp: Double, travel: Double) {
        var gestures = TouchGestures(mode: .navigate)
        var script = Fingers()
        for finger in 0..<count { script.down(UInt32(finger), 100 + 80 * Double(finger), 200, at: 5.0) }
        script.move(0, 100 + travel, 200, at: 5.05)
        script.move(0, 100, 200, at: 5.06)
        for finger in 0..<count { script.up(UInt32(finger), 100 + 80 * Double(finger), 200, at: lastUp) }
        let actions = gestures.take(script)
        #expect(actions.taps.isEmpty)
        #expect(!actions.contains(.restoreView))
        #expect(actions.last == .gestureEnded)
    }

    @Test("the control for the taps: the same two fingers at 0.25 s and 9.9 px are a tap")
    func tapAtTheEdges() {
        var gestures = TouchGestures(mode: .navigate)
        var script = Fingers()
        script.down(0, 100, 200, at: 5.0)
        script.down(1, 180, 200, at: 5.0)
        script.move(0, 109.9, 200, at: 5.05)
        script.up(0, 100, 200, at: 5.25)
        script.up(1, 180, 200, at: 5.25)
        #expect(gestures.take(script).taps == [2])
    }

    @Test("navigate and off never paint")
    func neverPaints() {
        for mode in [TouchMode.navigate, .off] {
            var gestures = TouchGestures(mode: mode)
            var script = Fingers()
            script.down(1, 100, 100, at: 1.0)
            for i in 1...20 { script.move(1, 100 + 5 * Double(i), 100, at: 1.0 + 0.02 * Double(i)) }
            script.up(1, 200, 100, at: 1.5)
            let actions = gestures.take(script)
            #expect(actions.paints.isEmpty, "\(mode)")
            if mode == .off { #expect(actions.isEmpty) }
        }
    }

    @Test("paint: a finger's stroke waits until it moved 10 px, then paints its points, and lifts where it ends")
    func paintWaits() {
        var gestures = TouchGestures(mode: .paint)
        var script = Fingers()
        script.down(1, 100, 100, at: 1.0)
        script.move(1, 104, 100, at: 1.01)
        let waiting = gestures.take(script)
        #expect(waiting.isEmpty, "nothing yet: a second finger may still come")
        script = Fingers()
        script.move(1, 112, 100, at: 1.02)
        script.move(1, 120, 100, at: 1.03)
        script.up(1, 120, 100, at: 1.04)
        let actions = gestures.take(script)
        #expect(actions.paints.map(\.x) == [100, 104, 112, 120, 120])
        #expect(actions.paints.map(\.down) == [true, true, true, true, false])
        #expect(actions.moves.isEmpty && actions.taps.isEmpty)
    }

    @Test("paint: a finger resting 0.25 s paints at its next event; a quick touch alone is a dot")
    func paintAfterWaitAndDot() {
        var gestures = TouchGestures(mode: .paint)
        var script = Fingers()
        script.down(1, 100, 100, at: 1.0)
        script.move(1, 101, 100, at: 1.26)
        #expect(gestures.take(script).paints.map(\.x) == [100, 101])
        var dot = TouchGestures(mode: .paint)
        script = Fingers()
        script.down(1, 50, 60, at: 2.0)
        script.up(1, 50, 60, at: 2.05)
        #expect(dot.take(script).paints.map(\.down) == [true, false])
    }

    @Test("paint: a second finger soon after makes a held stroke nothing at all, and the fingers navigate and tap")
    func paintSecondFinger() {
        var gestures = TouchGestures(mode: .paint)
        var script = Fingers()
        script.down(1, 100, 100, at: 1.0)
        script.move(1, 103, 100, at: 1.02)
        script.down(2, 200, 100, at: 1.05)
        script.up(1, 103, 100, at: 1.15)
        script.up(2, 200, 100, at: 1.16)
        let actions = gestures.take(script)
        #expect(actions.paints.isEmpty, "the tap left no dab for its undo to take instead of the last stroke")
        #expect(actions.taps == [2])
    }

    @Test("paint: a second finger while painting lifts the stroke where it is, then the fingers pan and zoom")
    func paintThenNavigate() throws {
        var gestures = TouchGestures(mode: .paint)
        var script = Fingers()
        script.down(1, 100, 100, at: 1.0)
        script.move(1, 130, 100, at: 1.05)
        script.down(2, 300, 100, at: 1.4)
        script.move(2, 330, 100, at: 1.45)
        let actions = gestures.take(script)
        #expect(actions.paints.map(\.down) == [true, true, false])
        #expect(actions.paints.last.map { $0.x == 130 } == true)
        #expect(actions.contains(.anchorView(sequenceStart: true)))
        let move = try #require(actions.moves.last)
        #expect(move.scale > 1.1)
    }

    @Test("cancel: the gesture stops where it is; a painting finger lifts; a held one is dropped")
    func cancel() {
        var gestures = TouchGestures(mode: .paint)
        var script = Fingers()
        script.down(1, 100, 100, at: 1.0)
        script.move(1, 130, 100, at: 1.05)
        _ = gestures.take(script)
        #expect(gestures.cancel(at: 1.1) == [.paint(x: 130, y: 100, time: 1.1, down: false), .cancelled])
        #expect(gestures.fingersDown.isEmpty)
        var held = TouchGestures(mode: .paint)
        script = Fingers()
        script.down(1, 100, 100, at: 1.0)
        _ = held.take(script)
        #expect(held.cancel(at: 1.05) == [.cancelled])
        #expect(held.cancel(at: 1.06).isEmpty, "nothing left to cancel")
    }
}
