import Foundation
import Testing

@testable import FlourishOpenRaster

@Suite("OpenRasterReader: nested stacks flatten into paint order; what is not drawn is noted once each")
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
              <layer name="inner bottom" src="data/inner-bottom.png" composite-op="svg:screen"/>
            </stack>
            <text>a text layer some writers add</text>
            <layer name="pigment" src="data/pigment.png" composite-op="mypaint:spectral-wgm"/>
            <layer name="pigment 2" src="data/pigment.png" composite-op="mypaint:spectral-wgm" opacity="-3"/>
            <text>another</text>
            <layer name="bottom" src="data/bottom.png" opacity="7" mp:background-tile="data/bg-tile.png"/>
          </stack>
        </image>
        """

    static func reader() throws -> OpenRasterReader {
        let png = try pngBytes(testImage(width: 2, height: 2, seed: 1))
        let sources = ["top", "inner-top", "deep", "inner-bottom", "pigment", "bottom"].map { ("data/\($0).png", png) }
        let extras = ["data/shared-strokemap.dat", "data/s.json", "data/bg-tile.png", "notes.txt", "data/"].map {
            ($0, [UInt8]("x".utf8))
        }
        return try OpenRasterReaderErrorTests.opened(
            [OpenRasterReaderErrorTests.mimetype, ("stack.xml", Array(xml.utf8))] + sources + extras)
    }

    @Test("layers come bottom first, with group offsets added, opacities multiplied, visibility and ops inherited")
    func flattened() throws {
        let reader = try Self.reader()
        #expect(reader.width == 100 && reader.height == 80)
        #expect(
            reader.layers == [
                OpenRasterLayer(
                    name: "bottom", source: "data/bottom.png", x: 0, y: 0, opacity: 1, isVisible: true,
                    isBackground: true),
                OpenRasterLayer(
                    name: "pigment 2", source: "data/pigment.png", x: 0, y: 0, opacity: 0, isVisible: true,
                    compositeOp: "mypaint:spectral-wgm"),
                OpenRasterLayer(
                    name: "pigment", source: "data/pigment.png", x: 0, y: 0, opacity: 1, isVisible: true,
                    compositeOp: "mypaint:spectral-wgm"),
                OpenRasterLayer(
                    name: "inner bottom", source: "data/inner-bottom.png", x: 10, y: 20, opacity: 0.5, isVisible: true,
                    compositeOp: "svg:screen"),
                OpenRasterLayer(
                    name: "deep", source: "data/deep.png", x: 11, y: 20, opacity: 0.5, isVisible: false,
                    compositeOp: "svg:multiply"),
                OpenRasterLayer(
                    name: "inner top", source: "data/inner-top.png", x: 13, y: 16, opacity: 0.25, isVisible: true,
                    compositeOp: "svg:multiply"),
                OpenRasterLayer(name: "top", source: "data/top.png", x: 1, y: 2, opacity: 1, isVisible: true),
            ])
        #expect(reader.drawnLayers.map(\.name) == ["bottom", "pigment 2", "pigment", "top"])
    }

    @Test("notes list each skipped layer, op, group, element and member once, in a fixed order")
    func notes() throws {
        let reader = try Self.reader()
        #expect(
            reader.notes == [
                .unsupportedCompositeOp(layer: "inner bottom", op: "svg:screen"),
                .hiddenLayer(name: "deep"),
                .unsupportedCompositeOp(layer: "inner top", op: "svg:multiply"),
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
                == "layer \"inner bottom\" is not shown: its composite-op svg:screen is not supported")
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
        #expect(reader.layers.map(\.opacity) == [0.5])
        #expect(reader.notes == [])
        #expect(reader.version == nil)
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
        #expect(
            reader.layers == [OpenRasterLayer(name: "a", source: "data/a.png", x: 0, y: 0, opacity: 1, isVisible: true)]
        )
    }
}
