import FlourishImage
import FlourishStorage
import FlourishTestSupport
import Foundation
import Testing

@Suite("PNGFile: pixels survive a write and a read; bad files fail naming the path")
struct PNGFileTests {
    @Test(
        "a 1×1 image round-trips its one pixel exactly, colour under alpha 0 included",
        arguments: [
            [200, 100, 50, 0], [0, 0, 0, 0], [255, 255, 255, 255], [1, 2, 3, 1], [10, 250, 7, 128],
            [255, 0, 128, 254],
        ] as [[UInt8]])
    func onePixel(pixel: [UInt8]) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pixel.png")
        let image = RGBAImage(width: 1, height: 1, pixels: pixel)
        try PNGFile.write(image, to: path)
        let read = try PNGFile.read(path)
        #expect(read.width == 1 && read.height == 1)
        #expect(read.pixels == pixel)
    }

    @Test(
        "images of odd sizes round-trip every pixel exactly, transparent and partly transparent ones included",
        arguments: [(67, 3), (3, 67), (2, 1), (1, 5), (129, 65)])
    func roundTrip(width: Int, height: Int) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("image.png")
        let image = testImage(width: width, height: height, seed: UInt64(width * 1_000 + height))
        let alphas = stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
        #expect(alphas.contains(0) && alphas.contains { $0 > 0 && $0 < 255 })
        try PNGFile.write(image, to: path)
        let read = try PNGFile.read(path)
        #expect(read.width == width && read.height == height)
        #expect(read == image)
    }

    @Test("a write leaves only the PNG in the folder, and it starts with PNG's signature")
    func writeLeavesOnlyTheFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("out.png")
        try PNGFile.write(testImage(width: 67, height: 3, seed: 7), to: path)
        #expect(try folder.entries() == ["out.png"])
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(FileManager.default.contents(atPath: path).map { Array($0.prefix(8)) } == signature)
    }

    @Test("writing over an existing PNG replaces it whole")
    func overwrite() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("out.png")
        try PNGFile.write(testImage(width: 129, height: 65, seed: 1), to: path)
        let smaller = testImage(width: 2, height: 1, seed: 2)
        try PNGFile.write(smaller, to: path)
        #expect(try PNGFile.read(path) == smaller)
        #expect(try folder.entries() == ["out.png"])
    }

    @Test("writing into a missing folder throws a FileWriteError naming the path and leaves nothing")
    func writeIntoMissingFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("missing/out.png")
        let error = #expect(throws: FileWriteError.self) {
            try PNGFile.write(testImage(width: 67, height: 3, seed: 3), to: path)
        }
        #expect(error?.path == path)
        #expect(try folder.entries() == [])
    }

    @Test("reading a missing file throws a PNGReadError naming the path")
    func readMissing() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("nothing-here.png")
        let error = #expect(throws: PNGReadError.self) { try PNGFile.read(path) }
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix(path + ": ") == true)
    }

    @Test(
        "reading an empty file, a text file or a JPEG's header throws a PNGReadError naming the path",
        arguments: [
            [], Array("hello, I am not a PNG\n".utf8), [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46],
        ] as [[UInt8]])
    func readNotAPNG(bytes: [UInt8]) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("not.png")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let error = #expect(throws: PNGReadError.self) { try PNGFile.read(path) }
        #expect(error?.path == path)
    }

    /// Cut inside the signature, inside the header, and inside the image data.
    @Test(
        "reading a truncated PNG throws a PNGReadError naming the path",
        arguments: [4, 20, 60, 500])
    func readTruncated(keptBytes: Int) throws {
        let folder = try TemporaryFolder()
        let whole = folder.file("whole.png")
        try PNGFile.write(testImage(width: 129, height: 65, seed: 9), to: whole)
        let bytes = try #require(FileManager.default.contents(atPath: whole))
        try #require(bytes.count > 2 * keptBytes)
        let path = folder.file("cut.png")
        #expect(FileManager.default.createFile(atPath: path, contents: bytes.prefix(keptBytes)))
        let error = #expect(throws: PNGReadError.self) { try PNGFile.read(path) }
        #expect(error?.path == path)
    }
}
