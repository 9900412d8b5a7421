import FlourishDocuments
import FlourishImage
import FlourishOpenRaster
import FlourishOpenRasterArchive
import FlourishPaint
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Foundation
import Testing

/// A painting in the legacy colour space (MyPaint 1.x's, eotf 1.0) is byte for byte what
/// Flourish made before colour spaces existed: the fingerprints below were taken from the
/// code as it was then, on this test's painting, at every place a pixel leaves the tiles (the
/// composite, the screen's conversion, the eyedropper, a PNG, an OpenRaster file's layers,
/// merged image and thumbnail, and the same files opened again).
@Suite("Legacy paintings: the pixels they had before colour spaces")
struct LegacyPixelsTests {
    /// Two Normal layers, the upper at 60%, over the round-trip tests' paper: charcoal and a
    /// fat marker on the first, charcoal in another colour on the second.
    static func painting() throws -> PaintSession {
        let session = try makeSession(brush: "classic/charcoal", width: 400, height: 300, paper: Painting.paper) {
            $0.colorSpace = .legacy
        }
        session.perform(.setColor(Color(r: 30, g: 40, b: 160)))
        session.paint(WaveStroke.painting.samples(from: 40, 90, startTime: 1))
        session.perform(.setColor(Color(r: 180, g: 30, b: 40)))
        session.paint(WaveStroke.painting.samples(from: 70, 170, startTime: 2))
        session.perform(.layer(.add))
        session.perform(.setColor(Color(r: 20, g: 120, b: 50)))
        session.paint(WaveStroke.painting.samples(from: 60, 130, startTime: 3))
        session.perform(.layer(.setOpacity(0.6)))
        return session
    }

    /// FNV-1a, over bytes or fix15 values as they come.
    struct Fingerprint {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func mix(_ next: UInt64) {
            value ^= next
            value = value &* 0x100_0000_01b3
        }
        mutating func mix(_ bytes: some Sequence<UInt8>) { for byte in bytes { mix(UInt64(byte)) } }

        /// Every tile of `store`, in row-major order, with its place.
        static func of(_ store: TileStore) -> UInt64 {
            var print = Fingerprint()
            for tile in store.allocatedTiles {
                guard let pixels = store.pixels(of: tile) else { continue }
                print.mix(UInt64(bitPattern: Int64(tile.x)))
                print.mix(UInt64(bitPattern: Int64(tile.y)))
                for i in 0..<TileStore.valuesPerTile { print.mix(UInt64(pixels[i])) }
            }
            return print.value
        }

        static func of(_ image: RGBAImage) -> UInt64 {
            var print = Fingerprint()
            print.mix(UInt64(image.width))
            print.mix(UInt64(image.height))
            print.mix(image.pixels)
            return print.value
        }
    }

    /// The PNG `bytes` decoded.
    static func decode(_ bytes: [UInt8], name: String) throws -> RGBAImage {
        let png = try PNGStreamReader.open(bytes: bytes, name: name)
        let (width, height) = (png.width, png.height)
        var pixels: [UInt8] = []
        try png.readRows { _, row in pixels += UnsafeBufferPointer(start: row, count: width * 4) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test("the composite, the screen's pixels and the eyedropper's colours")
    func composite() throws {
        let session = try Self.painting()
        #expect(Fingerprint.of(session.canvas) == 9_742_877_521_713_438_840)
        // Every tile of the canvas as the screen converts it over the paper, unpainted ones too.
        var screen = Fingerprint()
        var block = [UInt8](repeating: 0, count: 64 * 64 * 4)
        for ty in 0..<session.canvas.tilesDown {
            for tx in 0..<session.canvas.tilesAcross {
                block.withUnsafeMutableBufferPointer { bytes in
                    TileConversion.compositeOverPaper(
                        session.canvas.pixels(of: TileCoordinate(x: tx, y: ty)), paper: session.paper,
                        into: bytes.baseAddress!, rowStride: 256)
                }
                screen.mix(block)
            }
        }
        #expect(screen.value == 17_081_055_605_110_877_566)
        var picked = Fingerprint()
        for y in stride(from: 60, to: 240, by: 7) {
            for x in stride(from: 20, to: 360, by: 11) {
                let color = try #require(session.colorUnder(windowX: Double(x), windowY: Double(y)))
                picked.mix([color.r, color.g, color.b])
            }
        }
        #expect(picked.value == 1_222_826_252_363_449_494)
    }

    @Test("a PNG and an OpenRaster file, and both opened again")
    func files() throws {
        let session = try Self.painting()
        let folder = try TemporaryFolder()
        let png = folder.file("legacy.png")
        let ora = folder.file("legacy.ora")
        try SessionSaver.write(session.saveRequest(to: png), for: session, template: nil)
        try SessionSaver.write(session.saveRequest(to: ora), for: session, template: nil)

        let pngBytes = try #require(FileManager.default.contents(atPath: png))
        let pngPrint = Fingerprint.of(try Self.decode(Array(pngBytes), name: png))
        #expect(pngPrint == 10_621_784_410_378_327_007)
        let reader = try OpenRasterDocumentReader(path: ora)
        var members: [String: UInt64] = [:]
        for name in reader.document.layers.map(\.source) + [OpenRasterMember.mergedImage, OpenRasterMember.thumbnail] {
            members[name] = Fingerprint.of(try Self.decode(try reader.png(named: name), name: name))
        }
        #expect(members == [
            "data/layer0.png": 2_878_156_587_751_804_525, "data/layer1.png": 6_838_571_293_323_681_079,
            "data/layer2.png": 942_322_519_625_656_300, OpenRasterMember.mergedImage: 7_145_244_532_690_236_275,
            OpenRasterMember.thumbnail: 2_346_280_582_560_843_046,
        ])

        // Opened again: each layer's tiles, and the PNG's.
        let contents = try DocumentReader.inspect(ora, canvas: (400, 300), limit: Painting.limit)
        let reopened = try makeSession(width: contents.canvasWidth, height: contents.canvasHeight) { $0.colorSpace = .legacy }
        try DocumentReader.open(contents, into: reopened)
        #expect(reopened.layers.entries.map { Fingerprint.of($0.layer.tiles) } == [
            12_363_602_553_085_801_130, 14_729_973_915_150_316_621,
        ])
        #expect(Fingerprint.of(reopened.canvas) == 11_537_208_999_744_324_486)
        let flat = try DocumentReader.inspect(png, canvas: (400, 300), limit: Painting.limit)
        let fromPNG = try makeSession(width: flat.canvasWidth, height: flat.canvasHeight) { $0.colorSpace = .legacy }
        try DocumentReader.open(flat, into: fromPNG)
        #expect(Fingerprint.of(fromPNG.canvas) == 4_933_289_123_423_064_203)
    }

    @Test("negative control: the fingerprint sees one value changed, and another painting")
    func fingerprintSeesChange() throws {
        let session = try Self.painting()
        let before = Fingerprint.of(session.canvas)
        let other = try Self.painting()
        other.paint(WaveStroke.pen.samples(from: 200, 200, startTime: 9))
        #expect(Fingerprint.of(other.canvas) != before)
        let tile = try #require(session.layers.current.tiles.allocatedTiles.first)
        session.layers.current.tiles.debugWritablePixels(of: tile)[3] &+= 1
        session.layers.recomposite([tile])
        #expect(Fingerprint.of(session.canvas) != before)
    }
}
