import FlourishFrameClock

/// What the frame loop does next, decided by `FrameLoop.next`.
package enum LoopStep: Equatable, Sendable {
    /// The run is over (closed, Ctrl+Q, a signal, `--quit-after`'s time).
    case quit
    /// Draw a frame now.
    case drawFrame
    /// Sleep until exactly this time: SDL waits in whole milliseconds, and the last fraction
    /// of one is slept exactly so that frames land on the cap instead of up to 1 ms late.
    case sleep(until: Double)
    /// Wait for an event at most this many milliseconds (-1: for as long as it takes).
    case waitForEvent(milliseconds: Int32)
}

/// The frame loop's own state: the pacer that spaces frames, whether the next frame must be
/// drawn whole, and whether the run goes on. Time is handed in, never read, so the loop's
/// decisions are tested without a window or a clock; the app carries out each `LoopStep`.
package struct FrameLoop {
    package private(set) var pacer: FramePacer
    /// When the run ends by itself (`--quit-after`), if it does.
    package let quitDeadline: Double?
    package private(set) var isRunning = true
    /// The signal that asked the app to quit, if one did.
    package private(set) var quitSignal: Int32?
    /// Something other than paint needs the whole window redrawn (exposed, resized, the view,
    /// the brush or the overlay changed): the next frame is drawn whole.
    package private(set) var needsWholeFrame = true

    package init(capHz: Double, quitDeadline: Double? = nil) {
        pacer = FramePacer(capHz: capHz)
        self.quitDeadline = quitDeadline
    }

    /// Something visible may have changed: a frame is drawn at the cap's next chance.
    package mutating func noteChange() { pacer.noteChange() }

    /// The whole window must be drawn again, at the cap's next chance.
    package mutating func redrawWhole() {
        needsWholeFrame = true
        pacer.noteChange()
    }

    /// Whether frames keep coming at the cap without input (confetti, a fading verdict).
    package var isAnimating: Bool {
        get { pacer.isAnimating }
        set { pacer.isAnimating = newValue }
    }

    package var framesRendered: UInt64 { pacer.framesRendered }

    /// Ends the run after this turn of the loop; `signal` is the one that asked, if any.
    package mutating func quit(signal: Int32? = nil) {
        isRunning = false
        if let signal { quitSignal = signal }
    }

    /// The run goes on after all: a quit the painter asked for found that the painting could
    /// be written nowhere, and the window stays open so it is not lost.
    package mutating func resume() {
        isRunning = true
        needsWholeFrame = true
        pacer.noteChange()
    }

    /// Whether the painter asked for the run to end (Ctrl+Q, the window closed), as opposed
    /// to a signal or `--quit-after`'s time, which end it whatever the painting's fate.
    package func painterQuit(at now: Double) -> Bool {
        !isRunning && quitSignal == nil && quitDeadline.map { now < $0 } != false
    }

    /// Whether the run is over at `now`: quit was asked for, or `--quit-after`'s time came.
    package func isOver(at now: Double) -> Bool {
        !isRunning || quitDeadline.map { now >= $0 } == true
    }

    /// What to do at `now`: quit, draw, or wait — at most until the earliest of `wakeBy`
    /// (the next autosave, a gesture group's end, a core motion's grace), so that each is
    /// taken in on time while an idle app sleeps without polling.
    package func next(now: Double, wakeBy: [Double?]) -> LoopStep {
        guard !isOver(at: now) else { return .quit }
        let deadline = (wakeBy + [quitDeadline]).compactMap { $0 }.min()
        var milliseconds: Int32
        switch pacer.decide(now: now) {
        case .render:
            return .drawFrame
        case .waitAtMost(let seconds) where seconds < 0.001:
            return .sleep(until: now + seconds)
        case .waitAtMost(let seconds):
            milliseconds = Int32(min((seconds * 1000).rounded(.down), 1000))
        case .waitForEvent:
            milliseconds = -1
        }
        if let deadline {
            let left = Int32(max(0, min((deadline - now) * 1000, 86_400_000).rounded(.up)))
            milliseconds = milliseconds < 0 ? left : min(milliseconds, left)
        }
        return .waitForEvent(milliseconds: milliseconds)
    }

    /// A frame starts drawing at `now`; returns whether it must be drawn whole (and clears
    /// that: the frame takes care of it).
    package mutating func frameStarted(at now: Double) -> Bool {
        pacer.frameStarted(at: now)
        defer { needsWholeFrame = false }
        return needsWholeFrame
    }

    /// The frame at `now` found nothing visible changed: none is drawn.
    package mutating func frameSkipped(at now: Double) { pacer.frameSkipped(at: now) }
}
