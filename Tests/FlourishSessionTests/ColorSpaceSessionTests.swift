import FlourishCompositing
import FlourishDocuments
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A painting's colour space in the session: in the linear space the brush paints the light
/// its colour stands for, and paint fades and mixes as light; in the legacy space as stored
/// values, as Flourish always did.
@Suite("Colour spaces in a session")
struct ColorSpaceSessionTests {
    static let blue = Color(r: 30, g: 40, b: 200)
    static let white = Color(r: 255, g: 255, b: 255)

    /// A session in `space` over white paper with an opaque marker stroke of `blue` along y = 100.
    static func painted(in space: ColorSpace) throws -> PaintSession {
        let session = try makeSession(brush: "classic/pen", paper: white) { $0.colorSpace = space }
        session.perform(.setColor(blue))
        for _ in 0..<3 { session.perform(.brushBigger) }
        let samples = (0..<60).map { (i: Int) -> Sample in
            let down = i > 0 && i < 59
            return Sample(x: 100 + Double(i) * 3, y: 100, pressure: down ? 1 : 0, time: 1 + Double(i) * 0.005, tool: .pen, buttons: down ? .primary : [])
        }
        session.paint(samples)
        return session
    }

    @Test("the linear space paints the colour's light, the legacy one its stored value; both show the colour chosen")
    func brushPaintsLight() throws {
        for space in [ColorSpace.linear, .legacy] {
            let session = try Self.painted(in: space)
            let pixel = session.canvas.pixel(x: 190, y: 100)
            #expect(pixel.a >= Fix15Tile.one - 2, "\(space): the stroke's middle is opaque")
            let curve = TransferCurve.of(space)
            for (value, stored) in [(pixel.r, Self.blue.r), (pixel.g, Self.blue.g), (pixel.b, Self.blue.b)] {
                let light = Int(curve.lightOf8Bit[Int(stored)])
                // libmypaint's colour goes through HSV and Float: a few fix15 units, and under
                // 1% of the light.
                #expect(abs(Int(value) - light) <= max(8, light / 100), "\(space): \(value) for \(stored), its light \(light)")
            }
            let shown = try #require(session.colorUnder(windowX: 190, windowY: 100))
            #expect(abs(Int(shown.r) - 30) <= 1 && abs(Int(shown.g) - 40) <= 1 && abs(Int(shown.b) - 200) <= 1, "\(space): \(shown)")
        }
        // Negative control: the two spaces' tiles differ where the colour is dark.
        let linear = try Self.painted(in: .linear).canvas.pixel(x: 190, y: 100)
        let legacy = try Self.painted(in: .legacy).canvas.pixel(x: 190, y: 100)
        #expect(Int(legacy.r) - Int(linear.r) > 3000)
    }

    @Test("a half-transparent layer over white fades in light (MyPaint 2) in the linear space, in stored values in the legacy one")
    func fadesInItsSpace() throws {
        for space in [ColorSpace.linear, .legacy] {
            let session = try Self.painted(in: space)
            session.perform(.layer(.setOpacity(0.5)))
            let shown = try #require(session.colorUnder(windowX: 190, windowY: 100))
            func expected(_ c: UInt8) -> Int {
                let unit = Double(c) / 255
                return space.isLegacy
                    ? Int(((unit + 1) / 2 * 255).rounded()) : Int((pow((pow(unit, 2.2) + 1) / 2, 1 / 2.2) * 255).rounded())
            }
            let wanted = (expected(Self.blue.r), expected(Self.blue.g), expected(Self.blue.b))
            #expect(
                abs(Int(shown.r) - wanted.0) <= 2 && abs(Int(shown.g) - wanted.1) <= 2 && abs(Int(shown.b) - wanted.2) <= 2,
                "\(space): \(shown), not \(wanted)")
            // Negative control: the other space's fade is far from it.
            let other = space.isLegacy ? 187 : 142
            #expect(abs(Int(shown.r) - other) > 20, "\(space): \(shown)")
        }
    }

    @Test("brushes keep a file's pigment in the linear space and paint without it in the legacy one; a file opened in the other space changes them")
    func pigmentFollowsTheSpace() throws {
        let linear = try makeSession(brush: "classic/pencil") { $0.colorSpace = .linear }
        let legacy = try makeSession(brush: "classic/pencil") { $0.colorSpace = .legacy }
        // classic/pencil's file sets no paint_mode: on in linear (MyPaint 2's default), off in legacy.
        #expect(linear.engine.brush(for: .pen).paintMode == 1 && linear.engine.brush(for: .eraser).paintMode == 1)
        #expect(legacy.engine.brush(for: .pen).paintMode == 0 && legacy.engine.brush(for: .eraser).paintMode == 0)
        // A legacy file opened where the setting is linear: the painting's brushes go legacy.
        let folder = try TemporaryFolder()
        let path = folder.file("legacy.ora")
        legacy.paint(WaveStroke.pen.samples(from: 60, 80, startTime: 1))
        try HistoryTests.save(legacy, to: path)
        let contents = try DocumentReader.inspect(path, canvas: (512, 384), limit: (32768, 32768))
        let opened = try makeSession(brush: "classic/pencil", width: contents.canvasWidth, height: contents.canvasHeight) {
            $0.colorSpace = .linear
        }
        #expect(opened.engine.brush(for: .pen).paintMode == 1, "before the file, the setting's")
        try DocumentReader.open(contents, into: opened)
        #expect(opened.colorSpace == .legacy)
        #expect(opened.engine.brush(for: .pen).paintMode == 0 && opened.engine.brush(for: .eraser).paintMode == 0)
        #expect(opened.engine.brush(for: .eraser).radius == linear.engine.brush(for: .eraser).radius, "the eraser keeps its radius")
        opened.perform(.selectSlot(4))
        #expect(opened.engine.brush(for: .pen).paintMode == 0, "slots chosen afterwards too")
    }
}
