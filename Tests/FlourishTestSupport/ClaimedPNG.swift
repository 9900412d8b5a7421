/// PNG bytes made by hand, for files that lie: an IHDR claiming any size (interlaced or not,
/// 8-bit RGBA), then one IDAT whose zlib stream holds `data` in a stored block, and IEND,
/// every chunk with its right CRC, so libpng reads the header and fails only on the pixels.
/// A real decoder reports "not enough image data" for such a file, after whatever it
/// allocated for the size claimed: what the tests check it never gets to.
///
/// `imageDataBytes` pads the IDAT to that many bytes (zeros after the zlib stream), enough
/// for a reader that checks what the compressed data could unpack to (deflate: at most 1032
/// bytes a byte) to take the claim as possible: `plausibleImageDataBytes` is that least.
public enum ClaimedPNG {
    /// The fewest IDAT bytes that could unpack to a `width` x `height` RGBA image's rows.
    public static func plausibleImageDataBytes(width: Int, height: Int) -> Int {
        (height * (width * 4 + 1)) / 1032 + 1
    }

    public static func bytes(
        width: Int, height: Int, interlaced: Bool = false, data: [UInt8] = [0, 0, 0, 0, 0], imageDataBytes: Int = 0
    ) -> [UInt8] {
        var header: [UInt8] = []
        header += bigEndian(UInt32(truncatingIfNeeded: width)) + bigEndian(UInt32(truncatingIfNeeded: height))
        // 8 bits a sample, colour type 6 (RGBA), deflate, adaptive filtering, Adam7 or none.
        header += [8, 6, 0, 0, interlaced ? 1 : 0]
        let stored = UInt16(min(data.count, 65535))
        var zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(stored & 0xff), UInt8(stored >> 8), UInt8(~stored & 0xff), UInt8(~stored >> 8)]
        zlib += data.prefix(Int(stored))
        zlib += bigEndian(adler32(Array(data.prefix(Int(stored)))))
        if imageDataBytes > zlib.count { zlib += [UInt8](repeating: 0, count: imageDataBytes - zlib.count) }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
            + chunk("IEND", [])
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
    }

    /// CRC-32 as PNG defines it (ISO 3309, reflected, polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
