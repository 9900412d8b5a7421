import FlourishImage
import FlourishStorage
import FlourishTestSupport
import Foundation
import Testing

@Suite("PNGStreamWriter: rows in, a PNG out that two readers agree on; failures leave nothing")
struct PNGStreamWriterTests {
    @Test(
        "odd sizes round-trip every pixel exactly through the stream reader and through PNGFile.read",
        arguments: [(1, 1), (65, 3), (300, 130), (3, 65)])
    func roundTrip(width: Int, height: Int) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("image.png")
        let image = testImage(width: width, height: height, seed: UInt64(width * 7 + height))
        try streamWrite(image, to: path)
        let (streamed, order) = try streamRead(path)
        #expect(streamed == image)
        #expect(order == Array(0..<height))
        #expect(try PNGFile.read(path) == image, "libpng's simplified reader disagrees")
        #expect(try folder.entries() == ["image.png"])
    }

    @Test(
        "every filter choice and zlib level writes the same pixels",
        arguments: [PNGFilters.none, .sub, .up, .average, .paeth, .all, [.sub, .up]], [0, 1, 3, 6, 9])
    func everyCompression(filters: PNGFilters, level: Int) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("image.png")
        let image = testImage(width: 67, height: 9, seed: 11)
        try streamWrite(image, to: path, compression: PNGCompression(filters: filters, level: level))
        #expect(try PNGFile.read(path) == image)
    }

    /// At level 0 zlib stores the filtered rows verbatim, one filter-type byte before each, so
    /// the file shows which filter libpng used on every row.
    @Test(
        "the chosen filter reaches libpng: at level 0 every row carries that filter's type byte",
        arguments: [(PNGFilters.none, 0), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4)] as [(PNGFilters, UInt8)])
    func filterReachesLibpng(filters: PNGFilters, typeByte: UInt8) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("stored.png")
        let (width, height) = (5, 4)
        let image = testImage(width: width, height: height, seed: 5)
        try streamWrite(image, to: path, compression: PNGCompression(filters: filters, level: 0))
        let png = try #require(contents(path))
        let data = try #require(chunks(of: png).first { $0.type == "IDAT" })
        // zlib header (2 bytes), then one stored block: a header byte, LEN and NLEN (4 bytes).
        let rowBytes = 1 + width * 4
        let rows = data.dataOffset + 2 + 5
        try #require(data.length == 2 + 5 + height * rowBytes + 4)
        #expect((0..<height).map { png[rows + $0 * rowBytes] } == Array(repeating: typeByte, count: height))
        if filters == .none {
            #expect(Array(png[rows + 1..<rows + rowBytes]) == Array(image.pixels[0..<width * 4]))
        }
    }

    @Test("the level reaches zlib: a flat image is stored whole at level 0 and shrinks to under 1% at level 1")
    func levelReachesZlib() throws {
        let folder = try TemporaryFolder()
        let flat = RGBAImage(
            width: 256, height: 256, pixels: Array([UInt8]([12, 34, 56, 78]).repeated(256 * 256)))
        try streamWrite(flat, to: folder.file("0.png"), compression: PNGCompression(filters: .sub, level: 0))
        try streamWrite(flat, to: folder.file("1.png"), compression: PNGCompression(filters: .sub, level: 1))
        let raw = 256 * (1 + 256 * 4)
        let stored = try #require(contents(folder.file("0.png"))).count
        let deflated = try #require(contents(folder.file("1.png"))).count
        #expect(stored > raw)
        #expect(deflated < raw / 100)
        #expect(try PNGFile.read(folder.file("1.png")) == flat)
    }

    @Test("rows are asked for once each, top to bottom, in one reused buffer")
    func rowsAskedInOrder() throws {
        let folder = try TemporaryFolder()
        var asked: [Int] = []
        var buffers: Set<UnsafeMutablePointer<UInt8>> = []
        try PNGStreamWriter.write(to: folder.file("rows.png"), width: 70, height: 33) { row, out in
            asked.append(row)
            buffers.insert(out)
            out.update(repeating: UInt8(row), count: 70 * 4)
        }
        #expect(asked == Array(0..<33))
        #expect(buffers.count == 1)
        let image = try PNGFile.read(folder.file("rows.png"))
        #expect((0..<33).allSatisfy { y in image.pixel(x: 69, y: y) == (UInt8(y), UInt8(y), UInt8(y), UInt8(y)) })
    }

    @Test("writing into a missing folder throws naming the path, asks for no row and leaves nothing")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("missing/out.png")
        var asked = 0
        let error = #expect(throws: FileWriteError.self) {
            try PNGStreamWriter.write(to: path, width: 4, height: 4) { _, _ in asked += 1 }
        }
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix(path + ": ") == true)
        #expect(asked == 0)
        #expect(try folder.entries() == [])
    }

    /// libpng refuses a width over its limit (1,000,000) inside png_set_IHDR, with png_error:
    /// the longjmp must land in the C shim, and the half-made temporary file must go.
    @Test("a libpng error comes back as a FileWriteError naming the path, and leaves nothing behind")
    func libpngError() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("wide.png")
        let error = #expect(throws: FileWriteError.self) {
            try PNGStreamWriter.write(to: path, width: 1_000_001, height: 1) { _, _ in }
        }
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix("libpng: ") == true)
        #expect(try folder.entries() == [])
        // The writer still works afterwards (no state left behind by the longjmp).
        try streamWrite(testImage(width: 3, height: 3, seed: 1), to: path)
        #expect(try PNGFile.read(path) == testImage(width: 3, height: 3, seed: 1))
    }

    @Test(
        "an empty size or a level outside 0...9 is refused naming the path, leaving nothing",
        arguments: [(0, 5, 6), (5, 0, 6), (-1, 5, 6), (5, 5, 10), (5, 5, -1)])
    func refusedArguments(width: Int, height: Int, level: Int) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("bad.png")
        let error = #expect(throws: FileWriteError.self) {
            try PNGStreamWriter.write(
                to: path, width: width, height: height, compression: PNGCompression(filters: .sub, level: level)
            ) { _, _ in }
        }
        #expect(error?.path == path)
        #expect(try folder.entries() == [])
    }

    @Test("writing over an existing PNG replaces it whole")
    func overwrite() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("out.png")
        try streamWrite(testImage(width: 129, height: 65, seed: 1), to: path)
        let smaller = testImage(width: 2, height: 1, seed: 2)
        try streamWrite(smaller, to: path)
        #expect(try streamRead(path).image == smaller)
        #expect(try folder.entries() == ["out.png"])
    }
}

extension Array {
    /// The array repeated `count` times, end to end.
    func repeated(_ count: Int) -> [Element] { Array(Swift.repeatElement(self, count: count).joined()) }
}
