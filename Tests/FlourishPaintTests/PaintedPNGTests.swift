import FlourishImage
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishPaint

/// The rows and the stream writer and reader together: what a save of the painted bounds and
/// an open of the file will do.
@Suite("Painted bounds through a streamed PNG and back")
struct PaintedPNGTests {
    @Test("a painting's bounds saved row by row equal that part of the whole-canvas export, and read back into tiles")
    func saveAndOpen() throws {
        let engine = PaintEngine(width: 1000, height: 700, brush: try Brush(named: "classic/charcoal"))
        for batch in Strokes.batches(WaveStroke.curve.samples(from: 130, 300, length: 500, samples: 150), size: 5) {
            engine.continueStroke(batch)
        }
        let store = engine.tiles
        let bounds = try #require(store.paintedBounds)
        #expect(bounds.width < 1000 / 2 + 200 && bounds.height < 700 / 2, "the bounds are the stroke's, not the canvas")

        let folder = FileManager.default.temporaryDirectory.path + "/flourish-paint-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/painting.png"
        try PNGStreamWriter.write(to: path, width: bounds.width, height: bounds.height) { row, out in
            store.fillStraightRGBA8Row(y: bounds.y + row, x0: bounds.x, width: bounds.width, into: out)
        }

        // libpng's simplified reader sees the crop of the old whole-canvas export.
        let whole = store.straightRGBA8()
        var crop: [UInt8] = []
        for y in bounds.y..<bounds.y + bounds.height {
            let start = (y * store.width + bounds.x) * 4
            crop += whole[start..<start + bounds.width * 4]
        }
        let file = try PNGFile.read(path)
        #expect(file.width == bounds.width && file.height == bounds.height)
        #expect(file.pixels == crop)

        // Opened into a fresh canvas at the same place, it exports the same bytes again, except
        // where fix15 cannot hold the colour: under alpha 0 (a faint edge whose fix15 alpha
        // rounds to 0 in 8 bits still has colour in the file) it is gone, under alpha 1 it is
        // within 1.
        let opened = TileStore(width: 1000, height: 700)
        let reader = try PNGStreamReader.open(path)
        try reader.readRows { row, pixels in
            opened.writeStraightRGBA8Row(y: bounds.y + row, x0: bounds.x, width: bounds.width, from: pixels)
        }
        let again = opened.straightRGBA8()
        var differing = (alphaZero: 0, alphaOne: 0, other: 0)
        for i in stride(from: 0, to: whole.count, by: 4) where whole[i..<i + 4] != again[i..<i + 4] {
            if whole[i + 3] == 0 && again[i..<i + 4] == [0, 0, 0, 0] {
                differing.alphaZero += 1
            } else if whole[i + 3] == 1 && again[i + 3] == 1
                && (0..<3).allSatisfy({ abs(Int(whole[i + $0]) - Int(again[i + $0])) <= 1 })
            {
                differing.alphaOne += 1
            } else {
                differing.other += 1
            }
        }
        #expect(differing.other == 0, "\(differing)")
        #expect(differing.alphaZero + differing.alphaOne < bounds.width * bounds.height / 10, "\(differing)")
        #expect(Set(opened.allocatedTiles).isSubset(of: Set(store.allocatedTiles)))
        #expect(opened.allocatedTileCount > 0)
    }
}
