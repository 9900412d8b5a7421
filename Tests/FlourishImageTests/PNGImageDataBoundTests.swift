import CAllocationCounter
import FlourishImage
import FlourishTestSupport
import Foundation
import Testing

/// A PNG's header may claim any size; its image data is what it is. Deflate unpacks at most
/// 1032 bytes from each byte, so a file whose IDAT bytes cannot hold the rows its header
/// claims is damaged, and `open` says so before a caller sizes anything by the header (an
/// interlaced file is decoded whole, width x height x 4 bytes, and a layer is decoded into a
/// buffer of its size).
@Suite("PNGStreamReader: a header that claims more than its image data can hold is refused at open")
struct PNGImageDataBoundTests {
    /// The file: 65 bytes that claim 16384x16384, interlaced (1 GiB of RGBA decoded
    /// whole before the first row, and 4 GiB at 32768² before "Not enough image data").
    @Test("a 65-byte interlaced PNG claiming 16384x16384 is refused at open, naming the file and both sizes",
          arguments: [true, false])
    func claimBeyondData(interlaced: Bool) throws {
        let folder = try TemporaryFolder()
        let bytes = HostilePNG.claiming(width: 16384, height: 16384, interlaced: interlaced)
        #expect(bytes.count == 65)
        let path = try folder.write(bytes, to: "claim.png")
        forgetLargestAllocationOnThisThread()
        let error = #expect(throws: PNGReadError.self) {
            let reader = try PNGStreamReader.open(path, maxPixels: .max)
            try reader.readRows { _, _ in }
        }
        #expect(largestAllocationOnThisThread() < 1 << 20, "largest request: \(largestAllocationOnThisThread()) bytes")
        #expect(error?.path == path)
        #expect(
            error?.reason
                == "declares 16384x16384 pixels, but its 8 bytes of image data can unpack to at most 8256 of the "
                + "\(interlaced ? 1_073_772_544 : 1_073_758_208) bytes those need")
        // The same from bytes in memory (an OpenRaster member).
        let fromBytes = #expect(throws: PNGReadError.self) {
            _ = try PNGStreamReader.open(bytes: bytes, name: "painting.ora: data/a.png", maxPixels: .max)
        }
        #expect(fromBytes?.path == "painting.ora: data/a.png")
        #expect(fromBytes?.reason == error?.reason)
    }

    /// zlib at level 9 on rows of zeros comes near deflate's limit: the bound must pass it.
    @Test("real images read: zeros at best compression, and every interlaced fixture (negative controls)")
    func realImagesRead() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("zeros.png")
        let zeros = RGBAImage(width: 2000, height: 2000, pixels: [UInt8](repeating: 0, count: 2000 * 2000 * 4))
        try streamWrite(zeros, to: path, compression: PNGCompression(filters: .none, level: 9))
        let idat = try #require(contents(path)).count
        #expect(idat * 1000 < 2000 * 8001, "the image data is within 3% of deflate's limit (\(idat) bytes)")
        #expect(try streamRead(path).image == zeros)
        for name in ["rgba-8-adam7", "palette-2-adam7", "grey-16-adam7"] {
            let expected = try #require(contents("\(fixtures)/\(name).rgba"), "run Fixtures/make-fixtures.py")
            #expect(try streamRead("\(fixtures)/\(name).png").image.pixels == expected, "\(name)")
        }
    }

    /// The smallest honest images: their data holds a few bytes, far below the 1032 factor.
    @Test("a 1x1 image opens, interlaced or not")
    func tinyImages() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("one.png")
        let pixel = RGBAImage(width: 1, height: 1, pixels: [10, 20, 30, 40])
        try streamWrite(pixel, to: path)
        #expect(try streamRead(path).image == pixel)
    }
}
