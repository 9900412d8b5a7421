import CPNGStream
import Glibc
import FlourishStorage

/// Writes an 8-bit straight-alpha RGBA PNG one row at a time, so a save holds one row of
/// pixels instead of the whole image (a 16384x16384 canvas is 1 GiB as one buffer).
///
/// The caller fills each row in order; the file appears at its path only when every row is
/// written and flushed to disk (`AtomicFile`), so a failure leaves the old file or none.
public enum PNGStreamWriter {
    /// Writes a `width` x `height` PNG at `path`, asking `fillRow` for the rows top to bottom.
    ///
    /// - Parameter fillRow: writes all `width * 4` bytes (R, G, B, A, straight alpha) of row
    ///   `row` into the buffer it is given; the buffer is the same every call and holds the
    ///   previous row on entry.
    /// - Throws: `FileWriteError` naming `path`: the folder is missing or not writable, the
    ///   size is empty or too large for PNG, the disk is full, or libpng failed.
    public static func write(
        to path: String, width: Int, height: Int, compression: PNGCompression = .default,
        fillRow: (_ row: Int, _ into: UnsafeMutablePointer<UInt8>) -> Void
    ) throws(FileWriteError) {
        guard width > 0, height > 0 else {
            throw FileWriteError(path: path, reason: "cannot write an empty image (\(width)x\(height))")
        }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw FileWriteError(path: path, reason: "\(width)x\(height) is larger than PNG allows")
        }
        guard (0...9).contains(compression.level) else {
            throw FileWriteError(path: path, reason: "zlib level \(compression.level) is not in 0...9")
        }
        let file = try AtomicFile(path: path)
        guard let stream = file.cStream else { throw FileWriteError(path: path, reason: "already closed") }
        try writeImage(to: stream, name: path, width: width, height: height, compression: compression, fillRow: fillRow)
        try file.commit()
    }

    /// The whole PNG into `stream`, which the caller owns: header, every row from `fillRow`
    /// through one reused row buffer, end. `name` stands for the destination in errors; the
    /// size and level were checked by the caller.
    private static func writeImage(
        to stream: UnsafeMutablePointer<FILE>, name: String, width: Int, height: Int, compression: PNGCompression,
        fillRow: (_ row: Int, _ into: UnsafeMutablePointer<UInt8>) -> Void
    ) throws(FileWriteError) {
        let writer = try PNGWriteHandle(stream: stream, path: name)
        try writer.check(
            flourish_png_writer_begin(
                writer.pointer, UInt32(width), UInt32(height), compression.filters.rawValue,
                Int32(compression.level)))
        let rowBytes = width * 4
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        row.initialize(repeating: 0, count: rowBytes)
        defer { row.deallocate() }
        for y in 0..<height {
            fillRow(y, row)
            try writer.check(flourish_png_writer_write_row(writer.pointer, row))
        }
        try writer.check(flourish_png_writer_end(writer.pointer))
    }
}

extension PNGStreamWriter {
    /// The bytes of a `width` x `height` PNG, rows from `fillRow` as for `write`: for a PNG
    /// that goes into another file (an OpenRaster layer). `name` stands for it in errors.
    public static func encode(
        name: String, width: Int, height: Int, compression: PNGCompression = .default,
        fillRow: (_ row: Int, _ into: UnsafeMutablePointer<UInt8>) -> Void
    ) throws(FileWriteError) -> [UInt8] {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw FileWriteError(path: name, reason: "cannot encode a \(width)x\(height) image")
        }
        guard (0...9).contains(compression.level) else {
            throw FileWriteError(path: name, reason: "zlib level \(compression.level) is not in 0...9")
        }
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else {
            throw FileWriteError(path: name, reason: "cannot open a memory stream")
        }
        var closed = false
        defer {
            if !closed { fclose(stream) }
            free(buffer)
        }
        try writeImage(to: stream, name: name, width: width, height: height, compression: compression, fillRow: fillRow)
        closed = true
        guard fclose(stream) == 0, let buffer else {
            throw FileWriteError(path: name, reason: "the memory stream failed")
        }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: size) { Array(UnsafeBufferPointer(start: $0, count: size)) }
    }
}

/// The one owner of a C PNG writer: destroys it once, on every path out of `writeImage`.
private struct PNGWriteHandle: ~Copyable {
    let pointer: OpaquePointer
    let path: String

    init(stream: UnsafeMutablePointer<FILE>, path: String) throws(FileWriteError) {
        guard let pointer = flourish_png_writer_create(stream) else {
            throw FileWriteError(path: path, reason: "libpng: out of memory")
        }
        self.pointer = pointer
        self.path = path
    }

    deinit { flourish_png_writer_destroy(pointer) }

    /// Turns a shim call's -1 into an error carrying libpng's message.
    func check(_ result: Int32) throws(FileWriteError) {
        guard result == 0 else {
            throw FileWriteError(path: path, reason: "libpng: \(String(cString: flourish_png_writer_message(pointer)))")
        }
    }
}
