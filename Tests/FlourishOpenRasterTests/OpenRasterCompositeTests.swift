import Testing

@testable import FlourishOpenRaster

@Suite("OpenRasterComposite: src-over, bottom first, at offsets and opacities, onto a transparent canvas")
struct OpenRasterCompositeTests {
    static func solid(_ pixel: [UInt8], width: Int, height: Int, x: Int = 0, y: Int = 0, opacity: Double = 1)
        -> OpenRasterComposite.Layer
    {
        .init(
            x: x, y: y, opacity: opacity, width: width, height: height,
            pixels: Array((0..<(width * height)).map { _ in pixel }.joined()))
    }

    static func pixel(_ canvas: [UInt8], width: Int, x: Int, y: Int) -> [UInt8] {
        Array(canvas[((y * width + x) * 4)..<((y * width + x) * 4 + 4)])
    }

    @Test("no layers, or layers wholly off the canvas, leave it transparent")
    func transparentStart() throws {
        #expect(try OpenRasterComposite.flatten([], width: 3, height: 2) == [UInt8](repeating: 0, count: 24))
        let off = [
            Self.solid([255, 0, 0, 255], width: 2, height: 2, x: 3),
            Self.solid([255, 0, 0, 255], width: 2, height: 2, x: -2),
            Self.solid([255, 0, 0, 255], width: 2, height: 2, y: 2),
            Self.solid([255, 0, 0, 255], width: 2, height: 2, y: -2),
            Self.solid([255, 0, 0, 255], width: 2, height: 2, opacity: 0),
        ]
        #expect(try OpenRasterComposite.flatten(off, width: 3, height: 2) == [UInt8](repeating: 0, count: 24))
    }

    @Test("one layer covering the canvas comes out byte for byte, partial alpha and colour under it included")
    func identity() throws {
        let pixels: [UInt8] = [
            10, 20, 30, 255, 200, 100, 50, 128, 1, 2, 3, 1, 250, 251, 252, 77, 9, 8, 7, 254, 0, 0, 0, 0,
        ]
        let layer = OpenRasterComposite.Layer(x: 0, y: 0, opacity: 1, width: 3, height: 2, pixels: pixels)
        var expected = pixels
        expected[20..<24] = [0, 0, 0, 0]
        #expect(try OpenRasterComposite.flatten([layer], width: 3, height: 2) == expected)
        #expect(try OpenRasterComposite.flatten([layer], width: 3, height: 2, eotf: 2.2) == expected)
    }

    @Test("offsets place and clip: a 3x3 layer at (-1, 1) covers only the canvas pixels under it")
    func offsetsClip() throws {
        var pixels: [UInt8] = []
        for index in 0..<9 { pixels += [UInt8(index * 20), 0, 0, 255] }
        let layer = OpenRasterComposite.Layer(x: -1, y: 1, opacity: 1, width: 3, height: 3, pixels: pixels)
        let canvas = try OpenRasterComposite.flatten([layer], width: 3, height: 3)
        #expect(Self.pixel(canvas, width: 3, x: 0, y: 0) == [0, 0, 0, 0])
        #expect(Self.pixel(canvas, width: 3, x: 0, y: 1) == [20, 0, 0, 255])  // layer (1, 0)
        #expect(Self.pixel(canvas, width: 3, x: 1, y: 2) == [100, 0, 0, 255])  // layer (2, 1)
        #expect(Self.pixel(canvas, width: 3, x: 2, y: 2) == [0, 0, 0, 0])
    }

    @Test("src-over bottom first: half-opaque red over blue, and the other way round")
    func sourceOverOrder() throws {
        let blue = Self.solid([0, 0, 255, 255], width: 1, height: 1)
        let red = Self.solid([255, 0, 0, 255], width: 1, height: 1, opacity: 0.5)
        #expect(try OpenRasterComposite.flatten([blue, red], width: 1, height: 1) == [128, 0, 128, 255])
        let halfBlue = Self.solid([0, 0, 255, 255], width: 1, height: 1, opacity: 0.25)
        let fullRed = Self.solid([255, 0, 0, 255], width: 1, height: 1)
        #expect(try OpenRasterComposite.flatten([fullRed, halfBlue], width: 1, height: 1) == [191, 0, 64, 255])
    }

    @Test("over a transparent canvas a layer's alpha multiplies by its opacity and its colour stays")
    func opacityOnTransparent() throws {
        let layer = Self.solid([200, 100, 40, 200], width: 1, height: 1, opacity: 0.5)
        #expect(try OpenRasterComposite.flatten([layer], width: 1, height: 1) == [200, 100, 40, 100])
        // Two 50% layers: 1 - 0.5 * 0.5 = 75% alpha; colour the mix weighted by contribution.
        let white = Self.solid([255, 255, 255, 128], width: 1, height: 1)
        let black = Self.solid([0, 0, 0, 128], width: 1, height: 1)
        let canvas = try OpenRasterComposite.flatten([white, black], width: 1, height: 1)
        #expect(canvas[3] == 192)
        #expect(canvas[0] == 85 && canvas[1] == 85 && canvas[2] == 85)
    }

    @Test("with an eotf the blend happens in linear light: half white over black is 255 * 0.5^(1/2.2)")
    func linearLight() throws {
        let black = Self.solid([0, 0, 0, 255], width: 1, height: 1)
        let white = Self.solid([255, 255, 255, 255], width: 1, height: 1, opacity: 0.5)
        #expect(
            try OpenRasterComposite.flatten([black, white], width: 1, height: 1, eotf: 2.2) == [186, 186, 186, 255])
        #expect(try OpenRasterComposite.flatten([black, white], width: 1, height: 1, eotf: 1) == [128, 128, 128, 255])
        // Mid grey decodes too: (128/255)^2.2 = 0.2195, half of it encodes to 0.366 -> 93 (64 as stored).
        let grey = Self.solid([128, 128, 128, 255], width: 1, height: 1, opacity: 0.5)
        #expect(try OpenRasterComposite.flatten([black, grey], width: 1, height: 1, eotf: 2.2) == [93, 93, 93, 255])
        #expect(try OpenRasterComposite.flatten([black, grey], width: 1, height: 1, eotf: 1) == [64, 64, 64, 255])
    }

    @Test(
        "sizes are checked before allocating: bad canvas, pixel counts, offsets and eotf are refused",
        arguments: [
            ("canvas beyond maxPixels", 1_000, 1_000, [OpenRasterComposite.Layer](), 1.0),
            ("zero canvas", 0, 5, [], 1.0),
            ("eotf 0", 2, 2, [], 0.0),
            ("eotf NaN", 2, 2, [], Double.nan),
            ("short pixels", 2, 2, [.init(x: 0, y: 0, opacity: 1, width: 2, height: 2, pixels: [0, 0, 0])], 1.0),
            ("negative size", 2, 2, [.init(x: 0, y: 0, opacity: 1, width: -1, height: -4, pixels: [0, 0, 0, 0])], 1.0),
            ("overflowing size", 2, 2, [.init(x: 0, y: 0, opacity: 1, width: Int.max, height: 2, pixels: [])], 1.0),
            (
                "huge offset", 2, 2, [.init(x: Int.min, y: 0, opacity: 1, width: 1, height: 1, pixels: [0, 0, 0, 0])],
                1.0
            ),
            ("NaN opacity", 2, 2, [.init(x: 0, y: 0, opacity: .nan, width: 1, height: 1, pixels: [0, 0, 0, 0])], 1.0),
        ] as [(String, Int, Int, [OpenRasterComposite.Layer], Double)])
    func refused(what: String, width: Int, height: Int, layers: [OpenRasterComposite.Layer], eotf: Double) {
        #expect(throws: OpenRasterCompositeError.self, "\(what)") {
            _ = try OpenRasterComposite.flatten(layers, width: width, height: height, eotf: eotf, maxPixels: 10_000)
        }
    }
}
