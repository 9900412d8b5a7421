import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Tells apart the temporary names of saves running at once in one process.
private let temporaryCounter = Atomic<Int>(0)

/// Where an atomic write ends: the destination a caller named, with symbolic links followed
/// (a save through a link replaces the link's target and keeps the link), checked to be a
/// plain file or nothing yet (never a folder or a device), and the hidden temporary names
/// beside it.
public struct Destination: Sendable {
    /// The path as the caller named it, for messages.
    public let requested: String
    /// The path the rename replaces: `requested` with links followed.
    public let target: String
    public let folder: String
    public let name: String

    /// Resolves `path`; throws, naming it, for a folder, a device or another special file,
    /// and for a chain of more than 40 links.
    public init(_ path: String) throws(FileWriteError) {
        requested = path
        target = try Self.followingLinks(path)
        (folder, name) = Self.split(target)
        // Said here, in plain words, before a library tries to write there and reports it as
        // its own "read error".
        var folderInfo = stat()
        if stat(folder, &folderInfo) != 0 {
            throw FileWriteError(path: path, reason: "cannot be saved in \(folder): \(String(cString: strerror(errno)))")
        }
        guard folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw FileWriteError(path: path, reason: "cannot be saved in \(folder): it is not a folder")
        }
        var info = stat()
        if lstat(target, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFREG else {
                let what = kind == S_IFDIR ? "a folder" : kind == S_IFCHR || kind == S_IFBLK ? "a device" : "not a plain file"
                throw FileWriteError(path: path, reason: "is \(what); nothing was written over it")
            }
        }
    }

    /// A fresh temporary name beside the target: `.<name>.<pid>.<serial>.partial`.
    public func temporaryPath() -> String {
        let serial = temporaryCounter.add(1, ordering: .relaxed).newValue
        return "\(folder)/.\(name).\(getpid()).\(serial).partial"
    }

    /// Removes temporaries of this destination left by a save that was killed: those of a
    /// process that no longer runs (a running one's may be mid-save).
    public func removeLeftovers() {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let prefix = ".\(name)."
        var stale: [String] = []
        while let entry = readdir(directory) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard file.hasPrefix(prefix), file.hasSuffix(".partial") else { continue }
            let middle = file.dropFirst(prefix.count).dropLast(".partial".count)
            guard let pidText = middle.split(separator: ".").first, let pid = Int32(pidText) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(file) }
        }
        for file in stale { unlink("\(folder)/\(file)") }
    }

    /// Flushes the folder's entry for a renamed file to disk.
    public func syncFolder() {
        let descriptor = open(folder, O_RDONLY)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }

    /// `path` with every symbolic link along its last component followed (at most 40, as the
    /// kernel allows); a dangling link yields its target, which the save then creates.
    private static func followingLinks(_ path: String) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else {
                throw FileWriteError(path: path, reason: "cannot read the link \(current): \(String(cString: strerror(errno)))")
            }
            let link = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : "\(split(current).folder)/\(link)"
        }
        throw FileWriteError(path: path, reason: "too many levels of symbolic links")
    }

    /// The folder and the name of `path`; "." for a bare name, "/" for a file at the root.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
