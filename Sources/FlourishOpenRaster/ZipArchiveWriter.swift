import CZip
import FlourishOpenRasterArchive

/// How a member's bytes are stored.
enum ZipCompression {
    /// As they are: for `mimetype` (the format requires it) and PNGs (already deflated).
    case store
    /// Deflated at libzip's default level: for XML and other text.
    case deflate

    var method: Int32 { self == .store ? ZIP_CM_STORE : ZIP_CM_DEFLATE }
}

/// A zip archive being written. It owns libzip's `zip_t` until `close` hands it to `zip_close`
/// (which writes the file), or discards it; and it owns the bytes its members' sources point at
/// until libzip is done with them, because `zip_source_buffer` copies nothing.
final class ZipArchiveWriter {
    private var archive: OpaquePointer?
    private var buffers: [UnsafeMutableRawBufferPointer] = []
    /// The name errors give: the destination the caller asked for, not the temporary file.
    private let reportedPath: String

    /// Starts an empty archive that `close` will write to `path`, replacing what is there.
    init(path: String, reportedPath: String) throws(OpenRasterError) {
        self.reportedPath = reportedPath
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &code) else {
            throw OpenRasterError(path: reportedPath, problem: .writeFailed(zipMessage(code: code)))
        }
        self.archive = archive
    }

    deinit {
        if let archive { zip_discard(archive) }
        releaseBuffers()
    }

    /// Adds a member after the ones already added; members are written in the order added.
    func add(_ name: String, bytes: [UInt8], compression: ZipCompression) throws(OpenRasterError) {
        guard let archive else { throw failure(member: name, "the archive is already closed") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        buffers.append(buffer)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
        guard let source = zip_source_buffer(archive, buffer.baseAddress, UInt64(bytes.count), 0) else {
            throw failure(member: name, String(cString: zip_strerror(archive)))
        }
        let index = zip_file_add(archive, name, source, 0)
        guard index >= 0 else {
            // A source zip_file_add refused is still the caller's to free.
            let detail = String(cString: zip_strerror(archive))
            zip_source_free(source)
            throw failure(member: name, detail)
        }
        // From here the archive owns the source and frees it when closed or discarded.
        guard zip_set_file_compression(archive, UInt64(index), compression.method, 0) == 0 else {
            throw failure(member: name, String(cString: zip_strerror(archive)))
        }
    }

    /// Writes the archive (libzip writes a temporary file beside `path` and renames it there).
    /// Whether or not it succeeds, the archive is gone afterwards.
    func close() throws(OpenRasterError) {
        guard let archive else { throw failure(member: nil, "the archive is already closed") }
        self.archive = nil
        defer { releaseBuffers() }
        guard zip_close(archive) == 0 else {
            // A failed zip_close leaves the archive open and unchanged: discard frees it.
            let detail = String(cString: zip_strerror(archive))
            zip_discard(archive)
            throw failure(member: nil, detail)
        }
    }

    private func releaseBuffers() {
        for buffer in buffers { buffer.deallocate() }
        buffers = []
    }

    private func failure(member: String?, _ detail: String) -> OpenRasterError {
        OpenRasterError(path: reportedPath, member: member, problem: .writeFailed(detail))
    }
}
