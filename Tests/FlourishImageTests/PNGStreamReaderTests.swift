import FlourishImage
import FlourishTestSupport
import Foundation
import Testing

/// Fixtures/: PNG variants hand-made by make-fixtures.py (stdlib zlib and struct, no image
/// library) with the pixels each must read as.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

@Suite("PNGStreamReader: any PNG as 8-bit RGBA rows; damaged files fail naming the path")
struct PNGStreamReaderTests {
    @Test(
        "each colour type and bit depth reads as the pixels PNG's rules give",
        arguments: [
            ("grey-1", 13, 11, false), ("grey-2", 13, 11, false), ("grey-4", 13, 11, false), ("grey-8", 13, 11, false),
            ("grey-8-key", 13, 11, false), ("grey-16-key", 13, 11, false), ("rgb-8", 33, 5, false),
            ("rgb-8-key", 33, 5, false), ("rgb-16", 13, 11, false), ("palette-1", 13, 11, false),
            ("palette-4-alpha", 13, 11, false), ("palette-8-alpha", 13, 11, false), ("grey-alpha-8", 13, 11, false),
            ("grey-alpha-16", 13, 11, false), ("rgba-8", 13, 11, false), ("rgba-16", 13, 11, false),
            ("rgba-8-one-pixel", 1, 1, false), ("rgba-8-adam7", 13, 11, true), ("rgba-8-adam7-3x2", 3, 2, true),
            ("palette-2-adam7", 13, 11, true), ("grey-16-adam7", 9, 9, true),
        ])
    func variant(name: String, width: Int, height: Int, interlaced: Bool) throws {
        let path = "\(fixtures)/\(name).png"
        let expected = try #require(contents("\(fixtures)/\(name).rgba"), "run Fixtures/make-fixtures.py")
        let reader = try PNGStreamReader.open(path)
        #expect(reader.width == width && reader.height == height)
        #expect(reader.isInterlaced == interlaced)
        _ = consume reader
        let (image, order) = try streamRead(path)
        #expect(order == Array(0..<height))
        #expect(image.pixels == expected)
        // Each alpha the fixture holds, so a variant meant to have transparency has some.
        if name.contains("key") || name.contains("alpha") || name.hasPrefix("rgba") {
            #expect(stride(from: 3, to: expected.count, by: 4).contains { expected[$0] < 255 })
        }
    }

    @Test("the header is known before any row is read: a caller can size its canvas first")
    func headerBeforeRows() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("image.png")
        let image = testImage(width: 300, height: 130, seed: 4)
        try streamWrite(image, to: path)
        let reader = try PNGStreamReader.open(path)
        let (width, height) = (reader.width, reader.height)
        #expect(width == 300 && height == 130)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        try reader.readRows { row, pixels in
            for i in 0..<(width * 4) { canvas[row * width * 4 + i] = pixels[i] }
        }
        #expect(canvas == image.pixels)
    }

    @Test("maxPixels refuses a file before reading any row; a file at the limit reads")
    func maxPixels() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("image.png")
        try streamWrite(testImage(width: 65, height: 3, seed: 2), to: path)
        let error = #expect(throws: PNGReadError.self) { _ = try PNGStreamReader.open(path, maxPixels: 65 * 3 - 1) }
        #expect(error?.path == path)
        #expect(error?.reason.contains("65x3") == true)
        #expect(try streamRead(path, maxPixels: 65 * 3).image.width == 65)
    }

    /// A header claiming 60000 x 60000 (14 GB as RGBA) before an IDAT of garbage: decoding
    /// any row would fail with a decode error, so the size error proves none was read. Past
    /// maxPixels, its 64 bytes of image data refuse it (see PNGImageDataBoundTests).
    @Test("a bomb's header is refused by maxPixels, not by decoding its rows")
    func bombRefusedByHeader() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("bomb.png")
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func append(_ type: String, _ data: [UInt8]) {
            let body = Array(type.utf8) + data
            png += bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body[...]))
        }
        append("IHDR", bigEndian(60_000) + bigEndian(60_000) + [8, 6, 0, 0, 0])
        append("IDAT", Array(repeating: 0xAB, count: 64))
        append("IEND", [])
        writeFile(path, png)
        let error = #expect(throws: PNGReadError.self) { _ = try PNGStreamReader.open(path, maxPixels: 16384 * 16384) }
        #expect(error?.path == path)
        #expect(error?.reason.contains("60000x60000") == true)
        // With a large enough limit the header passes, and the data's size refuses it, still
        // before any row.
        let beyond = #expect(throws: PNGReadError.self) { _ = try PNGStreamReader.open(path, maxPixels: 60_000 * 60_000) }
        #expect(beyond?.reason.hasPrefix("declares 60000x60000 pixels, but its 64 bytes of image data") == true)
    }

    @Test("a missing file throws naming the path and why")
    func missing() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("nothing.png")
        let error = #expect(throws: PNGReadError.self) { _ = try PNGStreamReader.open(path) }
        #expect(error?.path == path)
        #expect(error?.description == "\(path): cannot open: No such file or directory")
    }

    @Test(
        "an empty file, text, a JPEG's header or a folder throws naming the path",
        arguments: [[], Array("hello, I am not a PNG\n".utf8), [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46]]
            as [[UInt8]?]
            + [nil])
    func notAPNG(bytes: [UInt8]?) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("not.png")
        if let bytes {
            writeFile(path, bytes)
        } else {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        let error = #expect(throws: PNGReadError.self) { _ = try streamRead(path) }
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix(path + ": ") == true)
    }

    /// Cut inside the signature, the header, the image data, and between the data and IEND.
    @Test(
        "a truncated file throws naming the path, wherever it was cut", arguments: [0, 4, 8, 20, 33, 60, 500, -12, -1])
    func truncated(cut: Int) throws {
        let folder = try TemporaryFolder()
        let whole = folder.file("whole.png")
        try streamWrite(testImage(width: 300, height: 130, seed: 9), to: whole)
        let bytes = try #require(contents(whole))
        let kept = cut >= 0 ? cut : bytes.count + cut
        let path = folder.file("cut.png")
        writeFile(path, Array(bytes.prefix(kept)))
        let error = #expect(throws: PNGReadError.self) { _ = try streamRead(path) }
        #expect(error?.path == path)
    }

    /// Cut inside the last pass's image data, and after it (IEND gone): either way the file
    /// is damaged, and an interlaced image hands rows over only once it has read to the end.
    @Test("an interlaced file cut short hands over no row at all", arguments: [40, 12])
    func truncatedInterlaced(cutBytes: Int) throws {
        let bytes = try #require(contents("\(fixtures)/rgba-8-adam7.png"))
        let folder = try TemporaryFolder()
        let path = folder.file("cut.png")
        writeFile(path, Array(bytes.prefix(bytes.count - cutBytes)))
        let reader = try PNGStreamReader.open(path)
        var rows = 0
        do {
            try reader.readRows { _, _ in rows += 1 }
            Issue.record("a cut file decoded")
        } catch {
            #expect(error.path == path)
        }
        #expect(rows == 0)
    }

    /// libpng checks a chunk's CRC after its data: the header's CRC fails first, while damage
    /// to the image data usually trips zlib's own check (Adler-32) before the chunk ends.
    @Test("a flipped bit in the header or the image data throws naming the path")
    func badCRC() throws {
        let folder = try TemporaryFolder()
        let whole = folder.file("whole.png")
        try streamWrite(testImage(width: 65, height: 3, seed: 3), to: whole)
        let bytes = try #require(contents(whole))
        for chunk in chunks(of: bytes) where chunk.type == "IHDR" || chunk.type == "IDAT" {
            var damaged = bytes
            damaged[chunk.dataOffset + chunk.length / 2] ^= 0x10
            let path = folder.file("\(chunk.type).png")
            writeFile(path, damaged)
            let error = #expect(throws: PNGReadError.self) { _ = try streamRead(path) }
            #expect(error?.path == path)
            if chunk.type == "IHDR" { #expect(error?.reason == "not a readable PNG: IHDR: CRC error") }
        }
    }

    /// Damage with a matching CRC reaches zlib and the unfiltering: every byte of a small
    /// file's header and image data, each changed in turn.
    @Test("damaged image data with a valid CRC throws or reads, and never crashes")
    func damagedDataWithValidCRC() throws {
        let folder = try TemporaryFolder()
        let whole = folder.file("whole.png")
        try streamWrite(testImage(width: 17, height: 5, seed: 8), to: whole)
        let bytes = try #require(contents(whole))
        let path = folder.file("damaged.png")
        var failures = 0
        var reads = 0
        for chunk in chunks(of: bytes) where chunk.type == "IHDR" || chunk.type == "IDAT" {
            for offset in chunk.dataOffset..<chunk.dataOffset + chunk.length {
                for xor: UInt8 in [0x01, 0x80, 0xFF] {
                    var damaged = bytes
                    damaged[offset] ^= xor
                    fixCRC(&damaged, of: chunk)
                    writeFile(path, damaged)
                    do {
                        let (image, _) = try streamRead(path, maxPixels: 1 << 20)
                        #expect(image.pixels.count == image.width * image.height * 4)
                        reads += 1
                    } catch {
                        #expect(error.path == path)
                        failures += 1
                    }
                }
            }
        }
        // Both outcomes occur: zlib notices most damage, not a changed pixel under a filter.
        #expect(failures > 0 && reads > 0)
    }

    @Test(
        "8-bit variants read the same through the stream reader and libpng's simplified API",
        arguments: [
            "grey-1", "grey-4", "grey-8", "rgb-8", "palette-1", "palette-4-alpha", "palette-8-alpha",
            "grey-alpha-8", "rgba-8", "rgba-8-adam7", "palette-2-adam7",
        ])
    func agreesWithSimplifiedAPI(name: String) throws {
        let path = "\(fixtures)/\(name).png"
        #expect(try streamRead(path).image == PNGFile.read(path))
    }
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [
        UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
        UInt8(truncatingIfNeeded: value),
    ]
}
