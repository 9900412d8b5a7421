/// What a recording keeps of pen gestures, so `flourish gestures` replays a session's gesture
/// ink to the same taps and groups. None of it paints: a replay of the painting passes over
/// it.
public enum GestureRecord: Sendable, Equatable {
    /// A sample of gesture ink, in window pixels (gestures are read on the glass, so the
    /// view's zoom never changes how one is grouped), with the device's own time.
    case ink(Sample)
    /// Gesture mode turned on or off (key G) at `time`, on the samples' clock: leaving it
    /// closes the group being written.
    case mode(on: Bool, time: Double)

}
