import FlourishFeeder
import FlourishRecording
import FlourishSession

/// What painting a stream of frames did.
public struct PaintedFrames: Sendable, Equatable {
    public var frames = 0
    public var samples = 0
    /// Dirty tiles the frames produced, summed frame by frame.
    public var dirtyTiles = 0
}

extension Replay {
    /// The frames a whole recording replays in: at `hz` where given; else a Flourish
    /// recording's own frames (so a session replays to its exact pixels) and 120 Hz for
    /// formats without. For tools and tests that hold a recording; a replay streams them.
    public static func frames(of recording: Recording, hz: Double? = nil) -> [ReplayFrame] {
        switch FrameCutter.Rule.replaying(recording.format, hz: hz) {
        case .recordedBatch: FrameGrouping.byRecordedBatch(recording.events)
        case .time(let rate): FrameGrouping.byTime(recording.events, hz: rate)
        }
    }

    /// Feeds frames through a feeder into the session, one drain per frame, as the window
    /// does, with each frame's commands first. Returns how many dirty tiles the frames
    /// produced.
    @discardableResult
    public static func paint(
        _ frames: [ReplayFrame], with session: PaintSession, feeder: SampleFeeder = SampleFeeder(),
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Int {
        let total = progress == nil ? 0 : frames.reduce(0) { $0 + $1.samples.count }
        var painted = PaintedFrames()
        for frame in frames {
            paint(frame, with: session, feeder: feeder, into: &painted)
            progress?(painted.samples, total)
        }
        return painted.dirtyTiles
    }

    /// The current session's frames of `stream`, painted as they are read (see the array
    /// form); `progress` hears the samples painted so far after each frame.
    @discardableResult
    public static func paint(
        _ stream: inout FrameStream, with session: PaintSession, feeder: SampleFeeder = SampleFeeder(),
        progress: ((_ done: Int) -> Void)? = nil
    ) throws(ReplayError) -> PaintedFrames {
        var painted = PaintedFrames()
        while true {
            let next: ReplayFrame?
            do { next = try stream.nextFrame() } catch { throw ReplayError(error.description) }
            guard let frame = next else { return painted }
            paint(frame, with: session, feeder: feeder, into: &painted)
            progress?(painted.samples)
        }
    }

    /// One frame: its commands, then its samples in one drain.
    static func paint(_ frame: ReplayFrame, with session: PaintSession, feeder: SampleFeeder, into painted: inout PaintedFrames) {
        for recorded in frame.commands {
            if let command = SessionCommand(recorded) { session.perform(command) }
        }
        for sample in frame.samples { feeder.push(sample) }
        let batch = feeder.drain()
        painted.dirtyTiles += session.paint(batch).canvas.reduce(0) { $0 + $1.tiles.count }
        feeder.recycle(batch)
        painted.frames += 1
        painted.samples += frame.samples.count
    }
}
