/// The size a PNG declares in its header, read without decoding it.
///
/// The reader checks a layer's size against the pixel limit before the app allocates pixels
/// for it; the writer checks the thumbnail's 256x256 bound and the merged image's size.
package struct PNGHeader: Equatable {
    package let width: Int
    package let height: Int
    /// Adam7: a reader decodes the whole image before handing over a row (IHDR's byte 28).
    package var isInterlaced = false

    /// The bytes that hold the signature and the whole IHDR chunk: what `read` needs of a PNG.
    package static let prefixBytes = 33

    /// The eight bytes every PNG starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the signature and the IHDR chunk, which the format requires to come first.
    /// Returns a description of what is wrong otherwise.
    package static func read(_ bytes: [UInt8]) -> Result<PNGHeader, PNGHeaderFailure> {
        // Signature (8), IHDR length (4) and type (4), width (4) and height (4).
        guard bytes.count >= 24 else {
            return .failure(PNGHeaderFailure("only \(bytes.count) bytes, too short for a PNG header"))
        }
        guard Array(bytes[0..<8]) == signature else {
            return .failure(PNGHeaderFailure("does not start with PNG's signature"))
        }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(PNGHeaderFailure("the first chunk is not IHDR"))
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return .success(PNGHeader(width: bigEndian(16), height: bigEndian(20), isInterlaced: bytes.count > 28 && bytes[28] == 1))
    }
}

/// Why bytes are not a PNG, in words for `OpenRasterError.Problem.notAPNG`.
package struct PNGHeaderFailure: Error, Equatable {
    package let reason: String
    package init(_ reason: String) { self.reason = reason }
}
