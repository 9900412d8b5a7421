import FlourishFeeder

/// One frame of a replay: what the feeder would have handed the engine in one drain.
public struct ReplayFrame: Sendable, Equatable {
    /// Clear the canvas before painting this frame's samples.
    public var clearsFirst: Bool
    public var samples: [Sample]
    public init(clearsFirst: Bool = false, samples: [Sample] = []) {
        self.clearsFirst = clearsFirst
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
            let batch: Int?
            switch event {
            case .sample(_, let b): batch = b
            case .clear(let b): batch = b
            }
            if frames.isEmpty || batch != currentBatch {
                frames.append(ReplayFrame())
                currentBatch = batch
            }
            switch event {
            case .sample(let sample, _): frames[frames.count - 1].samples.append(sample)
            case .clear:
                if !frames[frames.count - 1].samples.isEmpty { frames.append(ReplayFrame()) }
                frames[frames.count - 1].clearsFirst = true
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
        var pendingClear = false
        for event in events {
            switch event {
            case .clear:
                pendingClear = true
            case .sample(let sample, _):
                let start = origin ?? sample.time
                origin = start
                let index = max(((sample.time - start) * hz).rounded(.down), currentIndex)
                if index != currentIndex || pendingClear || frames.isEmpty {
                    frames.append(ReplayFrame(clearsFirst: pendingClear))
                    pendingClear = false
                    currentIndex = index
                }
                frames[frames.count - 1].samples.append(sample)
            }
        }
        if pendingClear { frames.append(ReplayFrame(clearsFirst: true)) }
        return frames
    }
}
