import FlourishDocuments
import FlourishImage
import FlourishOpenRaster
import FlourishOpenRasterArchive
import FlourishSamples
import FlourishTestSupport
import FlourishThumbnails
import Foundation
import Testing

/// `flourish thumbnail`'s pictures, from paintings the session saves: their size, and their
/// pixels against the merged image shrunk here by an area-weighted box filter of the test's own.
@Suite struct ThumbnailerTests {
    /// A 700x500 painting saved as OpenRaster: fat marker strokes in `colours`, from `starts`.
    static func painting(
        at path: String, colours: [Color], starts: [(Double, Double)], paper: Color = Painting.paper
    ) throws {
        let session = try makeSession(brush: "classic/marker_fat", width: 700, height: 500, paper: paper)
        for (index, start) in starts.enumerated() {
            session.perform(.setColor(colours[index % colours.count]))
            session.paint(WaveStroke.painting.samples(from: start.0, start.1, startTime: 1 + Double(index)))
        }
        try SessionSaver.write(session.saveRequest(to: path), for: session)
    }

    static func first(at path: String) throws {
        try painting(
            at: path, colours: [Color(r: 200, g: 30, b: 40), Color(r: 20, g: 40, b: 170)],
            starts: [(40, 40), (300, 120), (80, 300), (380, 420)])
    }

    /// `path`'s merged image, decoded.
    static func merged(_ path: String) throws -> RGBAImage {
        let bytes = try OpenRasterDocumentReader(path: path).png(named: OpenRasterMember.mergedImage)
        let png = try PNGStreamReader.open(bytes: bytes, name: "merged")
        let (width, height) = (png.width, png.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        try png.readRows { row, source in
            for i in 0..<width * 4 { pixels[row * width * 4 + i] = source[i] }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `image` shrunk to `width` x `height`, each output pixel the mean of the source area it
    /// covers, partly covered pixels weighted by how much (the images here are opaque).
    static func reference(_ image: RGBAImage, width: Int, height: Int) -> [Double] {
        let sx = Double(image.width) / Double(width)
        let sy = Double(image.height) / Double(height)
        var out = [Double](repeating: 0, count: width * height * 4)
        for oy in 0..<height {
            let (y0, y1) = (Double(oy) * sy, Double(oy + 1) * sy)
            for ox in 0..<width {
                let (x0, x1) = (Double(ox) * sx, Double(ox + 1) * sx)
                var sum = [0.0, 0, 0, 0]
                var area = 0.0
                for y in Int(y0)..<min(image.height, Int(y1.rounded(.up))) {
                    let wy = min(y1, Double(y + 1)) - max(y0, Double(y))
                    for x in Int(x0)..<min(image.width, Int(x1.rounded(.up))) {
                        let w = wy * (min(x1, Double(x + 1)) - max(x0, Double(x)))
                        let p = image.pixel(x: x, y: y)
                        sum[0] += w * Double(p.r)
                        sum[1] += w * Double(p.g)
                        sum[2] += w * Double(p.b)
                        sum[3] += w * Double(p.a)
                        area += w
                    }
                }
                for c in 0..<4 { out[(oy * width + ox) * 4 + c] = sum[c] / area }
            }
        }
        return out
    }

    static func meanDifference(_ image: RGBAImage, _ reference: [Double]) -> Double {
        zip(image.pixels, reference).map { abs(Double($0) - $1) }.reduce(0, +) / Double(reference.count)
    }

    /// 64 from the file's thumbnail (256 wide), 300 from its merged image: the thumbnail is smaller.
    @Test(arguments: [(64, "Thumbnails/thumbnail.png"), (300, "mergedimage.png"), (320, "mergedimage.png")])
    func aThumbnailIsTheMergedImageShrunk(size: Int, source: String) throws {
        let folder = try TemporaryFolder()
        let ora = folder.file("first.ora")
        try Self.first(at: ora)
        let out = folder.file("first-\(size).png")
        let report = try Thumbnailer.write(from: ora, to: out, size: size)
        #expect(report.source == source)
        let thumbnail = try PNGFile.read(out)
        // The painted part, whole tiles of it: wider than high.
        let merged = try Self.merged(ora)
        #expect(merged.width > merged.height && merged.width > 300)
        let (width, height) = (size, Int((Double(merged.height) * Double(size) / Double(merged.width)).rounded()))
        #expect((thumbnail.width, thumbnail.height) == (width, height))
        let expected = Self.reference(merged, width: width, height: height)
        let difference = Self.meanDifference(thumbnail, expected)
        #expect(difference < 1, "mean difference \(difference) from the merged image shrunk")

        // Negative control: another painting's thumbnail is far from this one's reference.
        let other = folder.file("second.ora")
        try Self.painting(
            at: other, colours: [Color(r: 30, g: 150, b: 60)], starts: [(200, 60), (60, 200)],
            paper: Color(r: 240, g: 240, b: 250))
        let otherOut = folder.file("second-\(size).png")
        try Thumbnailer.write(from: other, to: otherOut, size: size)
        let otherDifference = Self.meanDifference(try PNGFile.read(otherOut), expected)
        #expect(otherDifference > 10 * max(difference, 1), "another painting differs by only \(otherDifference)")
    }

    @Test func aPNGIsShrunkAndNeverEnlarged() throws {
        let folder = try TemporaryFolder()
        let ora = folder.file("first.ora")
        try Self.first(at: ora)
        let merged = try Self.merged(ora)
        let png = folder.file("merged.png")
        try PNGFile.write(merged, to: png)
        let out = folder.file("small.png")
        try Thumbnailer.write(from: png, to: out, size: 128)
        let small = try PNGFile.read(out)
        let height = Int((Double(merged.height) * 128 / Double(merged.width)).rounded())
        #expect((small.width, small.height) == (128, height))
        #expect(Self.meanDifference(small, Self.reference(merged, width: 128, height: height)) < 3)
        let same = folder.file("same.png")
        try Thumbnailer.write(from: png, to: same, size: 4000)
        #expect(try PNGFile.read(same) == merged)
    }

    @Test func transparentPixelsLendNoColour() throws {
        let folder = try TemporaryFolder()
        // Red opaque beside black fully transparent: the 1x1 box is red at half alpha.
        let png = try folder.write([], to: "half.png")
        try PNGFile.write(RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 0, 0]), to: png)
        let out = folder.file("out.png")
        try Thumbnailer.write(from: png, to: out, size: 1)
        #expect(try PNGFile.read(out).pixels == [255, 0, 0, 128])

        // At 1:1 each box is one pixel, copied: a transparent one's colour is dropped all the
        // same, and the opaque ones are kept as they are.
        let coloured = try folder.write([], to: "coloured.png")
        try PNGFile.write(RGBAImage(width: 2, height: 2, pixels: [
            255, 0, 0, 255, 10, 20, 30, 0,
            1, 2, 3, 4, 40, 50, 60, 255,
        ]), to: coloured)
        #expect(try PNGFile.read(coloured).pixels[4..<8] == [10, 20, 30, 0], "the colour under no alpha is in the file")
        try Thumbnailer.write(from: coloured, to: out, size: 2)
        #expect(try PNGFile.read(out).pixels == [255, 0, 0, 255, 0, 0, 0, 0, 1, 2, 3, 4, 40, 50, 60, 255])
    }

    @Test func badInputIsNamed() throws {
        let folder = try TemporaryFolder()
        let out = folder.file("out.png")
        let text = try folder.write("not a zip at all", to: "text.ora")
        #expect(throws: DocumentError.self) { try Thumbnailer.write(from: text, to: out) }
        do { try Thumbnailer.write(from: text, to: out) } catch {
            #expect(error.path == text && error.reason.contains("not a readable zip"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))

        // An OpenRaster file with neither picture in it.
        let bare = folder.file("bare.ora")
        let script = """
            from zipfile import ZipFile, ZIP_STORED; from sys import argv
            with ZipFile(argv[1], 'w') as z:
                z.writestr('mimetype', 'image/openraster', compress_type=ZIP_STORED)
                z.writestr('stack.xml', '<image w="10" h="10"><stack/></image>')
            """
        let made = try runProgram("/usr/bin/python3", ["-c", script, bare], timeout: 30)
        try #require(made.status == 0, "python could not write the zip")
        do {
            try Thumbnailer.write(from: bare, to: out)
            Issue.record("a file without pictures made a thumbnail")
        } catch {
            #expect(error.path == bare && error.reason.hasPrefix("mergedimage.png: missing"), "\(error)")
        }

        for size in [0, 100_000] {
            do {
                try Thumbnailer.write(from: bare, to: out, size: size)
                Issue.record("size \(size) was taken")
            } catch {
                #expect(error.description.contains("thumbnail size \(size) is not"), "\(error)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
