/// A recording or a painting's history replayed as it is read: each session's header, then
/// that session's frames one at a time, cut as the live session drew them. A replay holds the
/// text and one frame, so its memory does not grow with the recording's length.
///
/// The text is read again from its start, so a caller checks it first (`RecordingParser.check`,
/// `HistoryParser.check`): an error here is one the check would have given.
public struct FrameStream {
    private var reader: RecordingReader
    private let hz: Double?
    private var cutter: FrameCutter?
    /// The current session's events are all taken; its cutter may still hold frames.
    private var sessionRead = false

    /// `hz`: frames at that rate instead of each session's own (see `FrameCutter.Rule`).
    public init(_ text: [UInt8], file: String, source: RecordingReader.Source, hz: Double? = nil) {
        reader = RecordingReader(text, file: file, source: source)
        self.hz = hz
    }

    /// The next session's header, or nil after the last; frames of the current one not taken
    /// are skipped.
    public mutating func nextSession() throws(RecordingError) -> RecordingHeader? {
        guard let header = try reader.nextSession() else {
            cutter = nil
            return nil
        }
        cutter = FrameCutter(.replaying(header.format, hz: hz))
        sessionRead = false
        return header
    }

    /// The current session's next frame, or nil at its end.
    public mutating func nextFrame() throws(RecordingError) -> ReplayFrame? {
        guard var cutting = cutter else { return nil }
        // Taken out, not copied, so the frame it fills is appended to in place.
        cutter = nil
        defer { cutter = cutting }
        while !sessionRead {
            guard let event = try reader.nextEvent() else {
                sessionRead = true
                break
            }
            if let frame = cutting.take(event) { return frame }
        }
        return cutting.flush()
    }
}
