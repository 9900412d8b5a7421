import FlourishStorage

#if canImport(Glibc)
    import Glibc
#endif

/// The file a video is written into: a temporary file beside its destination, on a descriptor
/// this owns (FFmpeg writes through it, see `VideoEncoder`), renamed over the destination
/// only once the video is complete (`commit`), as every save is (`AtomicFile`). A full disk, a
/// frame that fails or a render given up leaves the file that was there, untouched, and
/// nothing beside it; a process killed mid-video leaves a temporary that the next video to
/// that path removes.
final class VideoFile {
    let path: String
    private let destination: Destination
    let temporaryPath: String
    /// Open until `commit`; -1 after.
    private(set) var descriptor: Int32
    private var committed = false

    init(path: String) throws(VideoError) {
        do { destination = try Destination(path) } catch { throw VideoError(error.description) }
        self.path = path
        destination.removeLeftovers()
        temporaryPath = destination.temporaryPath()
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw VideoError("\(path): cannot be written (\(String(cString: strerror(errno))))") }
    }

    /// Flushes the video to disk and puts it in place of whatever the destination held.
    func commit() throws(VideoError) {
        guard descriptor >= 0 else { throw VideoError("\(path): already closed") }
        let synced = fsync(descriptor) == 0
        let error = errno
        let closed = close(descriptor) == 0
        descriptor = -1
        guard synced && closed else {
            unlink(temporaryPath)
            throw VideoError("\(path): could not be saved (\(String(cString: strerror(error))))")
        }
        guard rename(temporaryPath, destination.target) == 0 else {
            let error = errno
            unlink(temporaryPath)
            throw VideoError("\(path): could not be renamed into place (\(String(cString: strerror(error))))")
        }
        committed = true
        destination.syncFolder()
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !committed { unlink(temporaryPath) }
    }
}
