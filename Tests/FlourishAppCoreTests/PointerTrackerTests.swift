import Testing

@testable import FlourishAppCore

/// The ring follows the devices' samples where XInput2 reads them: SDL's core motion of the
/// same motion never draws a frame of its own (issue 16).
struct PointerTrackerTests {
    /// A tracker that already knows the pointer is over the window at (100, 100).
    func trackerOverWindow() -> PointerTracker {
        var tracker = PointerTracker()
        _ = tracker.coreMoved(to: (100, 100), at: 0) { true }
        return tracker
    }

    @Test("the first core motion places the ring at once: no sample will follow SDL's motion to where the window opened")
    func firstCoreMotion() {
        var tracker = PointerTracker()
        let asksFrame1 = tracker.coreMoved(to: (200, 150), at: 1) { true }
        #expect(asksFrame1)
        #expect(tracker.ring(radius: 3) == CursorPlacement(x: 200, y: 150, radius: 3))
        #expect(tracker.unmatchedCoreMotion == nil)
        // The negative control: a pointer the server says is elsewhere shows no ring.
        var away = PointerTracker()
        let asksFrame2 = away.coreMoved(to: (200, 150), at: 1) { false }
        #expect(asksFrame2)
        #expect(away.ring(radius: 3) == nil)
    }

    @Test("a core motion before its pen sample asks for no frame; the sample moves the ring and accounts for it")
    func coreMotionThenSample() {
        var tracker = trackerOverWindow()
        let asksFrame3 = tracker.coreMoved(to: (108, 100), at: 1) { true }
        #expect(!asksFrame3)
        #expect(tracker.ring(radius: 2)?.x == 100, "the ring moved for the core motion alone")
        #expect(tracker.coreMotionDeadline == 1 + PointerTracker.coreMotionGrace)
        tracker.sampled(at: (108.4, 100.2))
        #expect(tracker.ring(radius: 2) == CursorPlacement(x: 108.4, y: 100.2, radius: 2))
        #expect(tracker.coreMotionDeadline == nil)
        // Long after the grace, nothing is left to move the ring back to whole pixels.
        let asksFrame4 = tracker.takeUnmatchedCoreMotion(now: 10)
        #expect(!asksFrame4)
        #expect(tracker.ring(radius: 2)?.x == 108.4)
    }

    @Test("a core motion after its sample is the same motion: nothing waits")
    func sampleThenCoreMotion() {
        var tracker = trackerOverWindow()
        tracker.sampled(at: (116.7, 99.6))
        let asksFrame5 = tracker.coreMoved(to: (116, 99), at: 1) { true }
        #expect(!asksFrame5)
        #expect(tracker.unmatchedCoreMotion == nil)
        let asksFrame6 = tracker.takeUnmatchedCoreMotion(now: 10)
        #expect(!asksFrame6)
        #expect(tracker.ring(radius: 2)?.x == 116.7)
    }

    @Test("a core motion no sample follows (a warp) moves the ring after the grace, not before")
    func warpMovesRingLate() {
        var tracker = trackerOverWindow()
        let asksFrame7 = tracker.coreMoved(to: (300, 40), at: 5) { true }
        #expect(!asksFrame7)
        let asksFrame8 = tracker.takeUnmatchedCoreMotion(now: 5 + PointerTracker.coreMotionGrace / 2)
        #expect(!asksFrame8)
        #expect(tracker.ring(radius: 2)?.x == 100)
        // A sample from elsewhere (another device) does not account for it.
        tracker.sampled(at: (50, 50))
        #expect(tracker.coreMotionDeadline != nil)
        // Later motions of the warp keep the first one's deadline and move its point.
        let asksFrame9 = tracker.coreMoved(to: (310, 45), at: 5.02) { true }
        #expect(!asksFrame9)
        #expect(tracker.coreMotionDeadline == 5 + PointerTracker.coreMotionGrace)
        let asksFrame10 = tracker.takeUnmatchedCoreMotion(now: 5 + PointerTracker.coreMotionGrace)
        #expect(asksFrame10)
        #expect(tracker.ring(radius: 2) == CursorPlacement(x: 310, y: 45, radius: 2))
        #expect(tracker.coreMotionDeadline == nil)
    }

    @Test("leaving the window hides the ring and drops a waiting core motion; SDL's own input moves it at once")
    func leaveAndMousePath() {
        var tracker = trackerOverWindow()
        _ = tracker.coreMoved(to: (300, 40), at: 5) { true }
        tracker.left()
        #expect(tracker.ring(radius: 2) == nil)
        let asksFrame11 = tracker.takeUnmatchedCoreMotion(now: 100)
        #expect(!asksFrame11)
        tracker.entered()
        tracker.moved(to: (7, 8)) { true }
        #expect(tracker.ring(radius: 2) == CursorPlacement(x: 7, y: 8, radius: 2))
    }
}
