import FlourishOpenRaster
import FlourishOpenRasterArchive
import FlourishRecording
import FlourishStorage

/// Reads the history an OpenRaster file carries (see `HistoryMembers`), and decides what a
/// painting opened from any file continues.
public enum HistoryReader {
    /// The most bytes of history text read: what the app writes at most, one limit for both
    /// (`HistoryFormat.maxBytes`), checked at the size the member declares before a byte of
    /// it is inflated.
    public static let maxBytes = HistoryFormat.maxBytes
    /// The most bytes of a start picture, or of a file read whole to become one.
    public static let maxStartBytes = 1 << 30
    /// Reading a history needs the archive's members, not its pixels: an image or layer of
    /// any size is the pixel reader's to judge (against max_canvas and the memory budget), not
    /// a reason to call the history damaged.
    static let archiveLimits = OpenRasterLimits(maxMemberBytes: .max, maxPixels: .max)

    /// The history `oraPath` carries, checked (every line, no event kept), with the start
    /// picture it names; nil where the file has no `flourish/history` member. A member that
    /// declares more than `limit` bytes, cannot be read or parsed, or names a start member the
    /// file lacks, is an error naming the file and the member.
    public static func read(oraPath: String, limit: Int = maxBytes) throws(DocumentError) -> HistoryFile? {
        let reader: OpenRasterDocumentReader
        do { reader = try OpenRasterDocumentReader(path: oraPath, limits: archiveLimits) } catch {
            throw DocumentError(path: oraPath, reason: DocumentReader.reason(error.description, path: oraPath))
        }
        return try read(reader, limit: limit)
    }

    /// The history the file `reader` opened carries (see `read(oraPath:limit:)`): its members
    /// are read with limits of their own, whatever the reader was opened under.
    static func read(_ reader: OpenRasterDocumentReader, limit: Int = maxBytes) throws(DocumentError) -> HistoryFile? {
        let oraPath = reader.path
        guard reader.contains(member: HistoryMembers.history) else { return nil }
        let member = HistoryMembers.history
        func memberBytes(_ name: String, limit: Int) throws(DocumentError) -> [UInt8] {
            do { return try reader.bytes(named: name, limit: limit, neededBy: "the painting's history") } catch {
                throw DocumentError(path: oraPath, reason: DocumentReader.reason(error.description, path: oraPath))
            }
        }
        let bytes = try memberBytes(member, limit: limit)
        let outline: HistoryOutline
        do { outline = try HistoryParser.check(bytes, file: member) } catch {
            throw DocumentError(path: oraPath, reason: error.description)
        }
        var start: HistoryStart?
        if let name = outline.startMember {
            guard HistoryMembers.holds(name), reader.contains(member: name) else {
                throw DocumentError(path: oraPath, reason: "\(member): its start picture '\(name)' is not in the file")
            }
            start = HistoryStart(member: name, bytes: try memberBytes(name, limit: maxStartBytes))
        }
        return HistoryFile(text: HistoryText(bytes: bytes, start: start, sessions: outline.sessions.count), outline: outline)
    }

    /// What a painting opened from `contents` continues, and its notes with what the painter
    /// must hear about it: the file's own history; else (another app's file, a PNG, a file
    /// from before histories) one starting from the file's bytes, said nothing of; a damaged
    /// history is said in one line, with what the painting's history does instead.
    static func continued(by contents: DocumentContents) -> (HistoryText?, [String]) {
        var notes = contents.notes
        var damage: String?
        // An OpenRaster file's history is read from the file as `inspect` opened it.
        if let reader = contents.openRaster {
            do {
                if let found = try read(reader) { return (found.text, notes) }
            } catch {
                damage = error.reason
            }
        }
        do {
            let bytes = try FileBytes.read(path: contents.path, limit: maxStartBytes)
            if let damage { notes.append("\(damage); the painting's history starts afresh from the picture as opened") }
            return (.starting(from: HistoryStart(member: HistoryMembers.start(for: contents.format), bytes: bytes)), notes)
        } catch {
            let lost = damage.map { "\($0), and " } ?? ""
            notes.append("\(lost)its history cannot start from the file (\(error.reason)): a replay of it starts blank")
            return (nil, notes)
        }
    }
}
