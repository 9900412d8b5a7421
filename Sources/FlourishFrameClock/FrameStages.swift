/// Where one frame's time went, in seconds, stage by stage, for the frame-time figures.
public struct FrameStages: Sendable, Equatable, Codable {
    /// Drain the feeder: take the batch of samples that arrived since the last frame. Kept
    /// apart from `paint` so that waiting on the input thread's lock shows as its own cost.
    public var drain: Double = 0
    /// Paint the batch (libmypaint).
    public var paint: Double = 0
    /// Move the confetti and write its geometry.
    public var confetti: Double = 0
    /// Convert changed tiles to 8-bit and upload them.
    public var upload: Double = 0
    /// Build the frame (clear, copy the canvas texture).
    public var render: Double = 0
    /// Hand the frame to the display (SDL_RenderPresent).
    public var present: Double = 0

    public init() {}

    public var total: Double { drain + paint + confetti + upload + render + present }
}

/// Stamps the boundaries between a frame's stages on one clock.
public struct StageTimer {
    private let clock: () -> Double
    private var last: Double

    public init(clock: @escaping () -> Double = MonotonicClock.now) {
        self.clock = clock
        last = clock()
    }

    /// Starts the next lap now, leaving out the time since the last one (work that is not
    /// part of any stage, e.g. a test capturing the frame).
    public mutating func restart() { last = clock() }

    /// Seconds since the previous lap (or since the timer started).
    public mutating func lap() -> Double {
        let now = clock()
        defer { last = now }
        return now - last
    }
}
