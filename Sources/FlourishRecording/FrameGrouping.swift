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

/// Cuts a whole recording's events into the frames a live session would have drawn, as
/// `FrameCutter` does one event at a time.
public enum FrameGrouping {
    /// Frames as the recording's batch numbers say (`FrameCutter.Rule.recordedBatch`).
    public static func byRecordedBatch(_ events: [RecordedEvent]) -> [ReplayFrame] {
        cut(events, .recordedBatch)
    }

    /// Frames at `hz` by the samples' own timestamps (`FrameCutter.Rule.time`).
    public static func byTime(_ events: [RecordedEvent], hz: Double) -> [ReplayFrame] {
        cut(events, .time(hz: hz))
    }

    static func cut(_ events: [RecordedEvent], _ rule: FrameCutter.Rule) -> [ReplayFrame] {
        var cutter = FrameCutter(rule)
        var frames: [ReplayFrame] = []
        for event in events {
            if let frame = cutter.take(event) { frames.append(frame) }
        }
        while let frame = cutter.flush() { frames.append(frame) }
        return frames
    }
}
