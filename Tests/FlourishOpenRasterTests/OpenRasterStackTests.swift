import Foundation
import Testing

@testable import FlourishOpenRaster

@Suite("OpenRasterDocumentReader's flat view: nested stacks flatten into paint order; what is not drawn is noted once each")
struct OpenRasterStackTests {
    static let xml = """
        <?xml version='1.0' encoding='UTF-8'?>
        <image w="100" h="80" version="0.0.5" xmlns:mp="http://mypaint.org/ns/openraster"
               mp:json-settings="data/s.json">
          <stack>
            <layer name="top" src="data/top.png" x="1" y="2" mp:strokemap="data/shared-strokemap.dat"/>
            <stack name="group" x="10" y="20" opacity="0.5" composite-op="svg:multiply">
              <layer name="inner top" src="data/inner-top.png" x="3" y="-4" opacity="0.5"/>
              <stack name="hidden group" visibility="hidden" x="-1">
                <layer name="deep" src="data/deep.png" x="2.0" mp:strokemap="data/shared-strokemap.dat"/>
              </stack>
              <layer name="inner bottom" src="data/inner-bottom.png" composite-op="krita:dissolve"/>
            </stack>
            <text>a text layer some writers add</text>
            <layer name="pigment" src="data/pigment.png" composite-op="mypaint:spectral-wgm"/>
            <layer name="pigment 2" src="data/pigment-2.png" composite-op="mypaint:spectral-wgm" opacity="-3"/>
            <text>another</text>
            <layer name="bottom" src="data/bottom.png" opacity="7" mp:background-tile="data/bg-tile.png"/>
          </stack>
        </image>
        """

    static func reader() throws -> OpenRasterDocumentReader {
        let png = try pngBytes(testImage(width: 2, height: 2, seed: 1))
        let sources = ["top", "inner-top", "deep", "inner-bottom", "pigment", "pigment-2", "bottom"].map { ("data/\($0).png", png) }
        let extras = ["data/shared-strokemap.dat", "data/s.json", "data/bg-tile.png", "notes.txt", "data/"].map {
            ($0, [UInt8]("x".utf8))
        }
        return try OpenRasterReaderErrorTests.opened(
            [OpenRasterReaderErrorTests.mimetype, ("stack.xml", Array(xml.utf8))] + sources + extras)
    }

    @Test("layers come bottom first, with group offsets added, opacities multiplied, visibility and ops inherited")
    func flattened() throws {
        let reader = try Self.reader()
        #expect(reader.document.width == 100 && reader.document.height == 80)
        #expect(
            reader.flatLayers == [
                FlatLayer(
                    name: "bottom", source: "data/bottom.png", x: 0, y: 0, opacity: 1, isVisible: true,
                    isBackground: true),
                FlatLayer(
                    name: "pigment 2", source: "data/pigment-2.png", x: 0, y: 0, opacity: 0, isVisible: true,
                    compositeOp: "mypaint:spectral-wgm"),
                FlatLayer(
                    name: "pigment", source: "data/pigment.png", x: 0, y: 0, opacity: 1, isVisible: true,
                    compositeOp: "mypaint:spectral-wgm"),
                FlatLayer(
                    name: "inner bottom", source: "data/inner-bottom.png", x: 10, y: 20, opacity: 0.5, isVisible: true,
                    compositeOp: "krita:dissolve"),
                FlatLayer(
                    name: "deep", source: "data/deep.png", x: 11, y: 20, opacity: 0.5, isVisible: false,
                    compositeOp: "svg:multiply"),
                FlatLayer(
                    name: "inner top", source: "data/inner-top.png", x: 13, y: 16, opacity: 0.25, isVisible: true,
                    compositeOp: "svg:multiply"),
                FlatLayer(name: "top", source: "data/top.png", x: 1, y: 2, opacity: 1, isVisible: true),
            ])
        #expect(reader.flat.drawnLayers.map(\.name) == ["bottom", "pigment 2", "pigment", "top"])
        // The folded layers are the tree's own nodes: what the tree keeps of each comes along.
        #expect(reader.flat.layers.last?.strokeMap == "data/shared-strokemap.dat")
        #expect(reader.flat.layers.first?.backgroundTile == "data/bg-tile.png")
    }

    /// A mode Flourish composites (multiply) is not drawn where the file opens flattened, and
    /// says so in words that are not "not supported": the layer stack composites it. Only an op
    /// that is no mode of Flourish's (krita:dissolve) is not supported.
    @Test("notes list each skipped layer, op, group, element and member once, in a fixed order")
    func notes() throws {
        let reader = try Self.reader()
        #expect(
            reader.notes == [
                .unsupportedCompositeOp(layer: "inner bottom", op: "krita:dissolve"),
                .hiddenLayer(name: "deep"),
                .compositeOpLayeredOnly(layer: "inner top", op: "svg:multiply"),
                .compositeOpDrawnAsSourceOver(op: "mypaint:spectral-wgm", layers: ["pigment 2", "pigment"]),
                .groupOpacityApplied(group: "group"),
                .unknownElement("text"),
                .unusedMember("data/shared-strokemap.dat", kind: .strokeMap),
                .unusedMember("data/s.json", kind: .settings),
                .unusedMember("data/bg-tile.png", kind: .backgroundTile),
                .unusedMember("notes.txt", kind: .other),
            ])
        #expect(
            reader.notes.map(\.description).first
                == "layer \"inner bottom\" is not shown: its composite-op krita:dissolve is not supported")
        #expect(
            reader.notes.map(\.description)[2]
                == "layer \"inner top\" is not shown: its composite-op svg:multiply is drawn only where a file opens as layers")
    }

    @Test("a group holding one layer fades it exactly: no note")
    func singleLayerGroup() throws {
        let xml = """
            <image w="4" h="4"><stack><stack name="g" opacity="0.5">
            <layer name="a" src="data/a.png"/></stack></stack></image>
            """
        let reader = try OpenRasterReaderErrorTests.opened([
            OpenRasterReaderErrorTests.mimetype, ("stack.xml", Array(xml.utf8)), try OpenRasterReaderErrorTests.png(),
        ])
        #expect(reader.flat.layers.map(\.opacity) == [0.5])
        #expect(reader.notes == [])
        #expect(reader.document.version == nil)
    }

    @Test("the root stack's own attributes are ignored (MyPaint writes its pigment mode there)")
    func rootStackAttributesIgnored() throws {
        let xml = """
            <image w="4" h="4"><stack composite-op="mypaint:spectral-wgm" opacity="0.5" x="9">
            <layer name="a" src="data/a.png"/></stack></image>
            """
        let reader = try OpenRasterReaderErrorTests.opened([
            OpenRasterReaderErrorTests.mimetype, ("stack.xml", Array(xml.utf8)), try OpenRasterReaderErrorTests.png(),
        ])
        #expect(reader.flatLayers == [FlatLayer(name: "a", source: "data/a.png", x: 0, y: 0, opacity: 1, isVisible: true)])
    }
}
