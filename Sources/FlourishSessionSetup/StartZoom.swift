/// The zoom a window opens with.
public enum StartZoom: Sendable, Equatable {
    /// The zoom range the view keeps to, and a start zoom must be in: 1/16 to 32 window pixels
    /// per canvas pixel.
    public static let minimumZoom = 1.0 / 16
    public static let maximumZoom = 32.0

    /// The whole canvas, as large as the window allows, centred.
    case fit
    /// This many window pixels per canvas pixel, centred.
    case scale(Double)
}
