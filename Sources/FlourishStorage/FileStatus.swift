#if canImport(Glibc)
    import Glibc
#endif

/// What the system says a path is, symbolic links followed (`stat`): its kind, and the device
/// and inode that tell one file from another whatever the path that names it.
///
/// Openers ask before reading: a folder, a device (`/dev/zero` never ends) or a pipe named as a
/// painting is refused by name, in the words of `refusal`, before a byte is read; and a writer
/// that must not replace its own input compares identities rather than spellings of paths
/// (`a.ora`, `./a.ora`, a link to it are one file).
public struct FileStatus: Sendable, Equatable {
    /// The kinds `stat` tells apart, as a person names them.
    public enum Kind: Sendable, Equatable {
        case plainFile
        case folder
        /// A character or block device (`/dev/zero`, `/dev/sda`).
        case device
        /// A FIFO (a named pipe, `<(…)`).
        case pipe
        case socket
    }

    public let kind: Kind
    /// `st_dev` and `st_ino`: equal for two paths exactly when they name the same file.
    public let device: UInt64
    public let inode: UInt64
    /// Bytes, for a plain file (0 for the other kinds).
    public let size: Int

    /// The status of `path`, links followed; nil where there is none to have (nothing there, a
    /// dangling link, a folder on the way that cannot be searched): the caller's own open
    /// then says why in its words.
    public static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .plainFile
        case S_IFDIR: kind = .folder
        case S_IFCHR, S_IFBLK: kind = .device
        case S_IFIFO: kind = .pipe
        default: kind = .socket
        }
        return FileStatus(
            kind: kind, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
            size: kind == .plainFile ? Int(info.st_size) : 0)
    }

    /// Whether `other` is this very file (same device and inode).
    public func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }

    /// Why `path` cannot be opened as a file of bytes, in words for after its name ("is a
    /// folder, not a file"); nil for a plain file, or where nothing is there (the opener's own
    /// error names that).
    public static func refusal(of path: String) -> String? {
        guard let status = of(path) else { return nil }
        switch status.kind {
        case .plainFile: return nil
        case .folder: return "is a folder, not a file"
        case .device: return "is a device, not a file"
        case .pipe: return "is a pipe, not a file"
        case .socket: return "is a socket, not a file"
        }
    }
}
