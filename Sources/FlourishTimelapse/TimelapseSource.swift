import FlourishDocuments
import FlourishRecording
import FlourishStorage

/// Where a timelapse's history comes from: a recording (`.flourish`, libmypaint's benchmark
/// files), one session from a blank canvas; or a painting's own history (`.ora`, its
/// `flourish/history` member), one or more sessions, the first perhaps from a picture opened.
/// Either is checked whole when it is opened (every line, no event kept); its frames are
/// streamed from the text afterwards, once per pass.
public enum TimelapseSource {
    case recording(CheckedRecording)
    case history(HistoryFile)

    /// What `path` holds. An `.ora` with no history says so, by name; a folder, a device or a
    /// pipe is refused by name before it is read (`/dev/zero` was read for 1 GiB first).
    public static func open(path: String) throws(TimelapseError) -> TimelapseSource {
        if let refusal = FileStatus.refusal(of: path) { throw TimelapseError("\(path): \(refusal)") }
        if path.lowercased().hasSuffix(".ora") {
            let found: HistoryFile?
            do { found = try HistoryReader.read(oraPath: path) } catch { throw TimelapseError(error.description) }
            guard let found, !found.outline.sessions.isEmpty else {
                throw TimelapseError("\(path): this painting has no history to make a timelapse of (no \(HistoryMembers.history) member)")
            }
            return .history(found)
        }
        do { return .recording(try CheckedRecording.read(path: path)) } catch { throw TimelapseError(error.description) }
    }

    /// The first session's header: its canvas is what the video starts on.
    var firstHeader: RecordingHeader? {
        switch self {
        case .recording(let recording): recording.header
        case .history(let file): file.outline.sessions.first?.header
        }
    }
}

/// Any failure of a timelapse, already phrased for the user.
public struct TimelapseError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
