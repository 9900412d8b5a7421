/// What the frame loop should do next.
public enum FrameDecision: Equatable, Sendable {
    /// Draw a frame now.
    case render
    /// Sleep until an event arrives or `seconds` pass, whichever is first.
    case waitAtMost(seconds: Double)
    /// Nothing to draw: sleep until an event arrives, however long that takes.
    case waitForEvent
}

/// Decides when to draw: never while nothing changes, never more often than the cap, and as
/// soon as the cap allows once something did.
///
/// Time is passed in, never read, so the rules are tested without a clock or a sleep.
public struct FramePacer: Sendable {
    /// The shortest time between the starts of two frames.
    public let minimumInterval: Double
    /// When the last frame started, or nil before the first.
    public private(set) var lastFrameStart: Double?
    /// Whether something changed since the last frame started.
    public private(set) var hasPendingChange = false
    /// Set while something animates on its own (e.g. confetti): frames keep coming at the cap
    /// even without new input.
    public var isAnimating = false
    /// Frames drawn so far.
    public private(set) var framesRendered: UInt64 = 0

    /// - Parameter capHz: the most frames per second; must be positive.
    public init(capHz: Double) {
        precondition(capHz > 0, "frame cap must be positive")
        minimumInterval = 1 / capHz
    }

    /// Something visible changed (input arrived, the window was exposed or resized, the canvas
    /// was cleared). Many changes before the next frame make one frame.
    public mutating func noteChange() {
        hasPendingChange = true
    }

    /// What to do at time `now` (seconds, monotonic).
    public func decide(now: Double) -> FrameDecision {
        guard hasPendingChange || isAnimating else { return .waitForEvent }
        guard let last = lastFrameStart else { return .render }
        let due = last + minimumInterval
        if now >= due { return .render }
        return .waitAtMost(seconds: due - now)
    }

    /// Call when a frame starts drawing, after it took in everything that had arrived.
    public mutating func frameStarted(at now: Double) {
        lastFrameStart = now
        hasPendingChange = false
        framesRendered += 1
    }

    /// Call when the loop took in what had arrived at a frame's time but it changed nothing
    /// visible (e.g. the pointer hovering): no frame is drawn or counted, and the cap still
    /// spaces the loop's work as if one had been.
    public mutating func frameSkipped(at now: Double) {
        lastFrameStart = now
        hasPendingChange = false
    }
}
