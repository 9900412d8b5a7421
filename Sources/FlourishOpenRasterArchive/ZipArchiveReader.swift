import CZip
import FlourishStorage
import Synchronization

/// A zip archive open for reading. It owns libzip's `zip_t` and discards it exactly once;
/// nothing outside this file sees the pointer.
///
/// Every reader of OpenRaster files opens its archive here, so what an archive can lie about is
/// checked once, where its bytes enter: a path that is no file, a name listed twice, a size its
/// data cannot hold.
///
/// An opened file is inspected on one thread and may be loaded on another, so the reader is
/// `Sendable`: a `zip_t` is not safe to use from two threads at once, and every call into
/// libzip holds the lock around it.
package final class ZipArchiveReader: Sendable {
    /// The file, as the caller named it, for messages.
    package let path: String
    private let archive: Mutex<OpaquePointer>

    /// Opens `path`, refusing a folder, a device or a pipe by name before libzip opens it (a
    /// FIFO would wait for a writer, `/dev/zero` would be read as a zip, and libzip says only
    /// "Operation not supported").
    package convenience init(path: String) throws(OpenRasterError) {
        if let refusal = FileStatus.refusal(of: path) {
            throw OpenRasterError(path: path, problem: .notAFile(refusal))
        }
        var code: Int32 = 0
        // ZIP_CHECKCONS makes libzip compare the central directory with the local headers, so
        // a damaged archive fails here rather than half-way through a layer.
        guard let archive = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
            throw Self.openError(path: path, code: code)
        }
        self.init(path: path, owning: archive)
    }

    /// Takes `archive`, which this reader discards.
    private init(path: String, owning archive: sending OpaquePointer) {
        self.path = path
        self.archive = Mutex(archive)
    }

    deinit { archive.withLock { zip_discard($0) } }

    /// `zip_open`'s failure in the file's words. A name listed twice is ZIP_ER_EXISTS ("File
    /// already exists"), which names no member: the archive is opened again without the
    /// consistency check, which takes duplicates, to find the name.
    private static func openError(path: String, code: Int32) -> OpenRasterError {
        let detail = zipMessage(code: code)
        switch code {
        case ZIP_ER_NOZIP, ZIP_ER_INCONS: return OpenRasterError(path: path, problem: .notAZip(detail))
        case ZIP_ER_EXISTS:
            var again: Int32 = 0
            if let lenient = zip_open(path, ZIP_RDONLY, &again),
                let name = ZipArchiveReader(path: path, owning: lenient).firstRepeatedName
            {
                return OpenRasterError(path: path, member: name, problem: .duplicateMember)
            }
            return OpenRasterError(path: path, problem: .cannotOpen(detail))
        default: return OpenRasterError(path: path, problem: .cannotOpen(detail))
        }
    }

    /// How many members the central directory lists.
    package var count: Int { archive.withLock { max(0, Int(zip_get_num_entries($0, 0))) } }

    /// The name of the member at `index` in the central directory.
    package func name(at index: Int) -> String? {
        archive.withLock { zip_get_name($0, UInt64(index), 0).map { String(cString: $0) } }
    }

    /// The first name the directory lists a second time, if any.
    package var firstRepeatedName: String? {
        var seen: Set<String> = []
        for index in 0..<count {
            if let name = name(at: index), !seen.insert(name).inserted { return name }
        }
        return nil
    }

    /// The index of the member called exactly `name`, if there is one.
    package func index(of name: String) -> Int? {
        let index = archive.withLock { zip_name_locate($0, name, 0) }
        return index >= 0 ? Int(index) : nil
    }

    /// The uncompressed size the member at `index` declares.
    package func declaredSize(at index: Int, member: String) throws(OpenRasterError) -> UInt64 {
        try sizes(at: index, member: member).declared
    }

    /// The uncompressed size the member at `index` declares and, where its method has a
    /// known limit, the most its compressed bytes can unpack to: a stored member holds its
    /// compressed bytes as they are; deflate makes at most 1032 bytes of each (a 258-byte
    /// match in two bits), so nothing deflated unpacks to more. Other methods (bzip2, LZMA)
    /// have no such bound here; their buffers still grow only as data arrives.
    package func sizes(at index: Int, member: String) throws(OpenRasterError)
        -> (declared: UInt64, compressed: UInt64, most: UInt64?)
    {
        let needed = UInt64(ZIP_STAT_SIZE) | UInt64(ZIP_STAT_COMP_SIZE) | UInt64(ZIP_STAT_COMP_METHOD)
        let found = archive.withLock { archive -> Result<(size: UInt64, compressed: UInt64, method: Int32), OpenRasterError> in
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(archive, UInt64(index), 0, &stat) == 0, stat.valid & needed == needed else {
                return .failure(self.damaged("no size: \(String(cString: zip_strerror(archive)))", member: member))
            }
            return .success((stat.size, stat.comp_size, Int32(stat.comp_method)))
        }
        let stat = try found.get()
        let most: UInt64?
        switch stat.method {
        case ZIP_CM_STORE: most = stat.compressed
        case ZIP_CM_DEFLATE:
            let (product, overflow) = stat.compressed.multipliedReportingOverflow(by: Self.deflateExpansion)
            most = overflow ? nil : product
        default: most = nil
        }
        return (stat.size, stat.compressed, most)
    }

    /// Deflate's largest expansion: bytes out per byte in.
    package static let deflateExpansion: UInt64 = 1032

    /// Where the member called `member` is and the size it declares, refused (naming what
    /// needs it) when it is missing, declares more than `limit` bytes, or declares more than
    /// its compressed bytes can hold: what every read checks before it allocates, and what the
    /// readers check of each layer before reading any.
    @discardableResult
    package func checkedMember(_ member: String, limit: Int, neededBy: String) throws(OpenRasterError)
        -> (index: Int, size: UInt64)
    {
        guard let index = index(of: member) else {
            throw OpenRasterError(path: path, member: member, problem: .missingMember(neededBy: neededBy))
        }
        let sizes = try sizes(at: index, member: member)
        guard sizes.declared <= UInt64(max(0, limit)) else {
            throw OpenRasterError(path: path, member: member, problem: .memberTooLarge(size: sizes.declared, limit: limit))
        }
        if let most = sizes.most, sizes.declared > most {
            throw OpenRasterError(
                path: path, member: member,
                problem: .declaredSizeBeyondData(size: sizes.declared, compressed: sizes.compressed, most: most))
        }
        return (index, sizes.declared)
    }

    /// The bytes of the member called `member`, refused before any allocation when it declares
    /// more than `limit` bytes or more than its data can hold, and refused when its data is not
    /// what it declares. The buffer grows as the data arrives, from no more than the member's
    /// compressed size: a declared size is a claim, checked against the bytes that come.
    package func read(_ member: String, limit: Int, neededBy: String) throws(OpenRasterError) -> [UInt8] {
        let (index, size) = try checkedMember(member, limit: limit, neededBy: neededBy)
        let compressed = try sizes(at: index, member: member).compressed
        let read = archive.withLock { archive -> Result<[UInt8], OpenRasterError> in
            guard let file = ZipMemberFile(archive: archive, index: index) else {
                return .failure(self.damaged(String(cString: zip_strerror(archive)), member: member))
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Int(min(size, max(compressed, 1 << 16))))
            if let failure = file.readAll(declared: Int(size), into: &bytes) {
                return .failure(self.damaged(failure, member: member))
            }
            return .success(bytes)
        }
        return try read.get()
    }

    /// The first `count` bytes of the member at `index` (fewer where it is shorter), without
    /// reading the rest: a PNG's header, to learn its size before deciding to decode it.
    package func prefix(at index: Int, count: Int, member: String) throws(OpenRasterError) -> [UInt8] {
        let read = archive.withLock { archive -> Result<[UInt8], OpenRasterError> in
            guard let file = ZipMemberFile(archive: archive, index: index) else {
                return .failure(self.damaged(String(cString: zip_strerror(archive)), member: member))
            }
            var bytes = [UInt8](repeating: 0, count: max(0, count))
            guard let filled = bytes.withUnsafeMutableBytes({ file.readSome(into: $0) }) else {
                return .failure(self.damaged("cannot be read", member: member))
            }
            bytes.removeLast(bytes.count - filled)
            return .success(bytes)
        }
        return try read.get()
    }

    /// The member's error when libzip cannot give its bytes.
    private func damaged(_ detail: String, member: String) -> OpenRasterError {
        OpenRasterError(path: path, member: member, problem: .damagedMember(detail))
    }
}

/// libzip's words for an error code from `zip_open`.
package func zipMessage(code: Int32) -> String {
    var error = zip_error_t()
    zip_error_init_with_code(&error, code)
    defer { zip_error_fini(&error) }
    return String(cString: zip_error_strerror(&error))
}
