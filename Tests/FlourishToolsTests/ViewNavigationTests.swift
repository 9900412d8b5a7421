import Foundation
import Testing

@testable import FlourishTools

@Suite("Pan gestures: middle drag, Space with a left drag")
struct ViewNavigationTests {
    @Test("a middle-button drag pans by the pointer's motion and holds samples off the canvas")
    func middleDrag() {
        var navigation = ViewNavigation()
        #expect(!navigation.withholdsSamples)
        let r1 = navigation.buttonPressed(2, x: 100, y: 100)

        #expect(r1)
        #expect(navigation.withholdsSamples)
        let delta = navigation.pointerMoved(x: 130, y: 90)
        #expect(delta == .pan(dx: 30, dy: -10))
        let r2 = navigation.pointerMoved(x: 130, y: 90)

        #expect(r2 == nil, "no motion, no pan")
        let r3 = navigation.buttonReleased(2)

        #expect(r3)
        #expect(!navigation.withholdsSamples)
        let r4 = navigation.pointerMoved(x: 200, y: 200)

        #expect(r4 == nil)
    }

    @Test("the left button pans only while Space is held; alone it paints")
    func spaceDrag() {
        var navigation = ViewNavigation()
        let r5 = navigation.buttonPressed(1, x: 0, y: 0)

        #expect(!r5, "a plain left press started a pan")
        let r6 = navigation.buttonReleased(1)

        #expect(!r6)
        navigation.spaceChanged(down: true)
        #expect(navigation.withholdsSamples, "Space held: a pen touching down must not paint")
        let r7 = navigation.buttonPressed(1, x: 10, y: 10)

        #expect(r7)
        let r8 = navigation.pointerMoved(x: 15, y: 10)

        #expect(r8.map { if case .pan(let dx, _) = $0 { dx == 5 } else { false } } == true)
        navigation.spaceChanged(down: false)
        #expect(navigation.withholdsSamples, "the drag goes on until the button comes up")
        let r9 = navigation.buttonReleased(1)

        #expect(r9)
        #expect(!navigation.withholdsSamples)
    }

    @Test("the right button never pans, and a second button during a pan does not take over")
    func otherButtons() {
        var navigation = ViewNavigation()
        let r10 = navigation.buttonPressed(3, x: 0, y: 0)

        #expect(!r10)
        let r11 = navigation.buttonPressed(2, x: 0, y: 0)

        #expect(r11)
        navigation.spaceChanged(down: true)
        let r12 = navigation.buttonPressed(1, x: 5, y: 5)

        #expect(r12, "the press belongs to the pan in progress")
        let r13 = navigation.buttonReleased(1)

        #expect(!r13, "only the middle button ends this pan")
        let r14 = navigation.buttonReleased(2)

        #expect(r14)
    }
}

@Suite("ViewNavigation: a view drag begun with Shift turns the view")
struct ViewTurnDragTests {
    @Test("a quarter circle about the pivot turns the view a quarter turn; near the pivot nothing turns; without Shift it pans")
    func turnDrag() {
        var navigation = ViewNavigation()
        let turning = navigation.buttonPressed(2, x: 300, y: 150, turningAbout: (200, 150))
        #expect(turning)
        var swept = 0.0
        // From the pivot's right to below it, clockwise on screen, in 10 steps.
        for step in 1...10 {
            let angle = Double(step) * .pi / 20
            if case .turn(let degrees) = navigation.pointerMoved(x: 200 + 100 * cos(angle), y: 150 + 100 * sin(angle)) {
                swept += degrees
            }
        }
        #expect(abs(swept - 90) < 1e-9, "swept \(swept) degrees")
        let nearPivot = navigation.pointerMoved(x: 203, y: 152)
        #expect(nearPivot == nil, "a point near the pivot turned the view")
        let released = navigation.buttonReleased(2)
        #expect(released)
        // The negative control: the same drag without Shift pans.
        let panning = navigation.buttonPressed(2, x: 300, y: 150)
        #expect(panning)
        let moved = navigation.pointerMoved(x: 200, y: 250)
        #expect(moved == .pan(dx: -100, dy: 100))
    }
}
