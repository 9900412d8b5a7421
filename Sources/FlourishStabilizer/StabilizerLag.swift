/// How far the brush trails the pen in the stroke being stabilized: what an overlay shows
/// so the painter can see the string they are pulling.
public struct StabilizerLag: Sendable, Equatable {
    /// Canvas pixels between the pen's last sample and the brush's.
    public var pixels: Double
    /// How long ago, in milliseconds, the pen was where the brush is now: the brush's own
    /// timestamp, smoothed like its position, behind the pen's. On a line drawn at constant
    /// speed `pixels` is that speed times this time, exactly.
    public var milliseconds: Double

    public init(pixels: Double, milliseconds: Double) {
        self.pixels = pixels
        self.milliseconds = milliseconds
    }
}
