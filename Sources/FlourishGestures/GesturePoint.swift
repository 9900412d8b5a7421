/// One point of gesture ink: where the pen was, in screen (window) pixels, and when.
///
/// Screen pixels, not canvas pixels: the tap size and the split floor are distances on the
/// glass, so zooming the painting never changes how a gesture is read.
public struct GesturePoint: Sendable, Equatable {
    public var x: Double
    public var y: Double
    /// Seconds on the clock that stamps samples (only differences matter).
    public var time: Double

    public init(x: Double, y: Double, time: Double) {
        self.x = x
        self.y = y
        self.time = time
    }
}
