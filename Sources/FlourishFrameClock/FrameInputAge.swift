/// How old the input a frame carried was when the frame reached the screen: the present time
/// minus the device time of the newest and of the oldest sample it carried, in seconds. Both
/// clocks are CLOCK_MONOTONIC (the X server stamps input with it on Linux), so the difference
/// is the whole sample-to-screen latency: queueing in the server, the wait for the frame,
/// painting, upload and present.
public struct FrameInputAge: Sendable, Equatable {
    public var presentedAt: Double
    public var newest: Double
    public var oldest: Double

    public init(presentedAt: Double, oldestSample: Double, newestSample: Double) {
        self.presentedAt = presentedAt
        newest = presentedAt - newestSample
        oldest = presentedAt - oldestSample
    }
}
