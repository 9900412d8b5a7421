#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be written.
public typealias FileWriteError = FileError<FileWriteFailure>

/// Why a file could not be written, in words.
public struct FileWriteFailure: WordedFileFailure {
    public let reason: String
    public init(reason: String) { self.reason = reason }
}

/// A file that appears at its path complete or not at all.
///
/// Bytes go to a hidden temporary file beside the destination; `commit` flushes them to disk
/// (fsync), renames the temporary over the destination and syncs the folder, so a crash or a
/// full disk leaves either the old file or the new one, never half of one. Dropping the value
/// without committing removes the temporary. A destination that is a symbolic link is
/// written through (its target is replaced, the link kept); a folder or a device is refused
/// before anything is written; temporaries a killed save left beside it are removed.
public final class AtomicFile {
    public let path: String
    public let temporaryPath: String
    private let destination: Destination
    private var stream: UnsafeMutablePointer<FILE>?

    public init(path: String) throws(FileWriteError) {
        self.path = path
        destination = try Destination(path)
        destination.removeLeftovers()
        temporaryPath = destination.temporaryPath()
        guard let stream = fopen(temporaryPath, "wb") else {
            throw FileWriteError(path: path, reason: "cannot create: \(String(cString: strerror(errno)))")
        }
        self.stream = stream
    }

    deinit {
        if let stream {
            fclose(stream)
            unlink(temporaryPath)
        }
    }

    /// The C stream to write to (for libraries such as libpng that take a FILE*).
    public var cStream: UnsafeMutablePointer<FILE>? { stream }

    public func write(_ text: String) throws(FileWriteError) {
        let bytes = Array(text.utf8)
        try bytes.withUnsafeBufferPointer { (buffer) throws(FileWriteError) in
            try write(bytes: buffer)
        }
    }

    public func write(bytes: UnsafeBufferPointer<UInt8>) throws(FileWriteError) {
        guard let stream else { throw FileWriteError(path: path, reason: "already closed") }
        guard bytes.count == 0 || fwrite(bytes.baseAddress, 1, bytes.count, stream) == bytes.count
        else { throw FileWriteError(path: path, reason: "write failed: \(String(cString: strerror(errno)))") }
    }

    /// Makes the file appear at `path`, complete.
    public func commit() throws(FileWriteError) {
        guard let stream else { throw FileWriteError(path: path, reason: "already closed") }
        self.stream = nil
        let flushed = fflush(stream) == 0 && fsync(fileno(stream)) == 0
        let error = errno
        let closed = fclose(stream) == 0
        guard flushed && closed else {
            unlink(temporaryPath)
            throw FileWriteError(path: path, reason: "could not be saved: \(String(cString: strerror(error)))")
        }
        guard rename(temporaryPath, destination.target) == 0 else {
            let error = errno
            unlink(temporaryPath)
            throw FileWriteError(path: path, reason: "could not be renamed into place: \(String(cString: strerror(error)))")
        }
        destination.syncFolder()
    }
}
