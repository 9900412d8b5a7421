import FlourishStorage
import Foundation

/// The recently-used list on disk, `$XDG_DATA_HOME/recently-used.xbel`
/// (`~/.local/share/recently-used.xbel` by default), shared with every other program of the
/// desktop: read just before each change, so what others wrote since is kept, and written
/// atomically (beside it, synced, renamed over it), so no reader ever sees half of it.
public struct RecentFilesStore: Sendable {
    public let path: String
    /// A list larger than this is not read (GTK's own lists stay far below).
    public static let limit = 16 << 20

    public init(path: String) {
        self.path = path
    }

    /// The list of this user's desktop: nil where neither `XDG_DATA_HOME` nor `HOME` says
    /// where it is.
    public init?(environment: [String: String]) {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            path = data + "/recently-used.xbel"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            path = home + "/.local/share/recently-used.xbel"
        } else {
            return nil
        }
    }

    /// The list as it is now; an empty one where there is no file yet.
    public func read() throws(RecentFilesProblem) -> RecentFilesList {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path: path, limit: Self.limit) } catch {
            if error.kind == .missing { return .empty }
            throw RecentFilesProblem(path: path, reason: error.reason)
        }
        do { return try RecentFilesList(parsing: bytes) } catch {
            throw RecentFilesProblem(path: path, reason: "is not a recently-used list Flourish can read (\(error)); it is left as it was")
        }
    }

    /// Notes a use of the file at `filePath` by `application` at `time` (seconds since 1970):
    /// the list is read afresh, changed and written back whole. Nothing is written where it
    /// cannot be read. Where another program wrote the list while this was being written, it
    /// is read again and the use noted in what that program wrote (up to three times).
    public func noteUse(of filePath: String, mimeType: String, by application: RecentApplication, at time: Double)
        throws(RecentFilesProblem)
    {
        let folder = (path as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw RecentFilesProblem(path: path, reason: "its folder cannot be made: \(error.localizedDescription)")
        }
        for attempt in 1...3 {
            let before = Self.stamp(of: path)
            var list = try read()
            list.noteUse(of: filePath, mimeType: mimeType, by: application, at: time)
            do throws(FileWriteError) {
                let file = try AtomicFile(path: path)
                try file.write(list.text)
                // Someone else's write since the read would be lost: take theirs in first.
                if attempt < 3, Self.stamp(of: path) != before { continue }
                try file.commit()
                return
            } catch {
                throw RecentFilesProblem(path: path, reason: error.reason)
            }
        }
    }

    /// What tells one version of the file from the next: its inode, size and change time.
    private static func stamp(of path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
    }

    /// The `limit` most recently used local files that `accepts` takes and that are still
    /// there, newest first.
    public func recent(limit: Int, accepts: (RecentFile) -> Bool) throws(RecentFilesProblem) -> [RecentFile] {
        let files = try read().files.filter { file in
            guard let path = file.path, accepts(file) else { return false }
            return FileStatus.of(path)?.kind == .plainFile
        }
        return Array(files.sorted { $0.lastUsed > $1.lastUsed }.prefix(limit))
    }
}
