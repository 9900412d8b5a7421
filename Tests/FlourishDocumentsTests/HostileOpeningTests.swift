import FlourishDocuments
import FlourishImage
import FlourishPaint
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishDocuments
@testable import FlourishOpenRaster

/// Files made to hurt the window's opener (`DocumentReader.inspect`, then the load): each is
/// refused by `inspect`, naming the file, the member or attribute, and the values at fault,
/// before a canvas is made for it; nothing traps.
@Suite("Opening hostile paintings: refused at inspect, in one line naming what is wrong")
struct HostileOpeningTests {
    static let namespace = #"xmlns:flourish="urn:flourish:openraster:1""#

    /// A small opaque layer PNG.
    static func layer(_ width: Int = 4, _ height: Int = 4) throws -> [UInt8] {
        let folder = try TemporaryFolder()
        let path = folder.file("layer.png")
        try PNGFile.write(RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 200, count: width * height * 4)), to: path)
        return try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
    }

    /// An OpenRaster file of `stack` and `members` (mimetype first), written by libzip.
    static func ora(_ folder: TemporaryFolder, _ stack: String, _ members: [(String, [UInt8])]) throws -> String {
        let path = folder.file("hostile.ora")
        let archive = try ZipArchiveWriter(path: path, reportedPath: path)
        try archive.add("mimetype", bytes: Array("image/openraster".utf8), compression: .store)
        try archive.add("stack.xml", bytes: Array(stack.utf8), compression: .deflate)
        for (name, bytes) in members { try archive.add(name, bytes: bytes, compression: .store) }
        try archive.close()
        return path
    }

    /// Flourish's own `<image>`: its canvas, where the image lies on it, its paper layer.
    static func flourishImage(
        w: Int, h: Int, canvas: (Int, Int), x: String = "0", y: String = "0", ink: String = ""
    ) -> String {
        #"<image \#(namespace) w="\#(w)" h="\#(h)" flourish:canvas-width="\#(canvas.0)" flourish:canvas-height="\#(canvas.1)" "#
            + ##"flourish:x="\##(x)" flourish:y="\##(y)" flourish:paper="#ffffff" flourish:paper-layer="data/paper.png">"##
            + #"<stack><layer name="ink" src="data/a.png" \#(ink)/><layer name="paper" src="data/paper.png"/></stack></image>"#
    }

    /// What `inspect` (and, where it passes, the load into a canvas of its size) throws.
    static func openingError(_ path: String, limit: (Int, Int) = (32768, 32768)) -> DocumentError? {
        do {
            let contents = try DocumentReader.inspect(path, canvas: (64, 64), limit: limit)
            let store = TileStore(width: contents.canvasWidth, height: contents.canvasHeight)
            try DocumentReader.load(contents, into: store)
            return nil
        } catch {
            return error
        }
    }

    /// Before: `origin + layer offset + row` overflowed in the load and trapped.
    @Test(
        "flourish:x and flourish:y beyond ±10⁹ are refused at inspect, naming the attribute and value",
        arguments: [
            ("9223372036854775800", "0", #"x="1000000000""#), ("0", "-9223372036854775807", #"y="-1000000000""#),
            ("1000000001", "0", ""),
        ])
    func originBeyondBound(x: String, y: String, ink: String) throws {
        let folder = try TemporaryFolder()
        let path = try Self.ora(
            folder, Self.flourishImage(w: 4, h: 4, canvas: (64, 64), x: x, y: y, ink: ink),
            [("data/a.png", try Self.layer()), ("data/paper.png", try Self.layer())])
        let error = try #require(Self.openingError(path))
        let (name, value) = x != "0" ? ("x", x) : ("y", y)
        #expect(
            error.description
                == "\(path): stack.xml: <image> flourish:\(name)=\"\(value)\" is not an integer within ±1000000000")
    }

    /// Found by the openraster fuzzer: a Flourish file whose only layer is its paper, beside an
    /// empty group, opened as layers with no layer among them, and the layer stack's
    /// precondition (a tree with a layer in it) trapped.
    @Test("a Flourish file with groups but no layer besides its paper opens as one empty layer")
    func groupsWithoutLayers() throws {
        let folder = try TemporaryFolder()
        let stack =
            #"<image \#(Self.namespace) w="4" h="4" flourish:canvas-width="8" flourish:canvas-height="8" "#
            + ##"flourish:x="0" flourish:y="0" flourish:paper="#f4f0e6" flourish:paper-layer="data/paper.png">"##
            + #"<stack><stack name="empty" visibility="hidden"/><stack name="outer"><stack name="inner"/></stack>"#
            + #"<layer name="paper" src="data/paper.png"/></stack></image>"#
        let path = try Self.ora(folder, stack, [("data/paper.png", try Self.layer())])
        let contents = try DocumentReader.inspect(path, canvas: (64, 64), limit: (256, 256))
        #expect(contents.layerNames == nil, "no layers to keep apart: \(String(describing: contents.layerNames))")
        let session = try makeSession(width: contents.canvasWidth, height: contents.canvasHeight)
        try DocumentReader.open(contents, into: session)
        #expect(session.layers.entries.count == 1)
        #expect(session.layers.paintedTiles.isEmpty)
    }

    /// Before: inspect took it, and the load said "image size 704x448 is more than the limit of
    /// 100 pixels" (the canvas's pixels as a limit nobody set).
    @Test("a Flourish canvas that cannot hold its image is refused at inspect, naming both sizes and the place")
    func canvasSmallerThanImage() throws {
        let folder = try TemporaryFolder()
        for (w, h, canvas, x, expected) in [
            (704, 448, (10, 10), "0", "the 704x448 image at 0,0 does not fit on the 10x10 canvas the file declares"),
            (8, 8, (10, 10), "3", "the 8x8 image at 3,0 does not fit on the 10x10 canvas the file declares"),
            (8, 8, (10, 10), "-1", "the 8x8 image at -1,0 does not fit on the 10x10 canvas the file declares"),
        ] {
            let path = try Self.ora(
                folder, Self.flourishImage(w: w, h: h, canvas: canvas, x: x),
                [("data/a.png", try Self.layer()), ("data/paper.png", try Self.layer())])
            let error = try #require(Self.openingError(path))
            #expect(error.description == "\(path): stack.xml: \(expected)")
        }
        // The negative control: an image that fits opens.
        let fits = try Self.ora(
            folder, Self.flourishImage(w: 8, h: 8, canvas: (10, 10), x: "2", y: "2"),
            [("data/a.png", try Self.layer()), ("data/paper.png", try Self.layer())])
        #expect(Self.openingError(fits) == nil)
    }

    /// Before: a 32768² layer within max_canvas 32768x32768 met a 16384² limit of the reader's
    /// own ("image size 32768x32768 is more than the limit of 268435456 pixels").
    @Test("layers within max_canvas are not refused by a pixel limit of the reader's own; past it, max_canvas is named")
    func layerLimitIsMaxCanvas() throws {
        let folder = try TemporaryFolder()
        // A 32768² layer (MyPaint's may reach past the image) claimed in 65 bytes: past the size
        // checks, its image data is what refuses it.
        let claim = HostilePNG.claiming(width: 32768, height: 32768)
        let stack = #"<image w="20000" h="20000"><stack><layer name="a" src="data/a.png"/><layer name="b" src="data/b.png" opacity="0.5"/></stack></image>"#
        let path = try Self.ora(folder, stack, [("data/a.png", claim), ("data/b.png", try Self.layer())])
        let contents = try DocumentReader.inspect(path, canvas: (64, 64), limit: (32768, 32768))
        guard case .openRasterLayers(let opening) = contents.source else {
            Issue.record("a two-layer file opens as layers")
            return
        }
        let error = #expect(throws: DocumentError.self) {
            _ = try DocumentReader.loadTree(opening, path: path, paper: nil, width: 20000, height: 20000)
        }
        #expect(error?.description.hasPrefix("\(path): data/a.png: declares 32768x32768 pixels, but its") == true, "\(String(describing: error))")
        #expect(error?.description.contains("268435456") == false)

        // Past max_canvas, the setting is what the message names.
        let small = try DocumentReader.inspect(path, canvas: (64, 64), limit: (40000, 40000))
        guard case .openRasterLayers(var narrow) = small.source else { return }
        narrow.maxCanvas = (20000, 40000)
        let over = #expect(throws: DocumentError.self) {
            _ = try DocumentReader.loadTree(narrow, path: path, paper: nil, width: 20000, height: 20000)
        }
        #expect(over?.description == "\(path): data/a.png: 32768x32768 is larger than max_canvas 20000x40000")
    }

    /// The issue's file: before, inspect took it (32768² is max_canvas by default) and the load
    /// decoded it whole, 4.15 GB and 8.5 s before "Not enough image data".
    @Test("a 65-byte PNG claiming 32768² interlaced is refused at inspect, before any canvas")
    func pngClaimBeyondData() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(HostilePNG.claiming(width: 32768, height: 32768, interlaced: true), to: "claim.png")
        let error = #expect(throws: DocumentError.self) {
            _ = try DocumentReader.inspect(path, canvas: (64, 64), limit: (32768, 32768))
        }
        #expect(
            error?.description
                == "\(path): declares 32768x32768 pixels, but its 8 bytes of image data can unpack to at most 8256 of the "
                + "4295028736 bytes those need")
    }

    @Test(
        "a folder or a device named as a painting is refused by name, before anything is read",
        arguments: ["folder.ora", "zero.ora", "folder.png", "zero.png"])
    func notAFile(name: String) throws {
        let folder = try TemporaryFolder()
        let path: String
        if name.hasPrefix("folder") {
            try folder.makeFolder(name)
            path = folder.file(name)
        } else {
            path = try folder.link(name, to: "/dev/zero")
        }
        let error = try #require(Self.openingError(path))
        let kind = name.hasPrefix("folder") ? "folder" : "device"
        #expect(error.description == "\(path): is a \(kind), not a file")
    }

    /// Before, opening a FIFO waited for a writer forever.
    @Test("a named pipe named as a painting is refused without opening it", arguments: ["pipe.ora", "pipe.png"])
    func pipe(name: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.makeFIFO(name)
        #expect(Self.openingError(path)?.description == "\(path): is a pipe, not a file")
    }

    @Test("a billion laughs says what it is through inspect, not libxml2's number")
    func billionLaughs() throws {
        let folder = try TemporaryFolder()
        var dtd = #"<!DOCTYPE image [<!ENTITY l0 "lol">"#
        for level in 1...9 { dtd += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        let laughs = try Self.ora(
            folder, dtd + #"]><image w="4" h="4"><stack><layer name="&l9;" src="data/a.png"/></stack></image>"#,
            [("data/a.png", try Self.layer())])
        #expect(
            Self.openingError(laughs)?.description
                == "\(laughs): stack.xml: not a valid OpenRaster stack: it declares a DOCTYPE (XML entities or a DTD), "
                + "which OpenRaster's stack.xml never needs")
    }
}
