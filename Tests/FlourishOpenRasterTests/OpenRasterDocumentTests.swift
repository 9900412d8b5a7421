import FlourishTestSupport
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

/// The document model on hand-made files: what it reads from `stack.xml` (every attribute, in
/// order, with namespaces), what it writes, and that a document read and written back is the
/// same document with the same members.
@Suite("OpenRasterDocument: the whole tree with every attribute, read and written back")
struct OpenRasterDocumentTests {
    static let krita = "urn:example:krita"

    /// A stack.xml with a different prefix for MyPaint's namespace, an unknown namespace,
    /// unknown attributes and elements, escapes, a missing composite-op and a nested group.
    static let stackXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <image xmlns:mp="http://mypaint.org/ns/openraster" xmlns:k="urn:example:krita" w="8" h="6" k:dpi="300" \
        version="0.0.5" mp:eotf="2.2">
          <stack composite-op="mypaint:spectral-wgm" isolation="isolate">
            <layer name="Ink &amp; wash" src="data/ink.png" x="2" y="-1" opacity="0.75" selected="true" \
        k:locked="true" mp:strokemap="data/ink-strokemap.dat" composite-op="svg:multiply" edit-locked="true"/>
            <stack name="Group" visibility="hidden" isolation="auto" x="1">
              <layer name="Note" src="data/note.png" note="line&#10;two"/>
              <text>skipped</text>
            </stack>
            <layer name="background" src="data/bg.png" composite-op="svg:src-over" \
        mp:background-tile="data/bg-tile.png"/>
          </stack>
        </image>
        """

    static let expected = OpenRasterDocument(
        width: 8, height: 6,
        imageAttributes: [
            OpenRasterAttribute(namespace: krita, prefix: "k", localName: "dpi", value: "300"),
            OpenRasterAttribute(localName: "version", value: "0.0.5"),
            OpenRasterAttribute(namespace: OpenRasterNamespace.mypaint, prefix: "mp", localName: "eotf", value: "2.2"),
        ],
        root: OpenRasterStackNode(
            compositeOp: "mypaint:spectral-wgm", isolation: .isolate,
            children: [
                .layer(
                    OpenRasterLayerNode(
                        name: "Ink & wash", source: "data/ink.png", x: 2, y: -1, opacity: 0.75,
                        compositeOp: "svg:multiply", isSelected: true, strokeMap: "data/ink-strokemap.dat",
                        otherAttributes: [
                            OpenRasterAttribute(namespace: krita, prefix: "k", localName: "locked", value: "true"),
                            OpenRasterAttribute(localName: "edit-locked", value: "true"),
                        ])),
                .stack(
                    OpenRasterStackNode(
                        name: "Group", x: 1, isVisible: false, compositeOp: nil, isolation: .auto,
                        children: [
                            .layer(
                                OpenRasterLayerNode(
                                    name: "Note", source: "data/note.png", compositeOp: nil,
                                    otherAttributes: [OpenRasterAttribute(localName: "note", value: "line\ntwo")]))
                        ])),
                .layer(
                    OpenRasterLayerNode(
                        name: "background", source: "data/bg.png", backgroundTile: "data/bg-tile.png")),
            ]),
        carriedMembers: [
            OpenRasterCarriedMember(name: "data/ink-strokemap.dat", kind: .strokeMap, bytes: [1, 2, 3]),
            OpenRasterCarriedMember(name: "data/bg-tile.png", kind: .backgroundTile, bytes: [4, 5]),
            OpenRasterCarriedMember(name: "extra/readme.txt", kind: .other, bytes: Array("kept\n".utf8)),
        ],
        skippedElements: ["text"])

    /// Writes the hand-made file: the stack above, three small PNGs, the carried members, a
    /// folder entry, the merged image and the thumbnail.
    static func makeFile(in folder: TemporaryFolder) throws -> String {
        let path = folder.file("hand.ora")
        var members: [(name: String, bytes: [UInt8])] = [
            ("mimetype", Array("image/openraster".utf8)), ("stack.xml", Array(stackXML.utf8)),
        ]
        for (index, source) in ["data/ink.png", "data/note.png", "data/bg.png"].enumerated() {
            members.append((source, try pngBytes(testImage(width: 3 + index, height: 2, seed: index + 1))))
        }
        members += expected.carriedMembers.map { ($0.name, $0.bytes) }
        members.append(("empty-folder/", []))
        members.append(("mergedimage.png", try pngBytes(testImage(width: 8, height: 6, seed: 9))))
        members.append(("Thumbnails/thumbnail.png", try pngBytes(testImage(width: 8, height: 6, seed: 10))))
        try writeZip(path, members)
        return path
    }

    @Test("every attribute is read, in the file's order, with its namespace; unknown ones kept")
    func readsTheTree() throws {
        let folder = try TemporaryFolder()
        let reader = try OpenRasterDocumentReader(path: try Self.makeFile(in: folder))
        #expect(reader.document == Self.expected)
        #expect(reader.document.layers.map(\.name) == ["Ink & wash", "Note", "background"])
        #expect(
            reader.members.map(\.role) == [
                .mimetype, .stack, .layer, .layer, .layer, .carried(.strokeMap), .carried(.backgroundTile),
                .carried(.other), .mergedImage, .thumbnail,
            ], "the folder entry is left out")
    }

    @Test("the written stack.xml: a fixed order, absent composite-ops left absent, namespaces declared once")
    func writesTheTree() throws {
        let writer = OpenRasterDocumentWriter(document: Self.expected, layerPNGs: [:], mergedPNG: [], thumbnailPNG: [])
        let expected = """
            <?xml version='1.0' encoding='UTF-8'?>
            <image xmlns:k="urn:example:krita" xmlns:mp="http://mypaint.org/ns/openraster" w="8" h="6" k:dpi="300" \
            version="0.0.5" mp:eotf="2.2">
              <stack x="0" y="0" opacity="1.0" visibility="visible" composite-op="mypaint:spectral-wgm" isolation="isolate">
                <layer name="Ink &amp; wash" src="data/ink.png" x="2" y="-1" opacity="0.75" visibility="visible" \
            composite-op="svg:multiply" selected="true" mp:strokemap="data/ink-strokemap.dat" k:locked="true" \
            edit-locked="true" />
                <stack name="Group" x="1" y="0" opacity="1.0" visibility="hidden" isolation="auto">
                  <layer name="Note" src="data/note.png" x="0" y="0" opacity="1.0" visibility="visible" note="line&#10;two" />
                </stack>
                <layer name="background" src="data/bg.png" x="0" y="0" opacity="1.0" visibility="visible" \
            composite-op="svg:src-over" mp:background-tile="data/bg-tile.png" />
              </stack>
            </image>

            """
        #expect(writer.stackXML() == expected)
    }

    @Test("read and written back: the same document, every member the same bytes, mimetype first and stored")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let path = try Self.makeFile(in: folder)
        let reader = try OpenRasterDocumentReader(path: path)
        let written = folder.file("written.ora")
        try OpenRasterDocumentWriter(
            document: reader.document, layerPNGs: try reader.layerPNGs(),
            mergedPNG: try reader.png(named: OpenRasterMember.mergedImage),
            thumbnailPNG: try reader.png(named: OpenRasterMember.thumbnail)
        ).write(to: written)

        let again = try OpenRasterDocumentReader(path: written)
        var expected = Self.expected
        expected.skippedElements = []  // what the writer cannot write back is gone, as documented
        #expect(again.document == expected)
        let before = try ZipArchiveReader(path: path)
        let after = try ZipArchiveReader(path: written)
        for member in reader.members where member.role != .stack {
            #expect(
                try after.read(member.name, limit: 1 << 20, neededBy: "test")
                    == before.read(member.name, limit: 1 << 20, neededBy: "test"), "\(member.name)")
        }
        let headers = LocalHeader.all(in: try #require(contents(written)))
        #expect(headers.first?.name == "mimetype" && headers.first?.method == 0)
        #expect(
            headers.map(\.name) == [
                "mimetype", "stack.xml", "data/ink.png", "data/note.png", "data/bg.png", "data/ink-strokemap.dat",
                "data/bg-tile.png", "extra/readme.txt", "mergedimage.png", "Thumbnails/thumbnail.png",
            ])
    }

    @Test("a prefix bound to two namespaces gets a fresh one for the second; none is lost")
    func prefixClash() throws {
        var document = OpenRasterDocument(
            width: 4, height: 4,
            root: OpenRasterStackNode(children: [
                .layer(
                    OpenRasterLayerNode(
                        name: "a", source: "data/a.png",
                        otherAttributes: [
                            OpenRasterAttribute(namespace: "urn:one", prefix: "p", localName: "n", value: "1"),
                            OpenRasterAttribute(namespace: "urn:two", prefix: "p", localName: "n", value: "2"),
                            OpenRasterAttribute(namespace: "urn:three", localName: "n", value: "3"),
                        ]))
            ]))
        let folder = try TemporaryFolder()
        let path = folder.file("clash.ora")
        let png = try pngBytes(testImage(width: 4, height: 4, seed: 1))
        try OpenRasterDocumentWriter(
            document: document, layerPNGs: ["data/a.png": png], mergedPNG: png, thumbnailPNG: png
        ).write(to: path)
        let read = try OpenRasterDocumentReader(path: path).document
        document.root.children = [
            .layer(
                OpenRasterLayerNode(
                    name: "a", source: "data/a.png",
                    otherAttributes: [
                        OpenRasterAttribute(namespace: "urn:one", prefix: "p", localName: "n", value: "1"),
                        OpenRasterAttribute(namespace: "urn:two", prefix: "ns1", localName: "n", value: "2"),
                        OpenRasterAttribute(namespace: "urn:three", prefix: "ns2", localName: "n", value: "3"),
                    ]))
        ]
        #expect(read == document)
    }

    @Test(
        "what the writer refuses, before the disk is touched",
        arguments: [
            ("a layer without PNG bytes", "data/b.png"),
            ("PNG bytes no layer names", "data/stray.png"),
            ("two layers with one src", "data/a.png"),
            ("a carried member named like a layer", "data/a.png"),
            ("a carried member outside the archive", "../up.txt"),
            ("an attribute that is not an XML name", "stack.xml"),
            ("an attribute the writer writes itself", "stack.xml"),
            ("a namespace declaration as an attribute", "stack.xml"),
        ])
    func refusals(what: String, member: String) throws {
        let png = try pngBytes(testImage(width: 4, height: 4, seed: 1))
        var layers = [OpenRasterLayerNode(name: "a", source: "data/a.png")]
        var pngs = ["data/a.png": png]
        var carried: [OpenRasterCarriedMember] = []
        switch what {
        case "a layer without PNG bytes": layers.append(OpenRasterLayerNode(name: "b", source: "data/b.png"))
        case "PNG bytes no layer names": pngs["data/stray.png"] = png
        case "two layers with one src": layers.append(OpenRasterLayerNode(name: "b", source: "data/a.png"))
        case "a carried member named like a layer":
            carried.append(OpenRasterCarriedMember(name: "data/a.png", kind: .other, bytes: []))
        case "a carried member outside the archive":
            carried.append(OpenRasterCarriedMember(name: "../up.txt", kind: .other, bytes: []))
        case "an attribute that is not an XML name":
            layers[0].otherAttributes = [OpenRasterAttribute(localName: "bad name", value: "1")]
        case "an attribute the writer writes itself":
            layers[0].otherAttributes = [OpenRasterAttribute(localName: "opacity", value: "0.1")]
        default:
            layers[0].otherAttributes = [OpenRasterAttribute(prefix: "xmlns", localName: "x", value: "urn:x")]
        }
        let document = OpenRasterDocument(
            width: 4, height: 4, root: OpenRasterStackNode(children: layers.map { .layer($0) }),
            carriedMembers: carried)
        let folder = try TemporaryFolder()
        let path = folder.file("refused.ora")
        let error = #expect(throws: OpenRasterError.self, "\(what)") {
            try OpenRasterDocumentWriter(document: document, layerPNGs: pngs, mergedPNG: png, thumbnailPNG: png)
                .write(to: path)
        }
        #expect(error?.member == member, "\(what): \(String(describing: error))")
        if case .invalidInput = error?.problem {} else { Issue.record("\(what): \(String(describing: error))") }
        #expect(error.map { "\($0)" }?.hasPrefix("\(path): \(member): cannot be written") == true)
        #expect(try folder.entries().isEmpty, "nothing was written")
    }
}

/// What belongs to one layer, and what the app drops once it changes that layer's pixels.
@Suite("OpenRasterDocument: the carried members that belong to a layer")
struct OpenRasterLayerMembersTests {
    @Test("a changed layer loses its stroke map, attribute and member; other layers and members stay")
    func dropStrokeMap() {
        var document = OpenRasterDocumentTests.expected
        #expect(document.carriedMembers(belongingTo: "data/ink.png") == ["data/ink-strokemap.dat"])
        #expect(document.carriedMembers(belongingTo: "data/note.png") == [])
        #expect(document.carriedMembers(belongingTo: "data/bg.png") == ["data/bg-tile.png"])
        #expect(document.carriedMembers(belongingTo: "data/none.png") == [])

        let untouched = document
        #expect(document.dropCarriedMembers(belongingTo: "data/ink.png") == ["data/ink-strokemap.dat"])
        #expect(document.layers[0].strokeMap == nil)
        #expect(document.layers[0].otherAttributes == untouched.layers[0].otherAttributes, "unrelated attributes stay")
        #expect(document.carriedMembers.map(\.name) == ["data/bg-tile.png", "extra/readme.txt"])
        #expect(Array(document.layers.dropFirst()) == Array(untouched.layers.dropFirst()))
        #expect(document.dropCarriedMembers(belongingTo: "data/ink.png") == [], "said once")
    }

    @Test("a layer inside a group, with MyPaint 1.x's stroke map attribute, is found and cleared")
    func nestedLegacy() {
        let legacy = OpenRasterAttribute(localName: "mypaint_strokemap_v2", value: "data/old.dat")
        var document = OpenRasterDocument(
            width: 4, height: 4,
            root: OpenRasterStackNode(children: [
                .stack(
                    OpenRasterStackNode(
                        name: "g",
                        children: [
                            .layer(OpenRasterLayerNode(name: "a", source: "data/a.png", otherAttributes: [legacy]))
                        ]))
            ]),
            carriedMembers: [OpenRasterCarriedMember(name: "data/old.dat", kind: .strokeMap, bytes: [1])])
        #expect(document.dropCarriedMembers(belongingTo: "data/a.png") == ["data/old.dat"])
        #expect(document.layers[0].otherAttributes.isEmpty && document.carriedMembers.isEmpty)
    }
}
