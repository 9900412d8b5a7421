import FlourishDocuments
import FlourishImage
import FlourishPaint
import FlourishSamples
import FlourishTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A zip's local file headers, read straight from the bytes (APPNOTE.TXT 4.3.7), as a reader
/// that streams the file meets them; none of Flourish's own zip code is involved.
struct ZipEntry {
    let name: String
    let method: Int
    let data: [UInt8]

    static func entries(of bytes: [UInt8]) -> [ZipEntry] {
        func number(_ at: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
        }
        var found: [ZipEntry] = []
        var at = 0
        while at + 30 <= bytes.count, number(at, 4) == 0x0403_4B50 {
            let size = number(at + 18, 4)
            let nameLength = number(at + 26, 2)
            let start = at + 30 + nameLength + number(at + 28, 2)
            guard start + size <= bytes.count else { break }
            let name = String(decoding: bytes[(at + 30)..<(at + 30 + nameLength)], as: UTF8.self)
            found.append(ZipEntry(name: name, method: number(at + 8, 2), data: Array(bytes[start..<(start + size)])))
            at = start + size
        }
        return found
    }
}

@Suite("Saved OpenRaster follows the rules other readers check, seen without Flourish's own reader")
struct OpenRasterRulesTests {
    /// The test painting saved as OpenRaster in `folder`; its rows and painted bounds.
    static func saved(in folder: TemporaryFolder) throws -> (path: String, rows: [[UInt8]], bounds: PixelRect) {
        let engine = try Painting.engine(strokes: Painting.strokes)
        let path = folder.file("painting.ora")
        try DocumentWriter.write(DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), to: path)
        return (path, rows(engine.tiles), try #require(engine.tiles.paintedBounds))
    }

    /// Every member unpacked by Python's zipfile into `folder/unpacked`, after its CRC check.
    static func unpack(_ path: String, in folder: TemporaryFolder) throws -> String {
        let target = folder.file("unpacked")
        let script = [
            "import sys, zipfile", "archive = zipfile.ZipFile(sys.argv[1])",
            "assert archive.testzip() is None, archive.testzip()", "archive.extractall(sys.argv[2])",
        ].joined(separator: "\n")
        let result = try python(["-c", script, path, target])
        #expect(result.status == 0, "\(result.output)")
        return target
    }

    @Test("the first entry is mimetype, stored, holding exactly image/openraster")
    func mimetypeFirst() throws {
        let folder = try TemporaryFolder()
        let (path, _, _) = try Self.saved(in: folder)
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
        // Readers sniff the type from these bytes: signature, method at 8, name at 30, data at 38.
        #expect(Array(bytes[0..<4]) == [0x50, 0x4B, 0x03, 0x04])
        let first = try #require(ZipEntry.entries(of: bytes).first)
        #expect(first.name == "mimetype")
        #expect(first.method == 0)
        #expect(first.data == Array("image/openraster".utf8))
        #expect(String(decoding: bytes[38..<54], as: UTF8.self) == "image/openraster")
    }

    @Test(
        "stack.xml is well-formed with w, h and version, and every layer's src is a member",
        .enabled(if: hasPython))
    func stackXML() throws {
        let folder = try TemporaryFolder()
        let (path, _, bounds) = try Self.saved(in: folder)
        let unpacked = try Self.unpack(path, in: folder)
        let xml = try #require(FileManager.default.contents(atPath: unpacked + "/stack.xml"))
        let document = try XMLDocument(data: xml)
        let image = try #require(document.rootElement())
        #expect(image.name == "image")
        #expect(image.attribute(forName: "w")?.stringValue == "\(bounds.width)")
        #expect(image.attribute(forName: "h")?.stringValue == "\(bounds.height)")
        #expect(image.attribute(forName: "version")?.stringValue?.isEmpty == false)
        let layers = try document.nodes(forXPath: "/image/stack/layer").compactMap { $0 as? XMLElement }
        #expect(layers.count == 2)
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
        let members = Set(ZipEntry.entries(of: bytes).map(\.name))
        for layer in layers {
            let source = try #require(layer.attribute(forName: "src")?.stringValue)
            #expect(members.contains(source), "\(source) is not in the file")
            #expect(FileManager.default.fileExists(atPath: unpacked + "/" + source))
        }
        #expect(members.contains("mergedimage.png"))
        #expect(members.contains("Thumbnails/thumbnail.png"))
    }

    @Test(
        "the merged image is the painting over the paper, c * a + paper * (1 - a), pixel for pixel",
        .enabled(if: hasPython))
    func mergedImage() throws {
        let folder = try TemporaryFolder()
        let (path, original, bounds) = try Self.saved(in: folder)
        let unpacked = try Self.unpack(path, in: folder)
        let merged = try PNGFile.read(unpacked + "/mergedimage.png")
        #expect(merged.width == bounds.width && merged.height == bounds.height)
        /// Pixels of the merged image that are not the painting over `paper`.
        func mismatches(over paper: Color) -> Int {
            let channels = [paper.r, paper.g, paper.b].map(Double.init)
            var count = 0
            for y in 0..<bounds.height {
                let row = original[bounds.y + y]
                for x in 0..<bounds.width {
                    let at = (bounds.x + x) * 4
                    let alpha = Double(row[at + 3]) / 255
                    let expected = (0..<3).map { c in
                        UInt8((Double(row[at + c]) * alpha + channels[c] * (1 - alpha)).rounded())
                    }
                    let pixel = merged.pixel(x: x, y: y)
                    if [pixel.r, pixel.g, pixel.b] != expected || pixel.a != 255 { count += 1 }
                }
            }
            return count
        }
        // The blend matters only where the painting is partly transparent: there must be many such
        // pixels, and others (opaque, or bare paper) as well.
        let partly = count(original, alpha: 1...254)
        #expect(partly > 5_000 && partly < bounds.width * bounds.height)
        #expect(mismatches(over: Painting.paper) == 0)
        // Negative control: over white paper the same painting would be another image.
        #expect(mismatches(over: Color(r: 255, g: 255, b: 255)) > 5_000)
    }

    @Test(
        "the thumbnail is at most 256 a side and keeps the image's proportions",
        .enabled(if: hasPython))
    func thumbnail() throws {
        let folder = try TemporaryFolder()
        let (path, _, bounds) = try Self.saved(in: folder)
        let unpacked = try Self.unpack(path, in: folder)
        let thumbnail = try PNGFile.read(unpacked + "/Thumbnails/thumbnail.png")
        // The painting is larger than 256 on its long side, so the thumbnail has to shrink.
        #expect(max(bounds.width, bounds.height) > 256)
        #expect(max(thumbnail.width, thumbnail.height) == 256)
        #expect(thumbnail.width <= 256 && thumbnail.height <= 256)
        // Each side rounds to a whole pixel: the proportions may be off by that half pixel only.
        let scale = 256 / Double(max(bounds.width, bounds.height))
        #expect(abs(Double(thumbnail.width) - Double(bounds.width) * scale) <= 0.5)
        #expect(abs(Double(thumbnail.height) - Double(bounds.height) * scale) <= 0.5)
        // It shows the painting: not all of it is paper.
        let paperPixels = (0..<(thumbnail.width * thumbnail.height)).count { i in
            Array(thumbnail.pixels[(i * 4)..<(i * 4 + 3)]) == [Painting.paper.r, Painting.paper.g, Painting.paper.b]
        }
        #expect(paperPixels < thumbnail.width * thumbnail.height)
    }

    @Test(
        "MyPaint's own library opens the saved file and finds the layer 'painting', and the paper as its background",
        .enabled(if: hasMyPaint))
    func myPaintOpensIt() throws {
        let folder = try TemporaryFolder()
        let (path, _, _) = try Self.saved(in: folder)
        let result = try python([openRasterFixture("mypaint-load.py"), path])
        #expect(result.status == 0, "\(result.output)")
        let names = result.output.split(separator: "\n").filter { $0.hasPrefix("'") }
            .map { $0.split(separator: " ").first.map(String.init) ?? "" }
        // The paper is MyPaint's background, not a paint layer over MyPaint's own paper.
        #expect(names == ["'painting'"])
        let tree = try python([openRasterFixture("mypaint-tree.py"), path])
        #expect(tree.status == 0, "\(tree.output)")
        let json = try #require(tree.output.firstIndex(of: "{").map { String(tree.output[$0...]) })
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let first = try #require((object?["background"] as? [String: Any])?["first"] as? [Int], "\(json)")
        // MyPaint 2 keeps its tiles in linear light (its eotf, 2.2) and fix15.
        let paper = [Painting.paper.r, Painting.paper.g, Painting.paper.b].map { Int(pow(Double($0) / 255, 2.2) * 32768) }
        #expect(first.count == 4 && zip(first, paper).allSatisfy { abs($0 - $1) <= 200 }, "background \(first), paper \(paper)")
    }
}
