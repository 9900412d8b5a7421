/// PNG bytes made by hand for hostile-file tests: a header that claims what its image data
/// cannot hold, with every CRC right so that libpng reads the claim.
public enum HostilePNG {
    /// The zlib stream of no bytes at all: 8 bytes that unpack to nothing.
    public static let emptyZlib: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]

    /// Signature, IHDR (8-bit RGBA; Adam7 where `interlaced`), one IDAT of `data`, IEND: 65
    /// bytes with the empty zlib stream, whatever the size claimed.
    public static func claiming(width: UInt32, height: UInt32, interlaced: Bool = false, data: [UInt8] = emptyZlib)
        -> [UInt8]
    {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func append(_ type: String, _ body: [UInt8]) {
            let typed = Array(type.utf8) + body
            png += bigEndian(UInt32(body.count)) + typed + bigEndian(crc(typed))
        }
        append("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, interlaced ? 1 : 0])
        append("IDAT", data)
        append("IEND", [])
        return png
    }

    /// PNG's (and zip's) CRC-32, ISO 3309.
    public static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32($0))) }
    }
}
