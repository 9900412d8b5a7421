import FlourishFrameClock
import Testing

/// Slack for comparing times computed by different sums of the same Doubles.
let epsilon = 1e-12

extension FrameDecision {
    /// The wait of `.waitAtMost`, nil otherwise.
    var waitSeconds: Double? {
        if case .waitAtMost(let seconds) = self { seconds } else { nil }
    }
}

@Suite("FramePacer")
struct FramePacerTests {
    @Test("the minimum interval is one over the cap", arguments: [1.0, 30, 60, 120, 144, 240, 1000])
    func minimumInterval(cap: Double) {
        let pacer = FramePacer(capHz: cap)
        #expect(abs(pacer.minimumInterval - 1 / cap) <= epsilon)
        #expect(pacer.lastFrameStart == nil)
        #expect(pacer.framesRendered == 0)
        #expect(!pacer.hasPendingChange)
        #expect(!pacer.isAnimating)
    }

    @Test("without a change the loop waits for an event", arguments: [0.0, 1, 1e6])
    func noChangeWaits(now: Double) {
        let pacer = FramePacer(capHz: 120)
        #expect(pacer.decide(now: now) == .waitForEvent)
    }

    @Test("the first change renders immediately", arguments: [0.0, 0.001, 42, 1e6])
    func firstChangeRendersNow(now: Double) {
        var pacer = FramePacer(capHz: 120)
        pacer.noteChange()
        #expect(pacer.hasPendingChange)
        #expect(pacer.decide(now: now) == .render)
    }

    @Test("a change right after a frame waits for the rest of the interval, then renders",
          arguments: [(120.0, 0.0), (120, 5), (120, 1234.5), (60, 2), (240, 0.25)])
    func changeSoonAfterFrame(cap: Double, t: Double) throws {
        var pacer = FramePacer(capHz: cap)
        pacer.noteChange()
        #expect(pacer.decide(now: t) == .render)
        pacer.frameStarted(at: t)
        #expect(!pacer.hasPendingChange)
        #expect(pacer.lastFrameStart == t)

        pacer.noteChange()
        let wait = try #require(pacer.decide(now: t + 0.001).waitSeconds)
        #expect(abs(wait - (1 / cap - 0.001)) <= 1e-9)
        // Halfway through the wait it is still too early.
        let halfway = try #require(pacer.decide(now: t + 0.001 + wait / 2).waitSeconds)
        #expect(halfway > 0)
        #expect(halfway < wait)
        // A microsecond before the interval is up is still too early.
        let justBefore = try #require(pacer.decide(now: t + 1 / cap - 1e-6).waitSeconds)
        #expect(abs(justBefore - 1e-6) <= 1e-9)
        #expect(pacer.decide(now: t + 1 / cap) == .render)
        #expect(pacer.decide(now: t + 1 / cap + 0.5) == .render)
    }

    @Test("a change long after the last frame renders at once")
    func lateChangeRendersNow() {
        var pacer = FramePacer(capHz: 120)
        pacer.noteChange()
        pacer.frameStarted(at: 1)
        pacer.noteChange()
        #expect(pacer.decide(now: 10) == .render)
    }

    @Test("no frame while idle: after a frame with no new change, every later time waits for an event",
          arguments: [0.0, 0.001, 1.0 / 120, 0.5, 10, 1e6])
    func idleAfterFrame(later: Double) {
        var pacer = FramePacer(capHz: 120)
        pacer.noteChange()
        pacer.frameStarted(at: 3)
        #expect(pacer.decide(now: 3 + later) == .waitForEvent)
    }

    @Test("many changes between two frames make exactly one frame")
    func changesCoalesce() {
        var pacer = FramePacer(capHz: 120)
        pacer.noteChange()
        pacer.frameStarted(at: 0)
        for _ in 0..<50 { pacer.noteChange() }
        #expect(pacer.decide(now: 1.0 / 120) == .render)
        pacer.frameStarted(at: 1.0 / 120)
        #expect(pacer.decide(now: 1.0) == .waitForEvent)
        #expect(pacer.framesRendered == 2)
    }

    @Test("a skipped frame is not counted but still spaces the next one by the cap")
    func skippedFrame() throws {
        var pacer = FramePacer(capHz: 120)
        pacer.noteChange()
        pacer.frameStarted(at: 1)
        pacer.noteChange()
        #expect(pacer.decide(now: 1 + 1.0 / 120) == .render)
        pacer.frameSkipped(at: 1 + 1.0 / 120)
        #expect(pacer.framesRendered == 1)
        #expect(!pacer.hasPendingChange)
        #expect(pacer.lastFrameStart == 1 + 1.0 / 120)
        #expect(pacer.decide(now: 2) == .waitForEvent)

        pacer.noteChange()
        let wait = try #require(pacer.decide(now: 1 + 1.0 / 120 + 0.001).waitSeconds)
        #expect(abs(wait - (1.0 / 120 - 0.001)) <= 1e-9)
    }

    @Test("framesRendered counts frame starts", arguments: [0, 1, 7, 500])
    func framesRendered(count: Int) {
        var pacer = FramePacer(capHz: 120)
        for i in 0..<count {
            pacer.noteChange()
            pacer.frameStarted(at: Double(i))
        }
        #expect(pacer.framesRendered == UInt64(count))
        #expect(pacer.lastFrameStart == (count > 0 ? Double(count - 1) : nil))
    }

    @Test("while animating frames come at the cap without changes, and stop once cleared")
    func animating() throws {
        var pacer = FramePacer(capHz: 120)
        pacer.isAnimating = true
        #expect(pacer.decide(now: 0) == .render)
        pacer.frameStarted(at: 0)
        let wait = try #require(pacer.decide(now: 0.001).waitSeconds)
        #expect(abs(wait - (1.0 / 120 - 0.001)) <= 1e-9)
        #expect(pacer.decide(now: 1.0 / 120) == .render)
        pacer.frameStarted(at: 1.0 / 120)

        pacer.isAnimating = false
        #expect(pacer.decide(now: 1) == .waitForEvent)
        // A change still renders after animation stopped.
        pacer.noteChange()
        #expect(pacer.decide(now: 1) == .render)
    }

    @Test("one virtual second of animation renders at the cap", arguments: [60.0, 120, 144])
    func animationRunsAtCap(cap: Double) {
        var pacer = FramePacer(capHz: cap)
        pacer.isAnimating = true
        let starts = simulate(&pacer, changes: [], until: 1.0)
        #expect(starts.first == 0)
        // Frames at 0, 1/cap, 2/cap, ... up to 1 s: cap frames, plus possibly the one at 1 s.
        #expect(starts.count >= Int(cap))
        #expect(starts.count <= Int(cap) + 1)
        expectSpacing(starts, atLeast: 1 / cap)
        for (a, b) in zip(starts, starts.dropFirst()) {
            #expect(b - a <= 1 / cap + 1e-9, "an animating loop must not skip a frame slot")
        }
    }

    @Test("1000 changes at 1 kHz render at most at the cap, and every change reaches the screen within one interval")
    func inputAtOneKilohertz() {
        var pacer = FramePacer(capHz: 120)
        let changes = (0..<1000).map { Double($0) / 1000 }
        let starts = simulate(&pacer, changes: changes, until: nil)
        let span = changes.last! - changes.first!

        #expect(starts.count <= Int((span * 120).rounded(.down)) + 2)
        #expect(starts.count >= Int((span * 120).rounded(.down)))
        #expect(pacer.framesRendered == UInt64(starts.count))
        expectSpacing(starts, atLeast: 1.0 / 120)

        // Each change is taken in by a frame that starts no later than one interval after it.
        for change in changes {
            let frame = starts.first { $0 >= change }
            #expect(frame != nil, "change at \(change) never rendered")
            if let frame { #expect(frame - change <= 1.0 / 120 + epsilon) }
        }
        // And once input stops, the loop goes idle.
        #expect(pacer.decide(now: 5) == .waitForEvent)
    }

    @Test("bursts of changes separated by idle gaps: one frame per burst once the cap allows")
    func burstsWithGaps() {
        var pacer = FramePacer(capHz: 120)
        // Three bursts of 5 changes within 1 ms, each 100 ms apart.
        let changes = [0.0, 0.1, 0.2].flatMap { base in (0..<5).map { base + Double($0) * 0.0002 } }
        let starts = simulate(&pacer, changes: changes, until: nil)
        // The first change of each burst renders at once; the rest of the burst renders one
        // interval later.
        #expect(starts.count == 6)
        expectSpacing(starts, atLeast: 1.0 / 120)
    }

    /// Runs a frame loop in virtual time: `changes` (sorted) arrive as events that wake the
    /// loop; returns the frame start times.
    func simulate(_ pacer: inout FramePacer, changes: [Double], until end: Double?) -> [Double] {
        var starts: [Double] = []
        var now = changes.first ?? 0
        var next = 0
        var steps = 0
        while steps < 1_000_000 {
            steps += 1
            while next < changes.count && changes[next] <= now {
                pacer.noteChange()
                next += 1
            }
            let nextEvent = next < changes.count ? changes[next] : nil
            switch pacer.decide(now: now) {
            case .render:
                if let end, now > end { return starts }
                pacer.frameStarted(at: now)
                starts.append(now)
            case .waitAtMost(let seconds):
                #expect(seconds > 0)
                let timeout = now + seconds
                now = nextEvent.map { min($0, timeout) } ?? timeout
                if let end, now > end { return starts }
            case .waitForEvent:
                guard let nextEvent else { return starts }
                now = nextEvent
            }
        }
        Issue.record("the simulated loop did not settle")
        return starts
    }

    func expectSpacing(_ starts: [Double], atLeast interval: Double) {
        for (a, b) in zip(starts, starts.dropFirst()) {
            #expect(b - a >= interval - epsilon, "frames at \(a) and \(b) are closer than the cap allows")
        }
    }
}
