import FlourishTestSupport
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

/// Layered files painted and saved by MyPaint 2.0.1's own library at test time
/// (Fixtures/mypaint-make-layered.py: groups isolated and pass-through, multiply, screen and
/// Pigment layers, a hidden layer, an empty one, offsets, a background), read into the document
/// model, written back, and opened again by MyPaint's library.
@Suite("OpenRasterDocument and MyPaint's own files: read, written back unchanged, opened again by MyPaint")
struct MyPaintDocumentRoundTripTests {
    /// A freshly painted MyPaint file in its own folder, with our reading of it.
    struct Painted {
        let folder: TemporaryFolder
        let path: String
        let reader: OpenRasterDocumentReader

        init() throws {
            folder = try TemporaryFolder()
            path = folder.file("mypaint.ora")
            try MyPaintFixture.makeLayered(at: path)
            reader = try OpenRasterDocumentReader(path: path)
        }

        /// The document written back unchanged, beside the original.
        func writtenBack() throws -> String {
            let written = folder.file("written.ora")
            try OpenRasterDocumentWriter(
                document: reader.document, layerPNGs: try reader.layerPNGs(),
                mergedPNG: try reader.png(named: OpenRasterMember.mergedImage),
                thumbnailPNG: try reader.png(named: OpenRasterMember.thumbnail)
            ).write(to: written)
            return written
        }
    }

    /// The names in MyPaint's tree, top first, depth first, as the fixture script paints them.
    static let paintedNames = ["Empty", "Inks", "Line art", "Shine", "Glazes", "Blue glaze", "Colour", "Sketch"]

    @Test("the tree we read is the tree MyPaint's library reports", .enabled(if: hasMyPaint, MyPaintFixture.absent))
    func readsMyPaintsTree() throws {
        let painted = try Painted()
        let view = try MyPaintView.load(painted.path)
        #expect(view.allNodes.map(\.name) == Self.paintedNames)
        #expect(treeMismatches(painted.reader.document, view) == [])

        let document = painted.reader.document
        #expect(document.width == 240 && document.height == 180)
        #expect(
            document.imageAttributes.map(\.qualifiedName) == [
                "mypaint:eotf", "mypaint:frame-active", "mypaint:json-settings", "mypaint:version", "version",
            ], "<image>'s attributes in the file's order")
        #expect(document.imageAttributes.value(of: "eotf", in: OpenRasterNamespace.mypaint) == "2.2")
        #expect(document.version == "0.0.5")
        // The pass-through group MyPaint writes with neither composite-op nor opacity.
        guard case .stack(let glazes) = document.root.children[2] else {
            Issue.record("the third child is not the Glazes group")
            return
        }
        #expect(glazes.name == "Glazes" && glazes.compositeOp == nil && glazes.isolation == .auto)
        #expect(document.layers.filter(\.isSelected).map(\.name) == ["Line art"])
        #expect(document.layers.allSatisfy { $0.strokeMap != nil || $0.backgroundTile != nil })
    }

    @Test(
        "each member has its role, and the carried ones hold the archive's bytes",
        .enabled(if: hasMyPaint, MyPaintFixture.absent))
    func membersAndCarriedBytes() throws {
        let painted = try Painted()
        let members = painted.reader.members
        let sources = Set(painted.reader.document.layers.map(\.source))
        #expect(members.filter { $0.role == .layer }.map(\.name).sorted() == sources.sorted())
        #expect(members.first { $0.name == "data/mypaint-settings.json" }?.role == .carried(.settings))
        #expect(members.filter { $0.role == .carried(.strokeMap) }.count == 6, "one for each painting layer")
        #expect(members.first { $0.name == "data/background-05-tile.png" }?.role == .carried(.backgroundTile))
        #expect(members.first?.role == .mimetype)
        #expect(members.contains { $0.role == .mergedImage } && members.contains { $0.role == .thumbnail })

        let carried = painted.reader.document.carriedMembers
        #expect(
            carried.map(\.name)
                == members.compactMap { member in
                    if case .carried = member.role { return member.name } else { return nil }
                })
        let archive = try ZipArchiveReader(path: painted.path)
        for member in carried {
            #expect(
                member.bytes == (try archive.read(member.name, limit: 1 << 20, neededBy: "the test")), "\(member.name)")
        }
    }

    @Test(
        "MyPaint's background is recognised: the last root child, its tile carried, of the paper colour",
        .enabled(if: hasMyPaint, MyPaintFixture.absent))
    func recognisesTheBackground() throws {
        let painted = try Painted()
        let document = painted.reader.document
        let background = try #require(document.mypaintBackground)
        #expect(background.rootIndex == document.root.children.count - 1)
        #expect(background.layer == MyPaintBackground(belowRootChildren: 5).layer, "as the helper describes MyPaint's")
        #expect(background.tileMember == "data/background-05-tile.png")
        let tile = try decodePNG(try #require(background.tilePNG))
        #expect(tile.width == MyPaintBackground.tileSide && tile.height == MyPaintBackground.tileSide)
        #expect(
            MyPaintBackground.uniformColour(ofTile: tile.pixels, width: tile.width, height: tile.height)
                == MyPaintFixture.paper)
        let layer = try decodePNG(try painted.reader.png(of: background.layer))
        #expect(layer.width == document.width && layer.height == document.height, "the layer is the frame's size")
        #expect(
            layer.pixels
                == MyPaintBackground.layerPixels(MyPaintFixture.paper, width: layer.width, height: layer.height))
    }

    @Test(
        "written back unchanged: the same stack.xml tree and attributes, layer pixels and carried members",
        .enabled(if: hasMyPaint, MyPaintFixture.absent))
    func writtenBackUnchanged() throws {
        let painted = try Painted()
        let written = try painted.writtenBack()

        // Python's own zipfile and ElementTree, ORA's defaults filled in: the same tree, the same
        // attributes with the same namespaces, every member but stack.xml the same bytes.
        let original = try python([fixture("ora-stack.py"), painted.path])
        let copy = try python([fixture("ora-stack.py"), written])
        #expect(original.status == 0 && copy.status == 0, "\(original.output)\n\(copy.output)")
        #expect(copy.output == original.output)
        #expect(
            original.output.contains("Blue glaze") && original.output.contains("strokemap"), "the dump is not empty")

        // Our own reading: the same document (tree, attributes, carried bytes), and each layer's
        // pixels decoded the same at the same place.
        let reread = try OpenRasterDocumentReader(path: written)
        #expect(reread.document == painted.reader.document)
        #expect(reread.members.map(\.name).sorted() == painted.reader.members.map(\.name).sorted())
        var painted8Bit = 0
        for (layer, again) in zip(painted.reader.document.layers, reread.document.layers) {
            let before = try decodePNG(try painted.reader.png(of: layer))
            let after = try decodePNG(try reread.png(of: again))
            #expect(
                [after.width, after.height, again.x, again.y] as [Int] == [
                    before.width, before.height, layer.x, layer.y,
                ])
            #expect(after.pixels == before.pixels, "layer \(layer.name)")
            if stride(from: 3, to: before.pixels.count, by: 4).contains(where: { before.pixels[$0] > 0 }) {
                painted8Bit += 1
            }
        }
        #expect(painted8Bit == 6, "the five painted layers and the background have pixels to compare")
    }

    @Test(
        "the written file, opened by MyPaint's library, shows the same layers and the background as background",
        .enabled(if: hasMyPaint, MyPaintFixture.absent))
    func mypaintOpensTheWrittenFile() throws {
        let painted = try Painted()
        let written = try painted.writtenBack()
        let before = try MyPaintView.load(painted.path)
        let after = try MyPaintView.load(written)
        #expect(after.allNodes.map(\.name) == Self.paintedNames)
        #expect(treeMismatches(try OpenRasterDocumentReader(path: written).document, after) == [])
        // Names, kinds, visibility, opacity, modes, structure, every layer's tiles and their
        // places, the current layer and the background's tile: all as MyPaint read the original.
        #expect(after == before)
        #expect(after.background.size == [64, 64])
    }

    @Test(
        "negative controls: trees that differ from MyPaint's are caught, and two empty ones do not compare as the same",
        .enabled(if: hasMyPaint, MyPaintFixture.absent))
    func negativeControls() throws {
        let painted = try Painted()
        let view = try MyPaintView.load(painted.path)

        var empty = painted.reader.document
        empty.root.children = []
        #expect(treeMismatches(empty, view).contains("our tree has no layers"))
        let nothing = MyPaintView(layers: [], current: [], background: view.background)
        #expect(treeMismatches(empty, nothing).count >= 2, "two empty trees are not the same tree")

        var faded = painted.reader.document
        guard case .layer(var colour) = faded.root.children[3] else {
            Issue.record("the fourth child is not the Colour layer")
            return
        }
        colour.opacity = 0.5
        faded.root.children[3] = .layer(colour)
        #expect(treeMismatches(faded, view) == ["root/Colour: opacity 0.5, MyPaint 0.6"])

        var flattened = painted.reader.document
        flattened.root.children.remove(at: 1)
        #expect(!treeMismatches(flattened, view).isEmpty, "a group taken out")
    }
}
