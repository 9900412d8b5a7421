#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be read.
public typealias FileReadError = FileError<FileReadFailure>

/// The ways a file cannot be read.
public enum FileReadFailure: FileFailure {
    /// Nothing at the path (ENOENT): a default may stand in, where one exists.
    case missing
    case folder
    /// Larger than the limit the caller gave (in bytes).
    case tooLarge(limit: Int)
    /// Anything else the system refused (permissions, I/O), in its words.
    case failed(String)

    public var reason: String {
        switch self {
        case .missing: "no such file"
        case .folder: "is a folder, not a file"
        case .tooLarge(let limit): "is larger than \(FileBytes.describe(bytes: limit)), the most that is read"
        case .failed(let why): "cannot be read: \(why)"
        }
    }
}

/// A whole file read into memory, with a limit checked before the memory is taken.
///
/// Open, then fstat on the open descriptor (no gap for the path to change in between): a
/// folder is refused by name rather than failing inside a read, and a plain file larger than
/// the limit is refused before a byte is read. Pipes and devices (`/dev/null`, `<(…)`) have no
/// size to ask, so they are read until the limit is passed by one byte, and refused then.
public enum FileBytes {
    public static func read(path: String, limit: Int) throws(FileReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw error(path, errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw error(path, errno) }
        if info.st_mode & S_IFMT == S_IFDIR { throw FileReadError(path: path, kind: .folder) }
        let plainSize = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil
        if let plainSize, plainSize > limit { throw FileReadError(path: path, kind: .tooLarge(limit: limit)) }

        // One byte past the expected end shows a file that grew since fstat, or a pipe's end.
        var capacity = min(limit, plainSize ?? 64 * 1024) + 1
        var bytes = [UInt8](repeating: 0, count: capacity)
        var filled = 0
        while true {
            if filled == capacity {
                guard capacity <= limit else { throw FileReadError(path: path, kind: .tooLarge(limit: limit)) }
                capacity = min(limit + 1, capacity * 2)
                bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count))
            }
            let got = bytes.withUnsafeMutableBufferPointer { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, capacity - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw error(path, errno)
            }
            if got == 0 { break }
            filled += got
        }
        guard filled <= limit else { throw FileReadError(path: path, kind: .tooLarge(limit: limit)) }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// "1 MiB", "1 GiB", or "N bytes": limits as a person would write them.
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    private static func error(_ path: String, _ code: Int32) -> FileReadError {
        if code == ENOENT { return FileReadError(path: path, kind: .missing) }
        if code == EISDIR { return FileReadError(path: path, kind: .folder) }
        return FileReadError(path: path, kind: .failed(String(cString: strerror(code))))
    }
}
