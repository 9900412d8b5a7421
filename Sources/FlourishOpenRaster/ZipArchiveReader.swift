import CZip

/// A zip archive open for reading. It owns libzip's `zip_t` and discards it exactly once;
/// nothing outside this file sees the pointer.
final class ZipArchiveReader {
    /// The file, as the caller named it, for messages.
    let path: String
    private let archive: OpaquePointer

    init(path: String) throws(OpenRasterError) {
        self.path = path
        var code: Int32 = 0
        // ZIP_CHECKCONS makes libzip compare the central directory with the local headers, so
        // a damaged archive fails here rather than half-way through a layer.
        guard let archive = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
            let detail = zipMessage(code: code)
            switch code {
            case ZIP_ER_NOZIP, ZIP_ER_INCONS: throw OpenRasterError(path: path, problem: .notAZip(detail))
            default: throw OpenRasterError(path: path, problem: .cannotOpen(detail))
            }
        }
        self.archive = archive
    }

    deinit { zip_discard(archive) }

    /// How many members the central directory lists.
    var count: Int { max(0, Int(zip_get_num_entries(archive, 0))) }

    /// The name of the member at `index` in the central directory.
    func name(at index: Int) -> String? {
        zip_get_name(archive, UInt64(index), 0).map { String(cString: $0) }
    }

    /// The index of the member called exactly `name`, if there is one.
    func index(of name: String) -> Int? {
        let index = zip_name_locate(archive, name, 0)
        return index >= 0 ? Int(index) : nil
    }

    /// The uncompressed size the member at `index` declares.
    func declaredSize(at index: Int, member: String) throws(OpenRasterError) -> UInt64 {
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_stat_index(archive, UInt64(index), 0, &stat) == 0,
            stat.valid & UInt64(ZIP_STAT_SIZE) != 0
        else {
            let detail = String(cString: zip_strerror(archive))
            throw OpenRasterError(path: path, member: member, problem: .damagedMember("no size: \(detail)"))
        }
        return stat.size
    }

    /// Where the member called `member` is and the size it declares, refused (naming what
    /// needs it) when it is missing or declares more than `limit` bytes: what every read checks
    /// before it allocates, and what the readers check of each layer before reading any.
    @discardableResult
    func checkedMember(_ member: String, limit: Int, neededBy: String) throws(OpenRasterError) -> (index: Int, size: UInt64) {
        guard let index = index(of: member) else {
            throw OpenRasterError(path: path, member: member, problem: .missingMember(neededBy: neededBy))
        }
        let size = try declaredSize(at: index, member: member)
        guard size <= UInt64(max(0, limit)) else {
            throw OpenRasterError(path: path, member: member, problem: .memberTooLarge(size: size, limit: limit))
        }
        return (index, size)
    }

    /// The bytes of the member called `member`, refused before any allocation when it declares
    /// more than `limit` bytes, and refused when its data is not what it declares.
    func read(_ member: String, limit: Int, neededBy: String) throws(OpenRasterError) -> [UInt8] {
        let (index, size) = try checkedMember(member, limit: limit, neededBy: neededBy)
        guard let file = ZipMemberFile(archive: archive, index: index) else {
            let detail = String(cString: zip_strerror(archive))
            throw OpenRasterError(path: path, member: member, problem: .damagedMember(detail))
        }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let failure = bytes.withUnsafeMutableBytes { file.readExactly(into: $0) }
        if let failure {
            throw OpenRasterError(path: path, member: member, problem: .damagedMember(failure))
        }
        return bytes
    }

    /// The first `count` bytes of the member at `index` (fewer where it is shorter), without
    /// reading the rest: a PNG's header, to learn its size before deciding to decode it.
    func prefix(at index: Int, count: Int, member: String) throws(OpenRasterError) -> [UInt8] {
        guard let file = ZipMemberFile(archive: archive, index: index) else {
            let detail = String(cString: zip_strerror(archive))
            throw OpenRasterError(path: path, member: member, problem: .damagedMember(detail))
        }
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        let filled = bytes.withUnsafeMutableBytes { file.readSome(into: $0) }
        guard let filled else { throw OpenRasterError(path: path, member: member, problem: .damagedMember("cannot be read")) }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}

/// One member open for reading: owns libzip's `zip_file_t` and closes it exactly once.
private struct ZipMemberFile: ~Copyable {
    private let file: OpaquePointer

    init?(archive: OpaquePointer, index: Int) {
        guard let file = zip_fopen_index(archive, UInt64(index), 0) else { return nil }
        self.file = file
    }

    deinit { zip_fclose(file) }

    /// Reads into `buffer` until it is full or the member ends; returns how many bytes came,
    /// or nil where libzip could not read them.
    func readSome(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        var filled = 0
        while filled < buffer.count, let start = buffer.baseAddress {
            let read = zip_fread(file, start + filled, UInt64(buffer.count - filled))
            if read < 0 { return nil }
            if read == 0 { break }
            filled += Int(read)
        }
        return filled
    }

    /// Fills `buffer` and then reads to the end, which is where libzip checks the member's CRC;
    /// returns what is wrong, or nil when the data is exactly the declared bytes.
    func readExactly(into buffer: UnsafeMutableRawBufferPointer) -> String? {
        var filled = 0
        while filled < buffer.count, let start = buffer.baseAddress {
            let read = zip_fread(file, start + filled, UInt64(buffer.count - filled))
            if read < 0 { return String(cString: zip_file_strerror(file)) }
            if read == 0 { return "ends after \(filled) of its \(buffer.count) declared bytes" }
            filled += Int(read)
        }
        var extra: UInt8 = 0
        let more = zip_fread(file, &extra, 1)
        if more < 0 { return String(cString: zip_file_strerror(file)) }
        if more > 0 { return "holds more than its \(buffer.count) declared bytes" }
        return nil
    }
}

/// libzip's words for an error code from `zip_open`.
func zipMessage(code: Int32) -> String {
    var error = zip_error_t()
    zip_error_init_with_code(&error, code)
    defer { zip_error_fini(&error) }
    return String(cString: zip_error_strerror(&error))
}
