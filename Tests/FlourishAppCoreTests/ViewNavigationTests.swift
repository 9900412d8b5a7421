import Testing

@testable import FlourishAppCore

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
        #expect(delta?.dx == 30 && delta?.dy == -10)
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

        #expect(r8?.dx == 5)
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
