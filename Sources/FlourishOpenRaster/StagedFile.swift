import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Tells apart the temporary names of saves running at once in one process.
private let stagedFileCounter = Atomic<Int>(0)

/// A file that appears at its destination complete or not at all, for writers that need a
/// path rather than a stream (libzip writes the archive itself in `zip_close`).
///
/// The same discipline as FlourishStorage's `AtomicFile`: the content goes to a hidden
/// temporary name beside the destination; `commit` fsyncs it, renames it over the destination
/// and syncs the folder, so a crash or a full disk leaves the old file or the new one, never
/// half of one. A destination that is a symbolic link is written through to the link's target,
/// so the link survives the save. Dropping the value without committing removes the temporary.
final class StagedFile {
    /// The destination with symbolic links followed: what the rename replaces.
    let destination: String
    /// Where the content is to be written before `commit`.
    let temporaryPath: String
    /// The destination as the caller named it, for messages.
    private let reportedPath: String
    private var committed = false

    init(path: String) throws(OpenRasterError) {
        reportedPath = path
        destination = try Self.followingLinks(path)
        let (folder, name) = Self.split(destination)
        let serial = stagedFileCounter.add(1, ordering: .relaxed).newValue
        temporaryPath = "\(folder)/.\(name).\(getpid()).\(serial).partial"
    }

    deinit {
        if !committed { unlink(temporaryPath) }
    }

    /// Makes the temporary file, complete, the destination.
    func commit() throws(OpenRasterError) {
        let descriptor = open(temporaryPath, O_RDONLY)
        guard descriptor >= 0 else { throw failure("the finished file is missing: \(lastError())") }
        let synced = fsync(descriptor) == 0
        let syncError = lastError()
        close(descriptor)
        guard synced else { throw failure("could not be flushed to disk: \(syncError)") }
        guard rename(temporaryPath, destination) == 0 else {
            throw failure("could not be renamed into place: \(lastError())")
        }
        committed = true
        let folder = open(Self.split(destination).folder, O_RDONLY)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// `path` with every symbolic link along its last component followed (at most 40, as the
    /// kernel allows); a dangling link yields its target, which the save then creates.
    private static func followingLinks(_ path: String) throws(OpenRasterError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &target, target.count - 1)
            guard length > 0 else {
                throw OpenRasterError(
                    path: path, problem: .writeFailed("cannot read the link \(current): \(lastError())"))
            }
            let link = String(decoding: target.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : "\(split(current).folder)/\(link)"
        }
        throw OpenRasterError(path: path, problem: .writeFailed("too many levels of symbolic links"))
    }

    /// The folder and the name of `path`; "." for a bare name, "/" for a file at the root.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    private func failure(_ detail: String) -> OpenRasterError {
        OpenRasterError(path: reportedPath, problem: .writeFailed(detail))
    }
}

/// The system's words for the last error.
private func lastError() -> String { String(cString: strerror(errno)) }
