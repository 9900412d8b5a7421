import FlourishTouch
import Testing

/// Palm rejection's clock, on made-up times.
@Suite("Palm guard")
struct PalmGuardTests {
    @Test("with no pen, nothing is refused")
    func noPen() {
        #expect(!PalmGuard().rejects(at: 12.0))
    }

    @Test("touches are refused for 0.5 s after the pen's last event, and from then on taken")
    func afterPen() {
        var palm = PalmGuard()
        palm.penSeen(at: 10.0)
        palm.penSeen(at: 10.2)
        #expect(palm.rejects(at: 10.2))
        #expect(palm.rejects(at: 10.69))
        #expect(!palm.rejects(at: 10.71))
        // A pen event the loop learns of late still counts for the touch before it.
        #expect(palm.rejects(at: 9.9))
        // An older pen event never pulls the guard back.
        palm.penSeen(at: 9.0)
        #expect(palm.rejects(at: 10.69))
    }

    @Test("where the driver says proximity, in proximity refuses at any time; 0.5 s after it left it takes touches")
    func proximity() {
        var palm = PalmGuard()
        palm.penProximity(true, at: 5.0)
        #expect(palm.rejects(at: 60.0), "a pen held still in proximity sends nothing, and still refuses")
        palm.penProximity(false, at: 61.0)
        #expect(palm.rejects(at: 61.4))
        #expect(!palm.rejects(at: 61.6))
    }
}
