import FlourishOpenRasterTestSupport
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The tests' flat writer, over the app's own `OpenRasterDocumentWriter`.
@Suite("OpenRasterWriter: a file OpenRaster readers accept, with every layer's bytes and attributes")
struct OpenRasterWriterTests {
    /// Three layers of different sizes and offsets (one negative), opacities, one hidden, and
    /// names that need escaping in XML.
    static func document(seed: Int = 1) throws -> OpenRasterWriter {
        OpenRasterWriter(
            width: 40, height: 30,
            layers: [
                .init(name: "Paper", png: try pngBytes(testImage(width: 40, height: 30, seed: seed))),
                .init(
                    name: "Ink & \"wash\" <1> 'quoted'", x: -5, y: 7, opacity: 0.35,
                    png: try pngBytes(testImage(width: 17, height: 9, seed: seed + 1))),
                .init(
                    name: "Sketch\tnotes\nline 2 — é✓", x: 12, y: -3, opacity: 1, isVisible: false,
                    png: try pngBytes(testImage(width: 5, height: 11, seed: seed + 2))),
            ],
            mergedPNG: try pngBytes(testImage(width: 40, height: 30, seed: seed + 3)),
            thumbnailPNG: try pngBytes(testImage(width: 20, height: 15, seed: seed + 4)))
    }

    @Test("a written file reads back with the same size, layers in paint order, attributes and PNG bytes")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        let document = try Self.document()
        try document.write(to: path)

        let reader = try OpenRasterDocumentReader(path: path)
        #expect(reader.document.width == 40 && reader.document.height == 30)
        #expect(reader.document.version == "0.0.5")
        #expect(reader.document.eotf == nil)
        #expect(reader.flat.layers.count == document.layers.count)
        for (index, (read, written)) in zip(reader.flat.layers, document.layers).enumerated() {
            #expect(read.name == written.name)
            #expect(read.source == OpenRasterWriter.layerMember(index))
            #expect(read.x == written.x && read.y == written.y)
            #expect(read.opacity == written.opacity)
            #expect(read.isVisible == written.isVisible)
            #expect(read.compositeOp == "svg:src-over")
            #expect(!read.isBackground)
            #expect(try reader.png(of: read) == written.png)
        }
        #expect(try reader.png(named: OpenRasterMember.mergedImage) == document.mergedPNG)
        #expect(try reader.png(named: OpenRasterMember.thumbnail) == document.thumbnailPNG)
        #expect(reader.notes == [.hiddenLayer(name: "Sketch\tnotes\nline 2 — é✓")])
        #expect(reader.flat.drawnLayers.map(\.name) == ["Paper", "Ink & \"wash\" <1> 'quoted'"])
    }

    @Test("mimetype is the first entry in the file: stored, no extra field, exactly image/openraster")
    func mimetypeFirstAndStored() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        try Self.document().write(to: path)
        let bytes = try #require(contents(path))
        // The raw local header: signature, then the method at offset 8, the name at offset 30.
        #expect(Array(bytes[0..<4]) == [0x50, 0x4B, 0x03, 0x04])
        #expect(bytes[8] == 0 && bytes[9] == 0)
        #expect(String(decoding: bytes[30..<38], as: UTF8.self) == "mimetype")
        let first = try #require(LocalHeader.all(in: bytes).first)
        #expect(first.name == "mimetype")
        #expect(first.method == 0)
        #expect(first.extraLength == 0)
        #expect(first.flags & 0x08 == 0, "sizes in the local header, no data descriptor")
        #expect(first.compressedSize == 16 && first.uncompressedSize == 16)
        #expect(first.data == Array("image/openraster".utf8))
        #expect(String(decoding: bytes[38..<54], as: UTF8.self) == "image/openraster")
    }

    @Test(
        "members follow in order: stack.xml deflated, then the layer PNGs (top first), merged image and thumbnail stored as given")
    func memberOrderAndCompression() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        let document = try Self.document()
        try document.write(to: path)
        let headers = LocalHeader.all(in: try #require(contents(path)))
        #expect(
            headers.map(\.name) == [
                "mimetype", "stack.xml", "data/layer2.png", "data/layer1.png", "data/layer0.png", "mergedimage.png",
                "Thumbnails/thumbnail.png",
            ])
        #expect(headers.map(\.method) == [0, 8, 0, 0, 0, 0, 0])
        #expect(headers.allSatisfy { $0.extraLength == 0 })
        let pngs = document.layers.reversed().map(\.png) + [document.mergedPNG, document.thumbnailPNG]
        #expect(Array(headers[2...].map(\.data)) == pngs)
    }

    @Test("stack.xml is well-formed, declares w, h and version, lists layers top first, and every src is a member")
    func stackXMLValid() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        let document = try Self.document()
        try document.write(to: path)
        let archive = try ZipArchiveReader(path: path)
        let xml = try archive.read("stack.xml", limit: 1 << 20, neededBy: "test")
        let parsed = try XMLDocument(data: Data(xml))
        let image = try #require(parsed.rootElement())
        #expect(image.name == "image")
        #expect(image.attribute(forName: "w")?.stringValue == "40")
        #expect(image.attribute(forName: "h")?.stringValue == "30")
        #expect(image.attribute(forName: "version")?.stringValue == "0.0.5")
        let layers = try parsed.nodes(forXPath: "/image/stack/layer").compactMap { $0 as? XMLElement }
        #expect(layers.map { $0.attribute(forName: "name")?.stringValue } == document.layers.reversed().map(\.name))
        let members = LocalHeader.all(in: try #require(contents(path))).map(\.name)
        let sources = layers.compactMap { $0.attribute(forName: "src")?.stringValue }
        #expect(sources.count == 3)
        #expect(sources.allSatisfy(members.contains))
    }

    @Test(
        "Python's zipfile lists the members with mimetype first and finds every CRC right",
        .enabled(if: hasPython))
    func pythonZipfileReadsIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        try Self.document().write(to: path)
        let result = try python([fixture("zipfile-check.py"), path])
        #expect(result.status == 0)
        #expect(result.output == "None\nmimetype 0 image/openraster\nimage 40 30 7\n")
    }

    @Test(
        "MyPaint's own library opens the written file with its layers, opacities and visibility",
        .enabled(if: hasMyPaint))
    func myPaintOpensIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        try Self.document().write(to: path)
        let result = try python([fixture("mypaint-load.py"), path])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").filter { $0.hasPrefix("'") }
        #expect(
            lines == [
                "'Sketch\\tnotes\\nline 2 — é✓' 1.0 False", "'Ink & \"wash\" <1> \\'quoted\\'' 0.35 True",
                "'Paper' 1.0 True",
            ])
    }
}
