/// A recording's text, checked whole (every line read, no event kept): what a replay, a
/// timelapse and `--preload` read a recording file as, so a bad line is found before anything
/// is painted and the frames are streamed from the text afterwards (`frames`).
public struct CheckedRecording: Sendable {
    /// Names the recording in messages.
    public let file: String
    public let text: [UInt8]
    public let outline: SessionOutline

    public init(_ text: [UInt8], file: String) throws(RecordingError) {
        outline = try RecordingParser.check(text, file: file)
        self.text = text
        self.file = file
    }

    /// The file at `path` (within `RecordingParser.maxFileBytes`), checked.
    public static func read(path: String) throws(RecordingError) -> CheckedRecording {
        try CheckedRecording(RecordingParser.text(path: path), file: path)
    }

    public var header: RecordingHeader { outline.header }

    /// Its frames from the first, read afresh from the text: at `hz` where given, else its
    /// own (see `FrameCutter.Rule.replaying`).
    public func frames(hz: Double? = nil) throws(RecordingError) -> FrameStream {
        var stream = FrameStream(text, file: file, source: .recording, hz: hz)
        _ = try stream.nextSession()
        return stream
    }
}
