import FlourishDocuments
import FlourishImage
import FlourishOpenRaster
import FlourishOpenRasterArchive
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Foundation
import Testing

/// Flourish's own layered files, linear and legacy, rendered by MyPaint 2.0.1's own library
/// at the exponent they name (FlourishOpenRasterTests/Fixtures/mypaint_render.py): MyPaint
/// shows what Flourish shows, within 2 levels on 99% of the painted pixels.
@Suite("Flourish's layered files as MyPaint shows them")
struct MyPaintReadsColorSpaceTests {
    /// Four layers over tan paper: charcoal in Normal, a fat marker in Multiply at 70%, one in
    /// Screen, and in an isolated group a Color layer over an Overlay one.
    static func painting(in space: ColorSpace) throws -> PaintSession {
        let session = try makeSession(brush: "classic/marker_fat", width: 320, height: 240, paper: Color(r: 210, g: 180, b: 140)) {
            $0.colorSpace = space
        }
        func layer(_ mode: String?, _ color: Color, from x: Double, _ y: Double, time: Double) {
            if let mode {
                session.perform(.layer(.add))
                session.perform(.layer(.setMode(mode)))
            }
            session.perform(.setColor(color))
            session.paint(WaveStroke.painting.samples(from: x, y, startTime: time))
        }
        layer(nil, Color(r: 30, g: 40, b: 160), from: 30, 60, time: 1)
        layer("svg:multiply", Color(r: 200, g: 120, b: 30), from: 20, 100, time: 3)
        session.perform(.layer(.setOpacity(0.7)))
        layer("svg:screen", Color(r: 40, g: 180, b: 90), from: 40, 140, time: 5)
        layer("svg:overlay", Color(r: 220, g: 40, b: 60), from: 30, 170, time: 7)
        session.perform(.layer(.group))
        session.perform(.layer(.select(3)))
        layer("svg:color", Color(r: 90, g: 20, b: 200), from: 50, 120, time: 9)
        #expect(session.layers.entries.map(\.isGroup) == [false, false, false, false, false, true])
        return session
    }

    /// `name`'s PNG in the OpenRaster file at `path`, decoded.
    static func member(_ name: String, of path: String) throws -> RGBAImage {
        let png = try PNGStreamReader.open(bytes: try OpenRasterDocumentReader(path: path).png(named: name), name: name)
        let (width, height) = (png.width, png.height)
        var pixels: [UInt8] = []
        try png.readRows { _, row in pixels += UnsafeBufferPointer(start: row, count: width * 4) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// MyPaint's rendering of `path` (at `eotf` where given, else the one it names).
    static func mypaint(_ path: String, eotf: Double? = nil, size: (Int, Int)) throws -> [UInt8] {
        let out = path + ".rgba"
        let run = try python([openRasterFixture("mypaint_render.py"), path, out] + (eotf.map { ["\($0)"] } ?? []))
        try #require(run.status == 0, "mypaint_render.py: \(run.output)")
        let bytes = try #require(FileManager.default.contents(atPath: out))
        try #require(bytes.count == size.0 * size.1 * 4)
        return Array(bytes)
    }

    /// Pixels within 2 levels (alpha, and colour weighted by alpha), of those where `merged`
    /// shows paint over the paper (not the paper's own colour).
    static func agreement(_ ours: RGBAImage, _ theirs: [UInt8], paper: Color) -> (within: Int, painted: Int, largest: Int) {
        var result = (within: 0, painted: 0, largest: 0)
        for i in stride(from: 0, to: ours.pixels.count, by: 4) {
            let p = ours.pixels
            guard p[i] != paper.r || p[i + 1] != paper.g || p[i + 2] != paper.b else { continue }
            let (a, b) = (Int(p[i + 3]), Int(theirs[i + 3]))
            var worst = abs(a - b)
            for c in 0..<3 { worst = max(worst, abs(Int(p[i + c]) * a - Int(theirs[i + c]) * b) / 255) }
            result.painted += 1
            if worst <= 2 { result.within += 1 }
            result.largest = max(result.largest, worst)
        }
        return result
    }

    @Test(
        "MyPaint shows Flourish's file as Flourish does, at the exponent the file names; at the other, it does not",
        .enabled(if: hasMyPaint, MyPaintBlendMatrixTests.why), arguments: [ColorSpace.linear, .legacy])
    func sameComposite(space: ColorSpace) throws {
        let folder = try TemporaryFolder()
        let session = try Self.painting(in: space)
        let path = folder.file("painting.ora")
        try SessionSaver.write(session.saveRequest(to: path), for: session)
        let document = try OpenRasterDocumentReader(path: path).document
        #expect(document.eotf == space.eotf, "the file names its space")
        // Flourish's own composite: its merged image.
        let merged = try Self.member(OpenRasterMember.mergedImage, of: path)
        let size = (merged.width, merged.height)
        let theirs = try Self.mypaint(path, size: size)
        let agreement = Self.agreement(merged, theirs, paper: session.canvasLook.paperShown)
        print("\(space): MyPaint within 2 levels of Flourish on \(agreement.within) of \(agreement.painted) painted pixels, largest \(agreement.largest)")
        #expect(agreement.painted > 5000, "the painting is compared at all")
        #expect(Double(agreement.within) >= 0.99 * Double(agreement.painted), "\(agreement)")
        // Negative control: rendered at the other exponent, MyPaint shows something else.
        let other = try Self.mypaint(path, eotf: space.isLegacy ? 2.2 : 1.0, size: size)
        let wrong = Self.agreement(merged, other, paper: session.canvasLook.paperShown)
        print("\(space) rendered at the wrong exponent: \(wrong.within) of \(wrong.painted)")
        #expect(Double(wrong.within) < 0.9 * Double(wrong.painted), "\(wrong)")
    }
}
