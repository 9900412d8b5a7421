import FlourishPaint
import FlourishSamples
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishTimelapse

/// What a timelapse holds: the video's picture is the frame and one canvas row, never a copy
/// of the canvas (a 32768x32768 canvas was 4 GiB of one), and computed as a reference computes
/// it from the canvas's own pixels; the recording's frames stream from its text, so more
/// samples cost about their text.
@Suite("Timelapse memory", .serialized)
struct TimelapseMemoryTests {
    static let paper = Color(r: 240, g: 232, b: 214)

    @Test("the picture of a 16384x16384 canvas holds its frame (about 230 KB), not the canvas's 1 GiB")
    func pictureHoldsNoCanvas() throws {
        let canvas = TileStore(width: 16384, height: 16384)
        let tile = canvas.debugWritablePixels(of: TileCoordinate(x: 100, y: 100))
        for i in stride(from: 0, to: TileStore.valuesPerTile, by: 4) { (tile[i], tile[i + 3]) = (32768, 32768) }
        let (frame, peak) = heapPeak {
            var frame = FittedFrame(width: 320, height: 180, canvasWidth: 16384, canvasHeight: 16384, paper: Self.paper)
            frame.markChanged([DirtyRegion(tiles: canvas.allocatedTiles, bounds: DirtyRegion.none.bounds)])
            frame.update(from: canvas)
            return frame
        }
        let bytes = try #require(peak, "the allocation counter cannot see every allocation here")
        #expect(bytes < 1 << 20, "the picture held \(bytes) bytes")
        // The red tile shows, in the frame pixels it falls under (each covers some 91x91 canvas
        // pixels, mostly paper).
        let tinted = stride(from: 0, to: frame.pixels.count, by: 4).filter { frame.pixels[$0 + 1] < Self.paper.g }
        #expect((1...4).contains(tinted.count), "\(tinted.count) frame pixels show the tile")
    }

    /// A canvas of random paint (premultiplied, as libmypaint leaves it) in some tiles, edge
    /// tiles with paint beyond the canvas among them.
    static func randomCanvas(width: Int, height: Int, seed: UInt64) -> TileStore {
        var numbers = SeededNumbers(seed: seed)
        let canvas = TileStore(width: width, height: height)
        for ty in 0..<canvas.tilesDown {
            for tx in 0..<canvas.tilesAcross where numbers.below(3) > 0 {
                let pixels = canvas.debugWritablePixels(of: TileCoordinate(x: tx, y: ty))
                for p in stride(from: 0, to: TileStore.valuesPerTile, by: 4) {
                    let alpha = UInt16(numbers.below(32769))
                    for c in 0..<3 { pixels[p + c] = UInt16(numbers.below(Int(alpha) + 1)) }
                    pixels[p + 3] = alpha
                }
            }
        }
        return canvas
    }

    /// The picture as its definition says, pixel by pixel: each frame pixel of the placed area
    /// the rounded mean of the canvas pixels it covers, each as the eyedropper converts it.
    static func reference(_ canvas: TileStore, width: Int, height: Int, placed: PixelRect) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) { (out[i * 4], out[i * 4 + 1], out[i * 4 + 2]) = (paper.r, paper.g, paper.b) }
        func span(_ i: Int, _ placedCount: Int, _ count: Int) -> Range<Int> {
            let start = i * count / placedCount
            return start..<max(start + 1, (i + 1) * count / placedCount)
        }
        for fy in 0..<placed.height {
            for fx in 0..<placed.width {
                var sum = (0, 0, 0)
                var n = 0
                for y in span(fy, placed.height, canvas.height) {
                    for x in span(fx, placed.width, canvas.width) {
                        guard let colour = canvas.colorOverPaper(x: x, y: y, paper: paper) else { continue }
                        sum = (sum.0 + Int(colour.r), sum.1 + Int(colour.g), sum.2 + Int(colour.b))
                        n += 1
                    }
                }
                let at = ((placed.y + fy) * width + placed.x + fx) * 4
                (out[at], out[at + 1], out[at + 2]) = (UInt8((sum.0 + n / 2) / n), UInt8((sum.1 + n / 2) / n), UInt8((sum.2 + n / 2) / n))
            }
        }
        return out
    }

    @Test("the picture is the reference's, shrunk, enlarged or squeezed", arguments: [(320, 180), (640, 480), (64, 48), (40, 200)])
    func pictureMatchesTheReference(width: Int, height: Int) {
        let canvas = Self.randomCanvas(width: 300, height: 200, seed: UInt64(width * 1000 + height))
        var frame = FittedFrame(width: width, height: height, canvasWidth: 300, canvasHeight: 200, paper: Self.paper)
        frame.markChanged([DirtyRegion(tiles: canvas.allocatedTiles, bounds: DirtyRegion.none.bounds)])
        frame.update(from: canvas)
        let expected = Self.reference(canvas, width: width, height: height, placed: frame.placed)
        #expect(frame.pixels == expected)
        // Negative control: a tile changed and not marked is not in the picture; marked, it is.
        let changed = TileCoordinate(x: 2, y: 1)
        let red = canvas.debugWritablePixels(of: changed)
        for i in stride(from: 0, to: TileStore.valuesPerTile, by: 4) { (red[i], red[i + 1], red[i + 2], red[i + 3]) = (32768, 0, 0, 32768) }
        frame.update(from: canvas)
        let now = Self.reference(canvas, width: width, height: height, placed: frame.placed)
        #expect(frame.pixels != now)
        frame.markChanged([DirtyRegion(tiles: [changed], bounds: DirtyRegion.none.bounds)])
        frame.update(from: canvas)
        #expect(frame.pixels == now)
    }

    @Test("a timelapse streams its frames: 80k more samples cost about their text, not their events",
          .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/mypaint-data/2.0/brushes/classic/pencil.myb")))
    func timelapseStreams() throws {
        let folder = try TemporaryFolder()
        func peak(_ samples: Int) throws -> (bytes: Int, text: Int) {
            var text = "flourish-recording 2\nbrush classic/pencil\ncanvas 64x64\nsamples\n"
            for i in 0..<samples { text += "s \(i / 8) \(Double(i) * 0.004) \(i % 64).25 \(i % 50).5 0 0 0 pen 0\n" }
            let path = try folder.write(text, to: "hover-\(samples).flourish")
            var request = TimelapseRequest(recordingPath: path, outputPath: folder.file("hover-\(samples).mp4"))
            (request.width, request.height, request.seconds, request.fps) = (32, 32, 3, 1)
            let (report, bytes) = try heapPeak { try Timelapse.render(request).0 }
            #expect(report.samples == samples)
            return (try #require(bytes, "the allocation counter cannot see every allocation here"), text.utf8.count)
        }
        let small = try peak(20_000)
        let large = try peak(100_000)
        let grown = large.bytes - small.bytes
        let text = large.text - small.text
        #expect(grown < text + text / 4 + (1 << 20), "80k more samples held \(grown) bytes more, for \(text) bytes more of text")
    }
}
