import FlourishImage
import Testing

@Suite("PastedPNG: a clipboard PNG decoded for a new layer; bad bytes and pictures past max_canvas refused")
struct PastedPNGTests {
    /// `image` as PNG bytes, through the writer the copy side uses.
    func encoded(_ image: RGBAImage) throws -> [UInt8] {
        try PNGStreamWriter.encode(name: "test", width: image.width, height: image.height) { row, out in
            image.pixels.withUnsafeBufferPointer {
                out.update(from: $0.baseAddress! + row * image.width * 4, count: image.width * 4)
            }
        }
    }

    @Test("a PNG within max_canvas decodes to exactly the pixels encoded, straight alpha kept")
    func roundTrip() throws {
        let image = testImage(width: 19, height: 7, seed: 32)
        let decoded = try PastedPNG.decode(encoded(image), maxWidth: 19, maxHeight: 7)
        #expect(decoded == image)
    }

    @Test("wider than max_canvas is refused by its side, though its pixel count would fit")
    func widerThanCanvas() throws {
        let png = try encoded(testImage(width: 9, height: 2, seed: 1))
        #expect(throws: PasteRefusal("it is 9x2, larger than max_canvas 8x8")) {
            try PastedPNG.decode(png, maxWidth: 8, maxHeight: 8)
        }
        // Control: one pixel more room and the same bytes paste.
        #expect(try PastedPNG.decode(png, maxWidth: 9, maxHeight: 8).width == 9)
    }

    @Test("bytes that are no PNG, or a header claiming far more than the data holds, are refused")
    func hostileBytes() throws {
        #expect(throws: PasteRefusal.self) { try PastedPNG.decode(Array("GIF89a".utf8), maxWidth: 64, maxHeight: 64) }
        var png = try encoded(testImage(width: 4, height: 4, seed: 2))
        let header = try #require(chunks(of: png).first { $0.type == "IHDR" })
        // Claim 60000x60000 under a 65536² max_canvas: refused before any row is sized.
        for (offset, value) in [(0, 60000), (4, 60000)] {
            for i in 0..<4 { png[header.dataOffset + offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * i)) }
        }
        fixCRC(&png, of: header)
        #expect(throws: PasteRefusal.self) { try PastedPNG.decode(png, maxWidth: 65536, maxHeight: 65536) }
    }
}
