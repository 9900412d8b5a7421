import FlourishOpenRasterArchive
import FlourishStorage

#if canImport(Glibc)
    import Glibc
#endif

/// A file that appears at its destination complete or not at all, for writers that need a
/// path rather than a stream (libzip writes the archive itself in `zip_close`).
///
/// The same discipline as FlourishStorage's `AtomicFile`, on the same `Destination`: the
/// content goes to a hidden temporary name beside the destination; `commit` fsyncs it, renames
/// it over the destination and syncs the folder, so a crash or a full disk leaves the old file
/// or the new one, never half of one. A destination that is a symbolic link is written through
/// to the link's target, so the link survives the save. Dropping the value without committing
/// removes the temporary.
final class StagedFile {
    private let place: Destination
    /// The destination with symbolic links followed: what the rename replaces.
    var destination: String { place.target }
    /// Where the content is to be written before `commit`.
    let temporaryPath: String
    private var committed = false

    init(path: String) throws(OpenRasterError) {
        do { place = try Destination(path) } catch {
            throw OpenRasterError(path: path, problem: .writeFailed(error.reason))
        }
        place.removeLeftovers()
        temporaryPath = place.temporaryPath()
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
        place.syncFolder()
    }

    private func failure(_ detail: String) -> OpenRasterError {
        OpenRasterError(path: place.requested, problem: .writeFailed(detail))
    }
}

/// The system's words for the last error.
private func lastError() -> String { String(cString: strerror(errno)) }
