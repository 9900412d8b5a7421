import FlourishCompositing
import FlourishDocuments
import FlourishPaint
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Foundation
import Testing

/// Paintings made the way the app makes them: libmypaint strokes through `PaintEngine`.
enum Painting {
    /// The paper the round-trip tests save: not white, so a paper lost or swapped for white shows.
    static let paper = Color(r: 222, g: 205, b: 170)
    static let limit = (width: 32768, height: 32768)

    /// A canvas with strokes in several colours, each given as its start point, which cross
    /// tile edges: charcoal (the pen), whose grain leaves partly transparent pixels, and every
    /// second stroke a fat marker (the mouse), which leaves opaque ones.
    static func engine(width: Int = 700, height: Int = 500, strokes: [(x: Double, y: Double)]) throws -> PaintEngine {
        let engine = PaintEngine(width: width, height: height, brush: try Brush(named: "classic/charcoal"))
        engine.setBrush(try Brush(named: "classic/marker_fat"), for: .mouse)
        paint(engine, strokes: strokes, startTime: 1)
        return engine
    }

    /// More strokes on `engine`, starting at `startTime` (later than any stroke before it);
    /// the tiles they wrote.
    @discardableResult
    static func paint(
        _ engine: PaintEngine, strokes: [(x: Double, y: Double)], startTime: Double
    ) -> Set<TileCoordinate> {
        var touched: Set<TileCoordinate> = []
        let colours = [
            Color(r: 30, g: 40, b: 160), Color(r: 180, g: 30, b: 40), Color(r: 20, g: 120, b: 50),
            Color(r: 90, g: 60, b: 20),
        ]
        for (index, start) in strokes.enumerated() {
            let tool: Tool = index % 2 == 0 ? .pen : .mouse
            engine.brush(for: tool).setColor(colours[index % colours.count])
            let samples = WaveStroke.painting.samples(from: start.x, start.y, startTime: startTime + Double(index), tool: tool)
            touched.formUnion(engine.continueStroke(samples).tiles)
        }
        return touched
    }

    /// The strokes most tests paint: over many tiles, away from the canvas's top-left corner
    /// (so the painted bounds do not start at 0, 0).
    static let strokes: [(x: Double, y: Double)] = [(150, 120), (180, 200), (300, 330), (140, 290)]
    /// Fewer identical painted pixels than this in a comparison, and it did not compare the
    /// test painting (which has some 11 000).
    static let substantial = 8_000
    /// A different painting, for negative controls.
    static let otherStrokes: [(x: Double, y: Double)] = [(160, 140), (260, 250)]

    /// A fresh canvas holding exactly the pixels `source` holds now (fix15, tile by tile): a
    /// deep copy that shares no tile with it.
    static func deepCopy(of source: TileStore) -> TileStore {
        let copy = TileStore(width: source.width, height: source.height)
        for tile in source.allocatedTiles {
            guard let pixels = source.pixels(of: tile) else { continue }
            copy.debugWritablePixels(of: tile).update(from: pixels, count: TileStore.valuesPerTile)
        }
        return copy
    }
}

/// The pixels as 8-bit straight RGBA rows stored through `curve` (a painting's), as a PNG of
/// the whole canvas would hold them.
func rows(_ source: some TileSource, curve: TransferCurve) -> [[UInt8]] {
    (0..<source.height).map { y in
        [UInt8](unsafeUninitializedCapacity: source.width * 4) { buffer, count in
            buffer.initialize(repeating: 0x5A)
            source.fillStraightRGBA8Row(y: y, x0: 0, width: source.width, into: buffer.baseAddress!, curve: curve)
            count = source.width * 4
        }
    }
}

/// The painting's composite as a PNG of the whole canvas holds it (`CanvasLook.fillExportRow`):
/// where a mode blends with the paper, the paper included.
func shownRows(_ session: PaintSession) -> [[UInt8]] {
    let look = session.canvasLook
    return (0..<session.canvas.height).map { y in
        [UInt8](unsafeUninitializedCapacity: session.canvas.width * 4) { buffer, count in
            buffer.initialize(repeating: 0x5A)
            look.fillExportRow(of: session.canvas, y: y, x0: 0, width: session.canvas.width, into: buffer.baseAddress!)
            count = session.canvas.width * 4
        }
    }
}

/// 8-bit straight pixels as a painting in `curve`'s space keeps them: decoded onto tiles and
/// stored again (in the legacy space the same, but for alpha 0 and 1; in another, a dark
/// colour under little alpha comes back a little off, as fix15 light holds it).
func throughCurve(_ rows: [[UInt8]], curve: TransferCurve) -> [[UInt8]] {
    rows.map { row in
        let count = row.count / 4
        var tile = [UInt16](repeating: 0, count: row.count)
        var out = [UInt8](repeating: 0, count: row.count)
        row.withUnsafeBufferPointer { source in
            tile.withUnsafeMutableBufferPointer { PixelFormat.premultiplied(source.baseAddress!, count: count, into: $0.baseAddress!, curve: curve) }
        }
        tile.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { PixelFormat.straight8(source.baseAddress!, count: count, into: $0.baseAddress!, curve: curve) }
        }
        return out
    }
}

/// The canvas as 8-bit straight RGBA rows, as a PNG of the whole canvas would hold them.
func rows(_ source: some TileSource) -> [[UInt8]] {
    (0..<source.height).map { y in
        [UInt8](unsafeUninitializedCapacity: source.width * 4) { buffer, count in
            // Garbage first, so a pixel the fill leaves out shows.
            buffer.initialize(repeating: 0x5A)
            source.fillStraightRGBA8Row(y: y, x0: 0, width: source.width, into: buffer.baseAddress!)
            count = source.width * 4
        }
    }
}

/// The tiles in which some pixel of `rows` is not fully transparent.
func tilesWithPaint(_ rows: [[UInt8]]) -> Set<TileCoordinate> {
    var tiles: Set<TileCoordinate> = []
    for (y, row) in rows.enumerated() {
        for x in 0..<(row.count / 4) where row[x * 4 + 3] != 0 {
            tiles.insert(TileCoordinate(x: x / TileStore.tileSize, y: y / TileStore.tileSize))
        }
    }
    return tiles
}

/// How many pixels of `rows` have an alpha `alphas` contains.
func count(_ rows: [[UInt8]], alpha alphas: ClosedRange<UInt8>) -> Int {
    rows.reduce(0) { sum, row in sum + stride(from: 3, to: row.count, by: 4).count { alphas.contains(row[$0]) } }
}

/// Opens `path` as the app does (inspect, then load into a canvas of the inspected size).
func open(
    _ path: String, canvas: (width: Int, height: Int) = (700, 500),
    limit: (width: Int, height: Int) = Painting.limit
) throws -> (contents: DocumentContents, store: TileStore) {
    let contents = try DocumentReader.inspect(path, canvas: canvas, limit: limit)
    let store = TileStore(width: contents.canvasWidth, height: contents.canvasHeight)
    try DocumentReader.load(contents, into: store)
    return (contents, store)
}

/// A fixture of the OpenRaster tests (the MyPaint file and the helper scripts).
func openRasterFixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FlourishOpenRasterTests/Fixtures/" + name).path
}



/// Sets a file's modification time.
func setModified(_ path: String, _ date: Date) throws {
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
}

/// How a canvas's rows compare with the rows it should hold, pixel by pixel.
///
/// A file holds a painting's 8-bit rows byte for byte, but a canvas opened from it holds
/// fix15 premultiplied colour (colour times alpha), and that cannot keep every 8-bit pixel:
/// under alpha 1 only 130 values per colour channel exist, so a colour may come back 1 off;
/// under alpha 0 no colour exists, so a faint edge whose alpha rounds to 0 in 8 bits (but whose
/// colour the file keeps) comes back as 0, 0, 0, 0. Every other pixel must come back exact.
struct Comparison: Equatable, CustomStringConvertible {
    /// Pixels that are not exact and not one of the two cases above.
    var wrong = 0
    var alphaOneOffByOne = 0
    var alphaZeroCleared = 0
    /// Pixels identical, and of those how many hold paint (alpha above 0).
    var identical = 0
    var identicalPainted = 0

    var description: String {
        "\(wrong) pixels wrong, \(alphaOneOffByOne) under alpha 1 one off, \(alphaZeroCleared) under alpha 0 "
            + "cleared, \(identical) identical (\(identicalPainted) painted)"
    }

    /// Exactly equal: every pixel identical.
    var isIdentical: Bool { wrong == 0 && alphaOneOffByOne == 0 && alphaZeroCleared == 0 }
    /// Equal up to what fix15 can hold (see above).
    var isFaithful: Bool { wrong == 0 }
}

/// Compares `actual` with `expected`, pixel by pixel (see `Comparison`).
func compare(_ actual: [[UInt8]], with expected: [[UInt8]]) -> Comparison {
    var result = Comparison()
    guard actual.count == expected.count else {
        result.wrong = Int.max
        return result
    }
    for (a, e) in zip(actual, expected) {
        guard a.count == e.count else {
            result.wrong = Int.max
            return result
        }
        a.withUnsafeBufferPointer { a in
            e.withUnsafeBufferPointer { e in
                for x in stride(from: 0, to: a.count, by: 4) {
                    if a[x] == e[x] && a[x + 1] == e[x + 1] && a[x + 2] == e[x + 2] && a[x + 3] == e[x + 3] {
                        result.identical += 1
                        if e[x + 3] != 0 { result.identicalPainted += 1 }
                    } else if e[x + 3] == 0 && a[x] == 0 && a[x + 1] == 0 && a[x + 2] == 0 && a[x + 3] == 0 {
                        result.alphaZeroCleared += 1
                    } else if e[x + 3] == 1 && a[x + 3] == 1
                        && (0..<3).allSatisfy({ abs(Int(a[x + $0]) - Int(e[x + $0])) <= 1 })
                    {
                        result.alphaOneOffByOne += 1
                    } else {
                        result.wrong += 1
                    }
                }
            }
        }
    }
    return result
}
