import CPNGStream
import FlourishStorage

/// Reads any PNG (palette, grey, 1 to 16 bits, with or without alpha, interlaced or not) as
/// 8-bit straight RGBA, one row at a time.
///
/// `open` reads only the header, so a caller learns `width` and `height` (and `maxPixels`
/// has refused an absurd size) before it allocates anything for the pixels; `readRows` then
/// hands over the rows. A PNG's header is a few bytes that can claim 2^31 x 2^31 pixels, so
/// the check must come first. A non-interlaced file needs one row of memory; an interlaced
/// one revisits every row in seven passes, so it is decoded whole (width * height * 4 bytes)
/// before the rows are handed over. So `open` also weighs the claim against the image data
/// the file holds: deflate unpacks at most 1032 bytes from each byte, and a file whose IDAT
/// bytes cannot unpack to the rows its header claims is refused before anyone sizes a buffer
/// by the header (65 bytes once claimed 32768² interlaced and cost 4 GiB before libpng said
/// "Not enough image data").
///
/// Values are taken as stored: no gamma or colour-profile conversion, 16-bit samples rounded
/// to the nearest 8-bit value.
public struct PNGStreamReader: ~Copyable {
    /// 16384 x 16384, the largest canvas Flourish makes.
    public static let defaultMaxPixels = 16384 * 16384

    public let path: String
    private let reader: OpaquePointer

    /// Opens `path` and reads its header.
    ///
    /// - Throws: `PNGReadError` naming `path`: the path is a folder, a device or a pipe
    ///   (refused before it is opened), the file cannot be opened, is not a PNG, its header is
    ///   damaged, it has more than `maxPixels` pixels, or its image data cannot hold them.
    public static func open(_ path: String, maxPixels: Int = defaultMaxPixels) throws(PNGReadError) -> PNGStreamReader {
        if let refusal = FileStatus.refusal(of: path) { throw PNGReadError(path: path, reason: refusal) }
        guard let pointer = flourish_png_reader_open(path) else {
            throw PNGReadError(path: path, reason: "out of memory")
        }
        // From here `reader` owns the C reader; its deinit frees it on every throw below.
        let reader = PNGStreamReader(owning: pointer, path: path)
        try reader.begin(maxPixels: maxPixels)
        return reader
    }

    /// Reads the header of a PNG held in memory; `name` stands for it in errors (e.g. an
    /// OpenRaster member: `painting.ora: data/layer0.png`).
    public static func open(bytes: [UInt8], name: String, maxPixels: Int = defaultMaxPixels) throws(PNGReadError)
        -> PNGStreamReader
    {
        let made = bytes.withUnsafeBufferPointer { flourish_png_reader_open_bytes($0.baseAddress, $0.count) }
        guard let pointer = made else { throw PNGReadError(path: name, reason: "out of memory") }
        let reader = PNGStreamReader(owning: pointer, path: name)
        try reader.begin(maxPixels: maxPixels)
        return reader
    }

    private init(owning reader: OpaquePointer, path: String) {
        self.reader = reader
        self.path = path
    }

    /// Deflate's largest expansion: bytes out per byte in (a 258-byte match in two bits).
    static let deflateExpansion: UInt64 = 1032

    /// Reads the header, then refuses more than `maxPixels` pixels and a claim the image data
    /// cannot hold, both before any row.
    private func begin(maxPixels: Int) throws(PNGReadError) {
        guard flourish_png_reader_is_open(reader) != 0 else { throw error("") }
        guard flourish_png_reader_begin(reader) == 0 else { throw error("not a readable PNG: ") }
        // libpng's own limit keeps each side under 2^31, so the product cannot overflow.
        let (width, height) = (self.width, self.height)
        guard width * height <= maxPixels else {
            throw PNGReadError(
                path: path, reason: "\(width)x\(height) is \(width * height) pixels, more than the \(maxPixels) allowed")
        }
        let held = flourish_png_reader_image_data_bytes(reader)
        let needed = flourish_png_reader_unpacked_bytes(reader)
        let (most, overflow) = held.multipliedReportingOverflow(by: Self.deflateExpansion)
        guard overflow || most >= needed else {
            throw PNGReadError(
                path: path,
                reason: "declares \(width)x\(height) pixels, but its \(held) bytes of image data can unpack to at most "
                    + "\(most) of the \(needed) bytes those need")
        }
    }

    deinit { flourish_png_reader_destroy(reader) }

    public var width: Int { Int(flourish_png_reader_width(reader)) }
    public var height: Int { Int(flourish_png_reader_height(reader)) }
    /// Adam7: the whole image is decoded before the first row is handed over.
    public var isInterlaced: Bool { flourish_png_reader_passes(reader) > 1 }

    /// Hands `body` each row, top to bottom: `width * 4` bytes of R, G, B, A (straight alpha),
    /// valid only during the call. Closes the file.
    ///
    /// - Throws: `PNGReadError` naming `path` when the image data is damaged or cut short.
    ///   Rows handed over before the error came from a damaged file: discard them.
    public consuming func readRows(_ body: (_ row: Int, _ pixels: UnsafePointer<UInt8>) -> Void) throws(PNGReadError) {
        let rowBytes = width * 4
        if isInterlaced {
            let image = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
            image.initialize(repeating: 0, count: rowBytes * height)
            defer { image.deallocate() }
            for _ in 0..<flourish_png_reader_passes(reader) {
                for y in 0..<height { try check(flourish_png_reader_read_row(reader, image + y * rowBytes)) }
            }
            try check(flourish_png_reader_end(reader))
            for y in 0..<height { body(y, image + y * rowBytes) }
        } else {
            let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
            row.initialize(repeating: 0, count: rowBytes)
            defer { row.deallocate() }
            for y in 0..<height {
                try check(flourish_png_reader_read_row(reader, row))
                body(y, row)
            }
            try check(flourish_png_reader_end(reader))
        }
    }

    /// Turns a shim call's -1 into an error carrying libpng's message.
    private func check(_ result: Int32) throws(PNGReadError) {
        guard result == 0 else { throw error("PNG could not be decoded: ") }
    }

    /// The reader's failure, named by its path, with libpng's (or strerror's) message.
    private func error(_ prefix: String) -> PNGReadError {
        PNGReadError(path: path, reason: prefix + String(cString: flourish_png_reader_message(reader)))
    }
}
