import FlourishRecording

/// Where a timelapse's history comes from: the one seam for inputs other than a recording.
///
/// Today only Flourish (and libmypaint benchmark) recordings have a history. An OpenRaster
/// painting is refused here, by name; when the ORA writer keeps its history (a
/// `flourish/history` member holding a recording), this function is the one place that reads
/// it, and everything after it (the undo pass, the render) takes the `Recording` as it is.
public enum TimelapseSource {
    /// The recording at `path`, parsed; an `.ora` has no history yet.
    public static func open(path: String) throws(TimelapseError) -> Recording {
        if path.lowercased().hasSuffix(".ora") {
            throw TimelapseError("\(path): this painting has no history to make a timelapse of (only recordings have one for now)")
        }
        do { return try RecordingParser.read(path: path) } catch { throw TimelapseError(error.description) }
    }
}

/// Any failure of a timelapse, already phrased for the user.
public struct TimelapseError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
