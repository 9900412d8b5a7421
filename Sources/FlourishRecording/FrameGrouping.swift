import FlourishSamples

/// One frame of a replay: what the feeder would have handed the engine in one drain.
public struct ReplayFrame: Sendable, Equatable {
    /// Commands given before this frame's samples, in order.
    public var commands: [RecordedCommand]
    public var samples: [Sample]
    public init(commands: [RecordedCommand] = [], samples: [Sample] = []) {
        self.commands = commands
        self.samples = samples
    }
}

/// Cuts a recording into the frames a live session would have drawn.
public enum FrameGrouping {
    /// Frames as the recording's batch numbers say: the exact batches the live session
    /// painted, so the replay reaches the same pixels.
    public static func byRecordedBatch(_ events: [RecordedEvent]) -> [ReplayFrame] {
        var frames: [ReplayFrame] = []
        var currentBatch: Int?
        for event in events {
            if frames.isEmpty || event.batch != currentBatch {
                frames.append(ReplayFrame())
                currentBatch = event.batch
            }
            switch event {
            case .sample(let sample, _): frames[frames.count - 1].samples.append(sample)
            // Gesture ink never paints.
            case .gesture: continue
            case .command(let command, _):
                // A command after samples of the same batch opens a frame of its own, so it
                // still comes after them.
                if !frames[frames.count - 1].samples.isEmpty { frames.append(ReplayFrame()) }
                frames[frames.count - 1].commands.append(command)
            }
        }
        return frames
    }

    /// Frames at `hz` by the samples' own timestamps: frame k holds the samples stamped in
    /// [t0 + k/hz, t0 + (k+1)/hz), as a loop drawing at that rate would have drained them.
    /// Empty frames are skipped (an idle loop draws nothing). Time that steps backwards stays
    /// in the current frame.
    public static func byTime(_ events: [RecordedEvent], hz: Double) -> [ReplayFrame] {
        precondition(hz > 0, "frame rate must be positive")
        var frames: [ReplayFrame] = []
        var origin: Double?
        // A Double, not an Int: any finite time must group, however far it jumps.
        var currentIndex = -Double.infinity
        var pending: [RecordedCommand] = []
        for event in events {
            switch event {
            case .gesture:
                continue
            case .command(let command, _):
                pending.append(command)
            case .sample(let sample, _):
                let start = origin ?? sample.time
                origin = start
                let index = max(((sample.time - start) * hz).rounded(.down), currentIndex)
                if index != currentIndex || !pending.isEmpty || frames.isEmpty {
                    frames.append(ReplayFrame(commands: pending))
                    pending.removeAll()
                    currentIndex = index
                }
                frames[frames.count - 1].samples.append(sample)
            }
        }
        if !pending.isEmpty { frames.append(ReplayFrame(commands: pending)) }
        return frames
    }
}
