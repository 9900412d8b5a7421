import FlourishImage
import Foundation
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

/// Fixtures/mypaint-layers.ora, painted and saved by MyPaint 2.0.1's own library
/// (scripts/make-ora-fixtures.py).
@Suite("A real MyPaint file: its layers, offsets, opacity, visibility and background, and its own merged image")
struct MyPaintFixtureTests {
    static let path = fixture("mypaint-layers.ora")

    @Test("the file opens with MyPaint's image size, version and eotf, and its layers bottom first")
    func layers() throws {
        let reader = try OpenRasterDocumentReader(path: Self.path)
        #expect(reader.document.width == 200 && reader.document.height == 150)
        #expect(reader.document.version == "0.0.5")
        #expect(reader.document.eotf == 2.2)
        #expect(
            reader.flatLayers == [
                FlatLayer(
                    name: "background", source: "data/background-03.png", x: 0, y: 0, opacity: 1, isVisible: true,
                    isBackground: true),
                FlatLayer(name: "Sky", source: "data/layer-02.png", x: -16, y: -8, opacity: 1, isVisible: true),
                FlatLayer(
                    name: "Hills", source: "data/layer-01.png", x: 48, y: 56, opacity: 0.6, isVisible: true),
                FlatLayer(
                    name: "Hidden sketch", source: "data/layer-00-00.png", x: 112, y: -8, opacity: 1, isVisible: false,
                    compositeOp: "mypaint:spectral-wgm"),
            ])
        #expect(reader.flat.drawnLayers.map(\.name) == ["background", "Sky", "Hills"])
    }

    @Test("the notes name the hidden layer, the stroke maps, the settings and the background tile, once each")
    func notes() throws {
        let reader = try OpenRasterDocumentReader(path: Self.path)
        #expect(
            reader.notes == [
                .hiddenLayer(name: "Hidden sketch"),
                .unusedMember("data/layer-00-00-strokemap.dat", kind: .strokeMap),
                .unusedMember("data/layer-01-strokemap.dat", kind: .strokeMap),
                .unusedMember("data/layer-02-strokemap.dat", kind: .strokeMap),
                .unusedMember("data/background-03-tile.png", kind: .backgroundTile),
                .unusedMember("data/mypaint-settings.json", kind: .settings),
            ])
    }

    @Test("each layer's PNG decodes to MyPaint's tile-aligned size")
    func layerSizes() throws {
        let reader = try OpenRasterDocumentReader(path: Self.path)
        let sizes = try reader.flat.layers.map { layer in
            let image = try decodePNG(try reader.png(of: layer))
            return [image.width, image.height]
        }
        #expect(sizes == [[200, 150], [192, 64], [192, 128], [64, 128]])
    }

    /// The drawn layers flattened by OpenRasterComposite, and MyPaint's mergedimage.png.
    static func flattenedAndMerged(
        eotf: Double?, leaving left: String? = nil
    ) throws -> (ours: [UInt8], mypaint: RGBAImage) {
        let reader = try OpenRasterDocumentReader(path: path)
        let layers = try reader.flat.drawnLayers.filter { $0.name != left }.map { layer in
            let image = try decodePNG(try reader.png(of: layer))
            return OpenRasterComposite.Layer(
                x: layer.x, y: layer.y, opacity: layer.opacity, width: image.width, height: image.height,
                pixels: image.pixels)
        }
        let ours = try OpenRasterComposite.flatten(
            layers, width: reader.document.width, height: reader.document.height, eotf: eotf ?? reader.document.eotf ?? 1)
        let merged = try decodePNG(try reader.png(named: OpenRasterMember.mergedImage))
        return (ours, merged)
    }

    static func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test(
        "flattening the drawn layers in linear light (the file's eotf 2.2) matches MyPaint's mergedimage.png within 1")
    func matchesMergedImage() throws {
        let (ours, merged) = try Self.flattenedAndMerged(eotf: nil)
        #expect(merged.width == 200 && merged.height == 150)
        #expect(ours.count == merged.pixels.count)
        // The merged image is a painting, not a blank page: the comparison has something to miss.
        let background = Array(merged.pixels[0..<4])
        let painted = stride(from: 0, to: merged.pixels.count, by: 4).filter {
            Array(merged.pixels[$0..<$0 + 4]) != background
        }
        #expect(painted.count > 3_000)
        // MyPaint dithers when it converts its 15-bit result to 8 bits: one step either way.
        #expect(Self.maxDifference(ours, merged.pixels) <= 1)
    }

    @Test("the comparison is sensitive: blending as stored (eotf 1) or leaving out the 60% layer misses by far")
    func comparisonIsSensitive() throws {
        let asStored = try Self.flattenedAndMerged(eotf: 1)
        #expect(Self.maxDifference(asStored.ours, asStored.mypaint.pixels) > 20)
        let withoutHills = try Self.flattenedAndMerged(eotf: nil, leaving: "Hills")
        #expect(Self.maxDifference(withoutHills.ours, withoutHills.mypaint.pixels) > 50)
    }
}
