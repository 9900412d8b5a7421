import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

@Suite("OpenRasterDocumentReader: every kind of bad file fails with the file, the member and what is wrong")
struct OpenRasterReaderErrorTests {
    static let mimetype = (name: "mimetype", bytes: Array("image/openraster".utf8))

    static func stack(_ layers: String = #"<layer name="only" src="data/a.png"/>"#, w: String = "4", h: String = "4")
        -> (
            name: String, bytes: [UInt8]
        )
    {
        (
            "stack.xml",
            Array(
                #"<?xml version="1.0"?><image w="\#(w)" h="\#(h)" version="0.0.5"><stack>\#(layers)</stack></image>"#
                    .utf8)
        )
    }

    static func png(width: Int = 4, height: Int = 4) throws -> (name: String, bytes: [UInt8]) {
        ("data/a.png", try pngBytes(testImage(width: width, height: height, seed: 3)))
    }

    /// Writes `members` as a zip and opens it; returns the error, recording an issue if none.
    static func openError(
        _ members: [(name: String, bytes: [UInt8])], limits: OpenRasterLimits = OpenRasterLimits(),
        compression: ZipCompression = .store
    ) throws -> (error: OpenRasterError?, path: String, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        let path = folder.file("bad.ora")
        try writeZip(path, members, compression: compression)
        let error = #expect(throws: OpenRasterError.self) { _ = try OpenRasterDocumentReader(path: path, limits: limits) }
        if let error {
            #expect("\(error)".hasPrefix(path + ": "), "the message starts with the file: \(error)")
        }
        return (error, path, folder)
    }

    @Test("a file that is not a zip is refused as not OpenRaster")
    func notAZip() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("text.ora")
        try Data(String(repeating: "this is not a zip archive\n", count: 10).utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: OpenRasterError.self) { _ = try OpenRasterDocumentReader(path: path) }
        #expect(error?.path == path && error?.member == nil)
        if case .notAZip = error?.problem {} else { Issue.record("expected notAZip, got \(String(describing: error))") }
        #expect(error.map { "\($0)" }?.hasPrefix("\(path): not an OpenRaster file") == true)
    }

    @Test("a missing file says it cannot be opened")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("absent.ora")
        let error = #expect(throws: OpenRasterError.self) { _ = try OpenRasterDocumentReader(path: path) }
        if case .cannotOpen = error?.problem {
        } else {
            Issue.record("expected cannotOpen, got \(String(describing: error))")
        }
        #expect(error?.path == path)
    }

    @Test("an empty file is not a zip archive")
    func emptyFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("empty.ora")
        try Data().write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: OpenRasterError.self) { _ = try OpenRasterDocumentReader(path: path) }
        #expect(error?.problem == .notAZip("Not a zip archive"))
    }

    @Test("a zip without mimetype is not OpenRaster")
    func missingMimetype() throws {
        let (error, _, _) = try Self.openError([Self.stack(), try Self.png()])
        #expect(error?.problem == .missingMimetype)
        #expect(error?.member == nil)
    }

    @Test("mimetype after another member is refused, naming the member that came first")
    func mimetypeNotFirst() throws {
        let (error, _, _) = try Self.openError([Self.stack(), Self.mimetype, try Self.png()])
        #expect(error?.problem == .mimetypeNotFirst(firstMember: "stack.xml"))
        #expect(error?.member == "mimetype")
    }

    @Test(
        "mimetype holding anything but exactly image/openraster is refused, quoting what it holds",
        arguments: ["image/png", "image/openraster\n", " image/openraster", "IMAGE/OPENRASTER", ""])
    func wrongMimetype(content: String) throws {
        let (error, _, _) = try Self.openError([("mimetype", Array(content.utf8)), Self.stack(), try Self.png()])
        #expect(error?.problem == .wrongMimetype(found: content))
        #expect(error?.member == "mimetype")
    }

    @Test("a huge mimetype member is refused before it is read")
    func hugeMimetype() throws {
        let (error, _, _) = try Self.openError(
            [("mimetype", [UInt8](repeating: 0x61, count: 100_000)), Self.stack(), try Self.png()],
            compression: .deflate)
        #expect(error?.problem == .memberTooLarge(size: 100_000, limit: 256))
    }

    @Test("a missing stack.xml is named")
    func missingStack() throws {
        let (error, _, _) = try Self.openError([Self.mimetype, try Self.png()])
        #expect(error?.member == "stack.xml")
        #expect(error?.problem == .missingMember(neededBy: "the format"))
    }

    /// stack.xml texts that are not a valid stack, and a word the message must contain.
    static let malformedStacks: [(xml: String, says: String)] = [
        (#"<image w="4" h="4"><stack><layer src="data/a.png"/>"#, "not well-formed"),
        (#"<image w="4" h="4"><stack><layer src="data/a.png"/></stack></imag>"#, "not well-formed"),
        ("", "there is no <image> element"),
        (#"<picture w="4" h="4"><stack/></picture>"#, "root element is <picture>"),
        (#"<image w="4" h="4"></image>"#, "holds no <stack>"),
        (#"<image w="4" h="4"><stack/><stack/></image>"#, "more than one <stack>"),
        (#"<image h="4"><stack/></image>"#, "<image> has no w"),
        (#"<image w="four" h="4"><stack/></image>"#, #"w="four" is not an integer"#),
        (
            #"<image w="4" h="4"><stack><layer name="L" src="data/a.png" x="1.5"/></stack></image>"#,
            #"layer "L" x="1.5""#
        ),
        (
            #"<image w="4" h="4"><stack><layer name="L" src="data/a.png" opacity="half"/></stack></image>"#,
            #"opacity="half""#
        ),
        (
            #"<image w="4" h="4"><stack><layer name="L" src="data/a.png" visibility="maybe"/></stack></image>"#,
            "neither visible nor hidden"
        ),
        (#"<image w="4" h="4"><stack><layer name="L"/></stack></image>"#, #"layer "L" has no src"#),
        (#"<image w="4" h="4"><stack><stack name="G" y="2e12"/></stack></image>"#, #"group "G" y="2e12""#),
        (
            #"<image w="4" h="4" mypaint:eotf="-1" xmlns:mypaint="http://mypaint.org/ns/openraster"><stack/></image>"#,
            "eotf"
        ),
    ]

    @Test(
        "stack.xml that is not well-formed or not an OpenRaster stack is refused, saying where",
        arguments: malformedStacks.indices)
    func malformedStack(index: Int) throws {
        let (xml, says) = Self.malformedStacks[index]
        let (error, _, _) = try Self.openError([Self.mimetype, ("stack.xml", Array(xml.utf8)), try Self.png()])
        #expect(error?.member == "stack.xml")
        guard case .malformedStack(let detail) = error?.problem else {
            Issue.record("expected malformedStack for \(xml), got \(String(describing: error))")
            return
        }
        #expect(detail.contains(says), "\(detail)")
    }

    @Test("a layer whose src is not in the archive is refused, naming the member and the layer")
    func missingSource() throws {
        let layers = #"<layer name="Ink" src="data/missing.png"/><layer name="only" src="data/a.png"/>"#
        let (error, _, _) = try Self.openError([Self.mimetype, Self.stack(layers), try Self.png()])
        #expect(error?.member == "data/missing.png")
        #expect(error?.problem == .missingMember(neededBy: "layer \"Ink\" in stack.xml"))
    }

    @Test("a member declaring far more than the limit is refused at open, before it is read")
    func memberTooLarge() throws {
        // A megabyte of zeros deflates to about a kilobyte: small file, huge declared size.
        let bomb = (name: "data/a.png", bytes: [UInt8](repeating: 0, count: 1 << 20))
        let limits = OpenRasterLimits(maxMemberBytes: 64 << 10)
        let (error, path, folder) = try Self.openError(
            [Self.mimetype, Self.stack(), bomb], limits: limits, compression: .deflate)
        #expect(try #require(contents(folder.file("bad.ora"))).count < 8_000)
        #expect(error?.member == "data/a.png")
        #expect(error?.problem == .memberTooLarge(size: 1 << 20, limit: 64 << 10))
        #expect(
            error.map { "\($0)" } == "\(path): data/a.png: declares 1048576 bytes, more than the limit of 65536 bytes")
    }

    @Test("a stack.xml over its own limit is refused before it is parsed")
    func stackTooLarge() throws {
        let layers = String(repeating: #"<layer name="only" src="data/a.png"/>"#, count: 100)
        let limits = OpenRasterLimits(maxStackXMLBytes: 1_000)
        let (error, _, _) = try Self.openError([Self.mimetype, Self.stack(layers), try Self.png()], limits: limits)
        #expect(error?.member == "stack.xml")
        if case .memberTooLarge(_, 1_000) = error?.problem {} else { Issue.record("got \(String(describing: error))") }
    }

    @Test(
        "an image larger than the pixel limit is refused from stack.xml",
        arguments: [("100000", "100000"), ("0", "5"), ("5", "-1")])
    func imageTooLarge(width: String, height: String) throws {
        let limits = OpenRasterLimits(maxPixels: 1 << 20)
        let (error, _, _) = try Self.openError(
            [Self.mimetype, Self.stack(w: width, h: height), try Self.png()], limits: limits)
        #expect(error?.member == "stack.xml")
        #expect(error?.problem == .imageTooLarge(width: Int(width) ?? 0, height: Int(height) ?? 0, limit: 1 << 20))
    }

    /// Each refusal of an element names its line.
    @Test("more layers than the limit, or groups nested deeper than it, are refused")
    func layerAndDepthLimits() throws {
        // Three layers, each its own src (two layers sharing one are refused as such).
        let three = ["a", "b", "c"].map { #"<layer src="data/\#($0).png"/>"# }.joined()
        let pngs = try ["a", "b", "c"].map { (name: "data/\($0).png", bytes: try Self.png().bytes) }
        let tooMany = try Self.openError(
            [Self.mimetype, Self.stack(three)] + pngs, limits: OpenRasterLimits(maxLayers: 2))
        #expect(tooMany.error?.problem == .malformedStack("more than 2 layers (line 1)"))
        let deep = String(repeating: "<stack>", count: 4) + String(repeating: "</stack>", count: 4)
        let tooDeep = try Self.openError(
            [Self.mimetype, Self.stack(deep), try Self.png()], limits: OpenRasterLimits(maxStackDepth: 3))
        #expect(tooDeep.error?.problem == .malformedStack("groups nest deeper than 3 levels (line 1)"))
        let fine = try OpenRasterReaderErrorTests.opened(
            [Self.mimetype, Self.stack(three)] + pngs, limits: OpenRasterLimits(maxLayers: 3))
        #expect(fine.flat.layers.count == 3)
    }

    @Test("a layer PNG declaring more pixels than the limit is refused before anyone decodes it")
    func layerPixelLimit() throws {
        let reader = try Self.opened(
            [Self.mimetype, Self.stack(), try Self.png(width: 11, height: 10)], limits: OpenRasterLimits(maxPixels: 100)
        )
        let error = #expect(throws: OpenRasterError.self) { _ = try reader.png(of: reader.flat.layers[0]) }
        #expect(error?.member == "data/a.png")
        #expect(error?.problem == .imageTooLarge(width: 11, height: 10, limit: 100))
    }

    @Test("a layer member that is not a PNG is refused when read")
    func layerNotPNG() throws {
        let reader = try Self.opened([
            Self.mimetype, Self.stack(), ("data/a.png", Array("GIF89a and then some more bytes".utf8)),
        ])
        let error = #expect(throws: OpenRasterError.self) { _ = try reader.png(of: reader.flat.layers[0]) }
        #expect(error?.member == "data/a.png")
        #expect(error?.problem == .notAPNG("does not start with PNG's signature"))
    }

    @Test("a member whose bytes do not match its CRC is refused as damaged")
    func damagedMember() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("damaged.ora")
        try writeZip(path, [Self.mimetype, Self.stack(), try Self.png()])
        var bytes = try #require(contents(path))
        let layer = try #require(LocalHeader.all(in: bytes).first { $0.name == "data/a.png" })
        let flipped = layer.offset + 30 + layer.name.utf8.count + layer.extraLength + 40
        bytes[flipped] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let reader = try OpenRasterDocumentReader(path: path)
        let error = #expect(throws: OpenRasterError.self) { _ = try reader.png(of: reader.flat.layers[0]) }
        #expect(error?.member == "data/a.png")
        if case .damagedMember = error?.problem {
        } else {
            Issue.record("expected damagedMember, got \(String(describing: error))")
        }
    }

    @Test("asking for a member the file lacks names it")
    func absentMember() throws {
        let reader = try Self.opened([Self.mimetype, Self.stack(), try Self.png()])
        let error = #expect(throws: OpenRasterError.self) { _ = try reader.png(named: "mergedimage.png") }
        #expect(error?.member == "mergedimage.png")
        if case .missingMember = error?.problem {} else { Issue.record("got \(String(describing: error))") }
    }

    /// Writes `members` as a zip and opens it.
    static func opened(
        _ members: [(name: String, bytes: [UInt8])], limits: OpenRasterLimits = OpenRasterLimits()
    ) throws -> OpenRasterDocumentReader {
        let folder = try TemporaryFolder()
        let path = folder.file("file.ora")
        try writeZip(path, members)
        // The reader holds the archive open; the folder may go once it is open.
        return try OpenRasterDocumentReader(path: path, limits: limits)
    }
}
