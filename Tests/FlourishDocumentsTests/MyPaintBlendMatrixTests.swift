import FlourishCompositing
import FlourishDocuments
import FlourishLayers
import FlourishPaint
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Foundation
import Testing

/// Every layer mode MyPaint has, in files MyPaint's own library made at test time
/// (FlourishOpenRasterTests/Fixtures/mypaint-blend-matrix.py: a Normal base layer, and a layer
/// in the mode half over it and half over bare paper), over white and tan paper, at exponent
/// 2.2 (linear) and 1.0 (legacy), each rendered by MyPaint as it shows it: Flourish opens each
/// file and shows it within 2 levels of MyPaint on 99% of the painted pixels.
@Suite("Blend modes over the paper, against MyPaint's own rendering")
struct MyPaintBlendMatrixTests {
    static let why: Comment = "MyPaint's Python library is not installed (apt-get install mypaint)"
    static let width = 192
    static let height = 128
    static let white = Color(r: 255, g: 255, b: 255)
    static let tan = Color(r: 210, g: 180, b: 140)

    /// How near Flourish's pixels are to MyPaint's: painted pixels (where either layer of the
    /// file has paint), and how many of them are within 2 levels (alpha, and each colour
    /// weighted by alpha: an almost transparent pixel's straight colour is noise).
    struct Agreement: CustomStringConvertible {
        var painted = 0
        var within = 0
        var largest = 0
        var fraction: Double { painted == 0 ? 0 : Double(within) / Double(painted) }
        var passes: Bool { painted > 1000 && fraction >= 0.99 }
        var description: String {
            "\(within)/\(painted) within 2 (\(String(format: "%.1f", fraction * 100))%), largest \(largest)"
        }
    }

    /// MyPaint's files for one paper and exponent, in `folder`: each mode's OpenRaster name,
    /// file and rendering.
    static func make(eotf: Double, paper: Color, in folder: TemporaryFolder) throws -> [(name: String, file: String, rendering: [UInt8])] {
        let made = try python([openRasterFixture("mypaint-blend-matrix.py"), folder.path, "\(eotf)", String(paper.description.dropFirst())])
        try #require(made.status == 0, "mypaint-blend-matrix.py: \(made.output)")
        let names = made.output.split(separator: "\n").map(String.init).filter { $0.contains(":") }
        return try names.enumerated().map { index, name in
            let stem = folder.file(String(format: "mode-%02d", index))
            let rendering = try #require(FileManager.default.contents(atPath: stem + ".rgba"))
            try #require(rendering.count == width * height * 4)
            return (name, stem + ".ora", Array(rendering))
        }
    }

    /// `file` opened as Flourish opens it.
    static func open(_ file: String) throws -> PaintSession {
        let contents = try DocumentReader.inspect(file, canvas: (width, height), limit: Painting.limit)
        let session = try makeSession(width: contents.canvasWidth, height: contents.canvasHeight)
        try DocumentReader.open(contents, into: session)
        return session
    }

    /// What the painter sees of `composite` (the merged image's rows, see
    /// `CanvasLook.fillMergedRow`).
    static func shown(_ composite: some TileSource, look: CanvasLook) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                look.fillMergedRow(of: composite, y: y, x0: 0, width: width, into: buffer.baseAddress! + y * width * 4)
            }
        }
        return out
    }

    /// The painting's layers composited over no paper and then laid on it: how Flourish
    /// showed every stack before the paper took part in blending (the negative control).
    static func shownWithoutPaper(_ session: PaintSession) -> [UInt8] {
        let flat = TileStore(width: width, height: height)
        for tile in session.layers.paintedTiles {
            flat.setTile(tile, to: LayerCompositor.freshComposite(of: session.layers.arrangement, at: tile, paper: nil))
        }
        return shown(flat, look: CanvasLook(paper: session.paper, curve: session.curve))
    }

    static func agreement(_ ours: [UInt8], _ theirs: [UInt8], painted: [Bool]) -> Agreement {
        var result = Agreement()
        for pixel in 0..<(width * height) where painted[pixel] {
            let i = pixel * 4
            let (a, b) = (Int(ours[i + 3]), Int(theirs[i + 3]))
            var worst = abs(a - b)
            for c in 0..<3 { worst = max(worst, abs(Int(ours[i + c]) * a - Int(theirs[i + c]) * b) / 255) }
            result.painted += 1
            if worst <= 2 { result.within += 1 }
            result.largest = max(result.largest, worst)
        }
        return result
    }

    /// Where any layer of the opened file has paint.
    static func painted(_ session: PaintSession) -> [Bool] {
        var painted = [Bool](repeating: false, count: width * height)
        for entry in session.layers.entries where !entry.isGroup {
            for y in 0..<height {
                for x in 0..<width where entry.layer.tiles.pixel(x: x, y: y).a > 0 { painted[y * width + x] = true }
            }
        }
        return painted
    }

    /// `file` with its `mypaint:eotf` rewritten to `eotf`, as `copy` (Fixtures/ora-with-eotf.py).
    static func rewriting(_ file: String, eotf: String, as copy: String) throws {
        let run = try python([openRasterFixture("ora-with-eotf.py"), file, copy, eotf])
        try #require(run.status == 0, "ora-with-eotf.py: \(run.output)")
    }

    @Test(
        "every mode over white and tan paper, linear and legacy: within 2 levels of MyPaint on 99% of painted pixels",
        .enabled(if: hasMyPaint, why),
        arguments: [(2.2, white), (2.2, tan), (1.0, white), (1.0, tan)])
    func matrix(eotf: Double, paper: Color) throws {
        let folder = try TemporaryFolder(prefix: "flourish-blend-matrix")
        let files = try Self.make(eotf: eotf, paper: paper, in: folder)
        #expect(Set(files.compactMap { BlendMode(compositeOp: $0.name) }) == Set(BlendMode.allCases), "every mode of ours is one of MyPaint's")
        var failedWithoutPaper: [String] = []
        for (name, file, rendering) in files {
            let session = try Self.open(file)
            #expect(session.colorSpace.eotf == eotf, "\(name): the file's own space")
            let painted = Self.painted(session)
            let agreement = Self.agreement(Self.shown(session.canvas, look: session.canvasLook), rendering, painted: painted)
            print("eotf \(eotf) paper \(paper) \(name): \(agreement)")
            #expect(agreement.passes, "eotf \(eotf), paper \(paper), \(name): \(agreement)")
            // Negative control: with the paper left out of the blend, the modes that blend
            // with it are off.
            let without = Self.agreement(Self.shownWithoutPaper(session), rendering, painted: painted)
            if !without.passes { failedWithoutPaper.append("\(name) \(without)") }
        }
        print("eotf \(eotf) paper \(paper), without the paper: \(failedWithoutPaper.count) modes off: \(failedWithoutPaper)")
        #expect(failedWithoutPaper.count >= 12, "with the paper left out only \(failedWithoutPaper.count) modes are off")
        #expect(!failedWithoutPaper.contains { $0.hasPrefix("svg:src-over ") }, "Normal needs no paper in the blend")
    }

    @Test("negative control: a linear file read at the wrong exponent is off", .enabled(if: hasMyPaint, why))
    func wrongExponent() throws {
        let folder = try TemporaryFolder(prefix: "flourish-blend-matrix")
        let files = try Self.make(eotf: 2.2, paper: Self.tan, in: folder)
        var off = 0
        for (name, file, rendering) in files {
            let wrong = folder.file("wrong-\(URL(fileURLWithPath: file).lastPathComponent)")
            try Self.rewriting(file, eotf: "1.0", as: wrong)
            let session = try Self.open(wrong)
            #expect(session.colorSpace == .legacy)
            let agreement = Self.agreement(Self.shown(session.canvas, look: session.canvasLook), rendering, painted: Self.painted(session))
            if !agreement.passes { off += 1 } else { print("read at 1.0, \(name) still agrees: \(agreement)") }
        }
        #expect(off >= 18, "read at eotf 1.0 only \(off) of \(files.count) modes are off")
    }
}
