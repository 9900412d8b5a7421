import FlourishImage
import FlourishTestSupport
import Testing

@testable import FlourishOpenRaster

/// Flourish's paper written as MyPaint writes its background, and read back from MyPaint's.
@Suite("MyPaintBackground: the paper as MyPaint's background, in both directions")
struct MyPaintBackgroundTests {
    static let paper = MyPaintFixture.paper

    @Test("the layer and members are named as MyPaint 2.0.1 names them")
    func naming() {
        let background = MyPaintBackground(belowRootChildren: 5)
        #expect(
            background.layer
                == OpenRasterLayerNode(
                    name: "background", source: "data/background-05.png", x: 0, y: 0, opacity: 1, isVisible: true,
                    compositeOp: "svg:src-over", backgroundTile: "data/background-05-tile.png"))
        #expect(background.tileMember == "data/background-05-tile.png")
        #expect(MyPaintBackground(belowRootChildren: 123).layer.source == "data/background-123.png")
    }

    @Test("a tile of one colour is that colour; a patterned, translucent or misshapen one is none")
    func tileColour() {
        let tile = MyPaintBackground.tilePixels(Self.paper)
        #expect(tile.count == 64 * 64 * 4)
        #expect(MyPaintBackground.uniformColour(ofTile: tile, width: 64, height: 64) == Self.paper)
        var patterned = tile
        patterned[64 * 4 * 10 + 17 * 4] = 0
        #expect(MyPaintBackground.uniformColour(ofTile: patterned, width: 64, height: 64) == nil)
        var translucent = tile
        for index in stride(from: 3, to: translucent.count, by: 4) { translucent[index] = 128 }
        #expect(MyPaintBackground.uniformColour(ofTile: translucent, width: 64, height: 64) == nil)
        #expect(MyPaintBackground.uniformColour(ofTile: tile, width: 32, height: 64) == nil)
        #expect(MyPaintBackground.layerPixels(Self.paper, width: 3, height: 2)?.count == 24)
        #expect(MyPaintBackground.layerPixels(Self.paper, width: 0, height: 2) == nil)
    }

    @Test("setting a background replaces the old one, layer and tile member, at the bottom of the root stack")
    func replacing() {
        var document = OpenRasterDocument(
            width: 4, height: 4,
            root: OpenRasterStackNode(children: [
                .layer(MyPaintBackground(belowRootChildren: 0).layer),
                .layer(OpenRasterLayerNode(name: "ink", source: "data/ink.png")),
            ]),
            carriedMembers: [
                OpenRasterCarriedMember(name: "data/background-00-tile.png", kind: .backgroundTile, bytes: [1]),
                OpenRasterCarriedMember(name: "data/mypaint-settings.json", kind: .settings, bytes: [2]),
            ])
        #expect(document.mypaintBackground?.rootIndex == 0)
        let background = MyPaintBackground(belowRootChildren: 1)
        document.setMyPaintBackground(background, tilePNG: [3])
        #expect(document.root.children.map(\.name) == ["ink", "background"])
        #expect(document.carriedMembers.map(\.name) == ["data/mypaint-settings.json", "data/background-01-tile.png"])
        #expect(document.mypaintBackground == MyPaintBackground(belowRootChildren: 1).withTile([3]))
        document.removeMyPaintBackground()
        #expect(document.mypaintBackground == nil && document.root.children.map(\.name) == ["ink"])
        #expect(document.carriedMembers.map(\.name) == ["data/mypaint-settings.json"])
    }

    /// A layered Flourish document of MyPaint's fixture's size, with the paper as MyPaint's
    /// background when `asBackground`, else as an ordinary opaque layer (what Flourish writes today).
    static func flourishDocument(asBackground: Bool) throws -> (OpenRasterDocument, [String: [UInt8]], [UInt8]) {
        let width = 240
        let height = 180
        var document = OpenRasterDocument(
            width: width, height: height,
            imageAttributes: [
                OpenRasterAttribute(localName: "version", value: OpenRasterDocument.formatVersion),
                // The exponent MyPaint reads the tile with: the same as in its own files, so
                // MyPaint's view of the two backgrounds can be compared exactly.
                .mypaint("eotf", "2.2"),
            ],
            root: OpenRasterStackNode(
                isolation: .isolate,
                children: [
                    .layer(OpenRasterLayerNode(name: "Ink", source: "data/ink.png", x: 10, y: 20, isSelected: true)),
                    .stack(
                        OpenRasterStackNode(
                            name: "Washes", isolation: .auto,
                            children: [
                                .layer(
                                    OpenRasterLayerNode(
                                        name: "Wash", source: "data/wash.png", x: -5, y: 70, opacity: 0.5,
                                        isVisible: false, compositeOp: "svg:multiply"))
                            ])),
                ]))
        var pngs = [
            "data/ink.png": try pngBytes(testImage(width: 32, height: 24, seed: 1)),
            "data/wash.png": try pngBytes(testImage(width: 50, height: 40, seed: 2)),
        ]
        let background = MyPaintBackground(belowRootChildren: document.root.children.count)
        let tilePNG = try pngBytes(
            RGBAImage(width: 64, height: 64, pixels: MyPaintBackground.tilePixels(paper)))
        if asBackground {
            document.setMyPaintBackground(background, tilePNG: tilePNG)
        } else {
            var plain = background.layer
            plain.backgroundTile = nil
            document.root.children.append(.layer(plain))
        }
        let layer = try #require(MyPaintBackground.layerPixels(paper, width: width, height: height))
        pngs[background.layer.source] = try pngBytes(RGBAImage(width: width, height: height, pixels: layer))
        let merged = try pngBytes(testImage(width: width, height: height, seed: 3))
        return (document, pngs, merged)
    }

    static func write(asBackground: Bool, in folder: TemporaryFolder) throws -> (OpenRasterDocument, String) {
        let (document, pngs, merged) = try flourishDocument(asBackground: asBackground)
        let path = folder.file(asBackground ? "flourish.ora" : "flourish-plain.ora")
        try OpenRasterDocumentWriter(document: document, layerPNGs: pngs, mergedPNG: merged, thumbnailPNG: merged)
            .write(to: path)
        return (document, path)
    }

    @Test(
        "Flourish's layered file opens in MyPaint with its layers, and the paper as MyPaint's own background",
        .enabled(if: hasMyPaint, MyPaintFixture.absent))
    func mypaintSeesThePaperAsBackground() throws {
        let folder = try TemporaryFolder()
        let (document, path) = try Self.write(asBackground: true, in: folder)
        let view = try MyPaintView.load(path)
        #expect(view.allNodes.map(\.name) == ["Ink", "Washes", "Wash"], "no paint layer for the paper")
        #expect(treeMismatches(document, view) == [])
        #expect(view.current == [0], "the selected layer is MyPaint's current one")
        // MyPaint's own file with the same paper colour: MyPaint holds the same background.
        let reference = folder.file("mypaint.ora")
        try MyPaintFixture.makeLayered(at: reference)
        #expect(view.background == (try MyPaintView.load(reference)).background)
        // And our reader recognises it in the file we wrote.
        let read = try OpenRasterDocumentReader(path: path).document
        let tile = try decodePNG(try #require(read.mypaintBackground?.tilePNG))
        #expect(tile.pixels == MyPaintBackground.tilePixels(Self.paper))
    }

    @Test(
        "negative control: the paper as a plain layer is a paint layer to MyPaint, and the tree check says so",
        .enabled(if: hasMyPaint, MyPaintFixture.absent))
    func plainPaperIsNotABackground() throws {
        let folder = try TemporaryFolder()
        let (_, plainPath) = try Self.write(asBackground: false, in: folder)
        let (document, path) = try Self.write(asBackground: true, in: folder)
        let plain = try MyPaintView.load(plainPath)
        #expect(plain.allNodes.map(\.name) == ["Ink", "Washes", "Wash", "background"])
        #expect(plain.background != (try MyPaintView.load(path)).background)
        #expect(!treeMismatches(document, plain).isEmpty)
    }
}

extension MyPaintBackground {
    /// This background with `tilePNG` as its tile's bytes.
    func withTile(_ tilePNG: [UInt8]) -> MyPaintBackground {
        var background = self
        background.tilePNG = tilePNG
        return background
    }
}
