/// Cuts events into the frames a live session drew, one event at a time, so a replay holds
/// one frame, never the recording's list (`FrameGrouping` cuts a whole list the same way).
public struct FrameCutter {
    /// Where one frame ends and the next begins.
    public enum Rule: Sendable, Equatable {
        /// As the recording's batch numbers say: the exact batches the live session painted,
        /// so the replay reaches the same pixels.
        case recordedBatch
        /// At `hz` by the samples' own timestamps: frame k holds the samples stamped in
        /// [t0 + k/hz, t0 + (k+1)/hz), as a loop drawing at that rate would have drained them.
        /// Empty frames are skipped (an idle loop draws nothing); time that steps backwards
        /// stays in the current frame.
        case time(hz: Double)

        /// The rule a recording of `format` replays in: at `hz` where given; else a Flourish
        /// recording's own frames and 120 Hz for formats without.
        public static func replaying(_ format: Recording.Format, hz: Double?) -> Rule {
            if let hz { return .time(hz: hz) }
            return format == .flourish ? .recordedBatch : .time(hz: 120)
        }
    }

    public let rule: Rule
    /// The frame being filled; nil before the first.
    private var building: ReplayFrame?
    private var currentBatch: Int?
    /// `.time`: the first sample's time, the frame index filled, the commands waiting for
    /// the next sample's frame.
    private var origin: Double?
    // A Double, not an Int: any finite time must group, however far it jumps.
    private var currentIndex = -Double.infinity
    private var pending: [RecordedCommand] = []

    public init(_ rule: Rule) {
        if case .time(let hz) = rule { precondition(hz > 0, "frame rate must be positive") }
        self.rule = rule
    }

    /// Takes the next event; returns the frame it completed, if it starts a new one.
    public mutating func take(_ event: RecordedEvent) -> ReplayFrame? {
        switch rule {
        case .recordedBatch: byBatch(event)
        case .time(let hz): byTime(event, hz: hz)
        }
    }

    /// After the last event: the frames still held, one per call, then nil.
    public mutating func flush() -> ReplayFrame? {
        if let frame = building {
            building = nil
            return frame
        }
        guard !pending.isEmpty else { return nil }
        defer { pending.removeAll() }
        return ReplayFrame(commands: pending)
    }

    private mutating func byBatch(_ event: RecordedEvent) -> ReplayFrame? {
        var completed: ReplayFrame?
        if building == nil || event.batch != currentBatch {
            completed = building
            building = ReplayFrame()
            currentBatch = event.batch
        }
        switch event {
        case .sample(let sample, _): building?.samples.append(sample)
        // Gesture ink never paints.
        case .gesture: break
        case .command(let command, _):
            // A command after samples of the same batch opens a frame of its own, so it still
            // comes after them (the frame it closes is complete; the new one holds no samples).
            if let frame = building, !frame.samples.isEmpty {
                completed = frame
                building = ReplayFrame()
            }
            building?.commands.append(command)
        }
        return completed
    }

    private mutating func byTime(_ event: RecordedEvent, hz: Double) -> ReplayFrame? {
        switch event {
        case .gesture:
            return nil
        case .command(let command, _):
            pending.append(command)
            return nil
        case .sample(let sample, _):
            let start = origin ?? sample.time
            origin = start
            let index = max(((sample.time - start) * hz).rounded(.down), currentIndex)
            var completed: ReplayFrame?
            if index != currentIndex || !pending.isEmpty || building == nil {
                completed = building
                building = ReplayFrame(commands: pending)
                pending.removeAll()
                currentIndex = index
            }
            building?.samples.append(sample)
            return completed
        }
    }
}
