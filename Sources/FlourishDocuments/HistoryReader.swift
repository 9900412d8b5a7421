import FlourishOpenRaster
import FlourishRecording
import FlourishStorage

/// Reads the history an OpenRaster file carries (see `HistoryMembers`), and decides what a
/// painting opened from any file continues.
public enum HistoryReader {
    /// The most bytes of history text read: the recording parser's own limit.
    public static let maxBytes = RecordingParser.maxFileBytes
    /// The most bytes of a start picture, or of a file read whole to become one.
    public static let maxStartBytes = 1 << 30

    /// The history `oraPath` carries, parsed, with the start picture it names; nil where the
    /// file has no `flourish/history` member. A member that cannot be read or parsed, or a
    /// start member it names and the file lacks, is an error naming the file and the member.
    public static func read(oraPath: String) throws(DocumentError) -> HistoryFile? {
        let reader: OpenRasterReader
        do { reader = try OpenRasterReader(path: oraPath) } catch {
            throw DocumentError(path: oraPath, reason: DocumentReader.reason(error.description, path: oraPath))
        }
        guard reader.contains(member: HistoryMembers.history) else { return nil }
        let member = HistoryMembers.history
        func memberBytes(_ name: String, limit: Int) throws(DocumentError) -> [UInt8] {
            do { return try reader.bytes(named: name, limit: limit, neededBy: "the painting's history") } catch {
                throw DocumentError(path: oraPath, reason: DocumentReader.reason(error.description, path: oraPath))
            }
        }
        let bytes = try memberBytes(member, limit: maxBytes)
        let history: History
        do { history = try HistoryParser.parse(bytes, file: member) } catch {
            throw DocumentError(path: oraPath, reason: error.description)
        }
        var start: HistoryStart?
        if let name = history.startMember {
            guard HistoryMembers.holds(name), reader.contains(member: name) else {
                throw DocumentError(path: oraPath, reason: "\(member): its start picture '\(name)' is not in the file")
            }
            start = HistoryStart(member: name, bytes: try memberBytes(name, limit: maxStartBytes))
        }
        return HistoryFile(text: HistoryText(bytes: bytes, start: start), history: history)
    }

    /// What a painting opened from `contents` continues, and its notes with what the painter
    /// must hear about it: the file's own history; else (another app's file, a PNG, a file
    /// from before histories) one starting from the file's bytes; a damaged history is said
    /// once and replaced by one starting from the file.
    static func continued(by contents: DocumentContents) -> (HistoryText?, [String]) {
        var notes = contents.notes
        if contents.format == .openRaster {
            do {
                if let found = try read(oraPath: contents.path) { return (found.text, notes) }
            } catch {
                notes.append("\(error.reason); the painting's history starts afresh from the picture as opened")
            }
        }
        do {
            let bytes = try FileBytes.read(path: contents.path, limit: maxStartBytes)
            return (.starting(from: HistoryStart(member: HistoryMembers.start(for: contents.format), bytes: bytes)), notes)
        } catch {
            notes.append("its history cannot start from the file (\(error.reason)): a replay of it starts blank")
            return (nil, notes)
        }
    }
}
