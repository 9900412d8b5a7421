import FlourishDocuments
import FlourishImage
import FlourishPaint
import FlourishTestSupport
import Foundation
import Testing

@Suite("Opening checks sizes against max_canvas and the canvas before any pixel, and names the file")
struct LimitsTests {
    /// A PNG of `width` x `height` whose pixels all differ (some partly transparent), written to
    /// `path`; its pixels.
    @discardableResult
    static func writePNG(_ path: String, width: Int, height: Int) throws -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x & 255), UInt8(y & 255), UInt8((x * 7 + y * 3) & 255), UInt8(128 + (x + y) % 128)]
            }
        }
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        try PNGFile.write(image, to: path)
        return image
    }

    /// The error `body` throws, which must be a `DocumentError`.
    static func error(_ body: () throws -> Void) throws -> DocumentError {
        do {
            try body()
        } catch let error as DocumentError {
            return error
        }
        Issue.record("no error thrown")
        return DocumentError(path: "", reason: "")
    }

    @Test(
        "a PNG larger than max_canvas is refused, naming the file, both sizes and max_canvas",
        arguments: [(300, 10), (10, 300), (300, 300), (2000, 2000)])
    func pngOverLimit(width: Int, height: Int) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("big.png")
        try Self.writePNG(path, width: width, height: height)
        let error = try Self.error { _ = try DocumentReader.inspect(path, canvas: (100, 100), limit: (256, 256)) }
        #expect(error.path == path)
        #expect(error.description.contains(path))
        #expect(error.reason.contains("max_canvas"))
        #expect(error.reason.contains("\(width)x\(height)"))
        #expect(error.reason.contains("256x256"))
    }

    @Test("a PNG exactly max_canvas opens")
    func pngAtLimit() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("edge.png")
        try Self.writePNG(path, width: 256, height: 200)
        let contents = try DocumentReader.inspect(path, canvas: (100, 100), limit: (256, 200))
        #expect(contents.canvasWidth == 256 && contents.canvasHeight == 200)
    }

    @Test("a PNG larger than the canvas grows it to hold the image, and the note gives both sizes")
    func pngGrowsCanvas() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("wide.png")
        let image = try Self.writePNG(path, width: 150, height: 60)
        let (contents, store) = try open(path, canvas: (100, 80))
        #expect(contents.canvasWidth == 150 && contents.canvasHeight == 80)
        #expect(contents.notes.count == 1)
        let note = try #require(contents.notes.first)
        #expect(note.contains("100x80") && note.contains("150x80"))
        // Every pixel of the image is on the grown canvas (alpha is at least 128, so exact).
        let reopened = rows(store)
        for y in 0..<60 { #expect(reopened[y] == Array(image.pixels[(y * 600)..<((y + 1) * 600)])) }
        #expect(reopened[60...].allSatisfy { $0.allSatisfy { $0 == 0 } })
    }

    @Test("a PNG no larger than the canvas leaves it as it is, without a note")
    func pngFitsCanvas() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("small.png")
        try Self.writePNG(path, width: 100, height: 80)
        let contents = try DocumentReader.inspect(path, canvas: (100, 80), limit: (256, 256))
        #expect(contents.canvasWidth == 100 && contents.canvasHeight == 80)
        #expect(contents.notes.isEmpty)
    }

    @Test("an OpenRaster file whose Flourish canvas is larger than max_canvas is refused, though its image is small")
    func openRasterCanvasOverLimit() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        let engine = try Painting.engine(strokes: [(x: 20, y: 40)])
        let bounds = try #require(engine.tiles.paintedBounds)
        try DocumentWriter.write(DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), to: path)
        // The image (the painted bounds) fits: only the canvas it belongs to is too large.
        #expect(bounds.width <= 600 && bounds.height <= 400)
        let error = try Self.error { _ = try DocumentReader.inspect(path, canvas: (100, 100), limit: (600, 400)) }
        #expect(error.path == path)
        #expect(error.reason.contains("max_canvas"))
        #expect(error.reason.contains("700x500"))
        // Within the limit the same file opens.
        #expect(try DocumentReader.inspect(path, canvas: (100, 100), limit: (700, 500)).canvasWidth == 700)
    }

    @Test("an OpenRaster file whose image is larger than max_canvas is refused, naming the file")
    func openRasterImageOverLimit() throws {
        let path = openRasterFixture("mypaint-layers.ora")
        let error = try Self.error { _ = try DocumentReader.inspect(path, canvas: (100, 100), limit: (100, 100)) }
        #expect(error.path == path)
        #expect(error.description.contains(path))
        #expect(error.reason.contains("max_canvas"))
        #expect(error.reason.contains("200x150") && error.reason.contains("100x100"))
    }

    @Test(
        "a file that is neither .ora nor .png is refused, naming it",
        arguments: ["painting.jpg", "painting", "painting.ora.txt", "png"])
    func otherFormat(name: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.file(name)
        try Self.writePNG(path, width: 4, height: 4)
        let error = try Self.error { _ = try DocumentReader.inspect(path, canvas: (100, 100), limit: (256, 256)) }
        #expect(error.path == path)
        #expect(error.description.contains(path))
        #expect(error.reason.contains(".ora") && error.reason.contains(".png"))
    }
}
