import FlourishOpenRaster
import FlourishRecording

/// Where a painting's history lives in its OpenRaster file: the text as `flourish/history`
/// (deflated, as every member that is no PNG), and the picture it starts from, where it does
/// not start blank, as `flourish/history-start.ora` or `.png`, the opened file byte for byte.
public enum HistoryMembers {
    public static let history = "flourish/history"
    /// Every history member's name starts so: what a save replaces and opening never reports.
    public static let prefix = "flourish/history"

    /// The start member's name for a file opened in `format`.
    public static func start(for format: DocumentFormat) -> String {
        switch format {
        case .openRaster: "flourish/history-start.ora"
        case .png: "flourish/history-start.png"
        }
    }

    /// Whether an archive member is one of the history's.
    public static func holds(_ name: String) -> Bool { name.hasPrefix(prefix) }

    /// The members a save writes for `text`.
    static func carried(_ text: HistoryText) -> [OpenRasterCarriedMember] {
        var members = [OpenRasterCarriedMember(name: history, kind: .other, bytes: text.bytes)]
        if let start = text.start { members.append(OpenRasterCarriedMember(name: start.member, kind: .other, bytes: start.bytes)) }
        return members
    }
}
