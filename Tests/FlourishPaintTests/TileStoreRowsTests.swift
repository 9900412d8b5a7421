import FlourishTestSupport
import Testing

@testable import FlourishPaint

@Suite("Tile store rows: painted bounds, 8-bit rows out of the tiles and back in")
struct TileStoreRowsTests {
    /// Fills whole tiles with valid premultiplied pixels (each colour at most alpha), alpha 0
    /// and 1.0 included, so conversions meet every case.
    func paint(_ store: TileStore, _ tiles: [TileCoordinate], seed: UInt64) {
        var random = SeededNumbers(seed: seed)
        for tile in tiles {
            let pixels = store.debugWritablePixels(of: tile)
            for i in 0..<(TileStore.valuesPerTile / 4) {
                let a: UInt16 =
                    switch i % 7 {
                    case 0: 0
                    case 1: TileStore.one
                    default: UInt16.random(in: 0...TileStore.one, using: &random)
                    }
                for c in 0..<3 { pixels[i * 4 + c] = UInt16.random(in: 0...a, using: &random) }
                pixels[i * 4 + 3] = a
            }
        }
    }

    /// One row segment through `fillStraightRGBA8Row`.
    func row(_ store: TileStore, y: Int, x0: Int, width: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * 4) { buffer, count in
            // Garbage first, so a pixel the fill forgets shows.
            buffer.initialize(repeating: 0xA5)
            store.fillStraightRGBA8Row(y: y, x0: x0, width: width, into: buffer.baseAddress!)
            count = width * 4
        }
    }

    // MARK: Bounds

    @Test("an unpainted canvas has no painted bounds, nor one emptied again")
    func emptyBounds() {
        let store = TileStore(width: 300, height: 200)
        #expect(store.paintedBounds == nil)
        paint(store, [TileCoordinate(x: 1, y: 1)], seed: 1)
        #expect(store.paintedBounds != nil)
        store.removeAll()
        #expect(store.paintedBounds == nil)
    }

    @Test(
        "painted bounds enclose exactly the allocated tiles, clipped to the canvas",
        arguments: [
            ([(1, 1)], PixelRect(x: 64, y: 64, width: 36, height: 6)),
            ([(0, 0)], PixelRect(x: 0, y: 0, width: 64, height: 64)),
            ([(1, 0), (0, 1)], PixelRect(x: 0, y: 0, width: 100, height: 70)),
            ([(1, 0)], PixelRect(x: 64, y: 0, width: 36, height: 64)),
        ] as [([(Int, Int)], PixelRect)])
    func boundsOfTiles(tiles: [(Int, Int)], expected: PixelRect) {
        let store = TileStore(width: 100, height: 70)
        paint(store, tiles.map { TileCoordinate(x: $0.0, y: $0.1) }, seed: 2)
        #expect(store.paintedBounds == expected)
    }

    @Test("painted bounds of scattered tiles on a large canvas: from the least to the greatest in each direction")
    func scatteredBounds() {
        let store = TileStore(width: 16384, height: 16384)
        paint(
            store, [TileCoordinate(x: 40, y: 3), TileCoordinate(x: 7, y: 90), TileCoordinate(x: 100, y: 50)], seed: 3)
        #expect(
            store.paintedBounds == PixelRect(x: 7 * 64, y: 3 * 64, width: (100 - 7 + 1) * 64, height: (90 - 3 + 1) * 64)
        )
    }

    // MARK: Rows out

    @Test(
        "rows out of the tiles equal the whole-canvas export, for any segment, tiles absent included",
        arguments: [(0, 130), (5, 64), (63, 2), (64, 66), (1, 128), (100, 30)])
    func rowsMatchWholeCanvas(x0: Int, width: Int) {
        let store = TileStore(width: 130, height: 100)
        // Tile (1, 0) and the whole second tile row but (0, 1) stay unpainted.
        paint(store, [TileCoordinate(x: 0, y: 0), TileCoordinate(x: 2, y: 0), TileCoordinate(x: 1, y: 1)], seed: 4)
        let whole = store.straightRGBA8()
        for y in 0..<store.height {
            let start = (y * store.width + x0) * 4
            #expect(row(store, y: y, x0: x0, width: width) == Array(whole[start..<start + width * 4]), "row \(y)")
        }
    }

    @Test("rows use TileConversion.straightRGBA8's rounding, pixel by pixel")
    func rowsUseTheFileRounding() {
        let store = TileStore(width: 64, height: 64)
        paint(store, [TileCoordinate(x: 0, y: 0)], seed: 5)
        for y in [0, 17, 63] {
            let bytes = row(store, y: y, x0: 0, width: 64)
            for x in 0..<64 {
                let p = store.pixel(x: x, y: y)
                let (r, g, b, a) = TileConversion.straightRGBA8(r: p.r, g: p.g, b: p.b, a: p.a)
                #expect(Array(bytes[x * 4..<x * 4 + 4]) == [r, g, b, a])
            }
        }
    }

    @Test(
        "pixels outside the canvas, and rows above or below it, come out transparent",
        arguments: [(-1, -3, 10), (100, -5, 140), (0, 95, 10), (30, -200, 220), (30, -200, 10), (99, -5, 140)])
    func outsideIsTransparent(y: Int, x0: Int, width: Int) {
        let store = TileStore(width: 100, height: 100)
        // Paint whole tiles, so tile pixels past the canvas edge (x or y 100...127) hold paint too.
        paint(store, (0..<2).flatMap { ty in (0..<2).map { TileCoordinate(x: $0, y: ty) } }, seed: 6)
        let bytes = row(store, y: y, x0: x0, width: width)
        for i in 0..<width {
            let x = x0 + i
            let pixel = Array(bytes[i * 4..<i * 4 + 4])
            if y < 0 || y >= 100 || x < 0 || x >= 100 {
                #expect(pixel == [0, 0, 0, 0], "(\(x), \(y))")
            } else {
                let p = store.pixel(x: x, y: y)
                let (r, g, b, a) = TileConversion.straightRGBA8(r: p.r, g: p.g, b: p.b, a: p.a)
                #expect(pixel == [r, g, b, a])
            }
        }
    }

    // MARK: Rows in

    /// Row y holds alpha y, column x colour x (green and blue scrambled differently), so the
    /// 256 x 256 canvas holds every (colour, alpha) pair in every channel.
    func everyPair() -> (TileStore, [UInt8]) {
        let store = TileStore(width: 256, height: 256)
        var input = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for y in 0..<256 {
            for x in 0..<256 {
                let i = (y * 256 + x) * 4
                input[i] = UInt8(x)
                input[i + 1] = UInt8(255 - x)
                input[i + 2] = UInt8((x * 7 + 3) & 255)
                input[i + 3] = UInt8(y)
            }
            input.withUnsafeBufferPointer {
                store.writeStraightRGBA8Row(y: y, x0: 0, width: 256, from: $0.baseAddress! + y * 1024)
            }
        }
        return (store, input)
    }

    @Test("8-bit -> fix15 -> 8-bit: every colour of every alpha from 2 to 255 comes back byte for byte")
    func exactFromAlphaTwo() {
        let (store, input) = everyPair()
        for y in 2..<256 {
            #expect(row(store, y: y, x0: 0, width: 256) == Array(input[y * 1024..<(y + 1) * 1024]), "alpha \(y)")
        }
    }

    /// fix15 keeps colour times alpha: at alpha 1/255 that is 0...129 for 256 colours, so only
    /// 130 of them survive, and at alpha 0 none does.
    @Test("alpha 1 keeps 130 colour values per channel exactly and the rest within 1; alpha 0 keeps no colour")
    func lossyBelowAlphaTwo() {
        let (store, input) = everyPair()
        let one = row(store, y: 1, x0: 0, width: 256)
        for channel in 0..<3 {
            let pairs = (0..<256).map { (Int(input[1024 + $0 * 4 + channel]), Int(one[$0 * 4 + channel])) }
            #expect(pairs.filter { $0.0 == $0.1 }.count == 130, "channel \(channel)")
            #expect(pairs.allSatisfy { abs($0.0 - $0.1) <= 1 }, "channel \(channel)")
        }
        #expect(stride(from: 3, to: 1024, by: 4).allSatisfy { one[$0] == 1 })
        #expect(row(store, y: 0, x0: 0, width: 256) == [UInt8](repeating: 0, count: 1024))
    }

    @Test("writing premultiplies: alpha round(a * 32768 / 255), colour round(c * alpha / 255)")
    func premultipliesKnownValues() {
        let store = TileStore(width: 64, height: 1)
        let pixels: [UInt8] = [255, 0, 128, 255, 255, 255, 255, 128, 10, 20, 30, 1, 200, 100, 50, 0]
        store.writeStraightRGBA8Row(y: 0, x0: 0, width: 4, from: pixels)
        #expect(store.pixel(x: 0, y: 0) == (32768, 0, 16448, 32768))
        #expect(store.pixel(x: 1, y: 0) == (16448, 16448, 16448, 16448))
        #expect(store.pixel(x: 2, y: 0) == (5, 10, 15, 129))
        #expect(store.pixel(x: 3, y: 0) == (0, 0, 0, 0))
    }

    @Test("only tiles that receive a pixel with alpha allocate; transparent rows allocate none")
    func allocatesOnlyForPaint() {
        let store = TileStore(width: 300, height: 100)
        var line = [UInt8](repeating: 0, count: 300 * 4)
        // Colour under alpha 0 is still transparent.
        for x in 0..<300 { line[x * 4] = 200 }
        store.writeStraightRGBA8Row(y: 10, x0: 0, width: 300, from: line)
        #expect(store.allocatedTileCount == 0)
        line[130 * 4 + 3] = 1
        store.writeStraightRGBA8Row(y: 70, x0: 0, width: 300, from: line)
        #expect(store.allocatedTiles == [TileCoordinate(x: 2, y: 1)])
        #expect(store.takeDirtyTiles() == [TileCoordinate(x: 2, y: 1)])
        // A transparent row over the painted tile clears its pixels and keeps the tile.
        line[130 * 4 + 3] = 0
        store.writeStraightRGBA8Row(y: 70, x0: 0, width: 300, from: line)
        #expect(store.pixel(x: 130, y: 70) == (0, 0, 0, 0))
        #expect(store.allocatedTileCount == 1)
    }

    @Test("a segment lands at its columns, crossing tiles; columns outside the canvas are dropped")
    func segmentsLandInPlace() {
        let store = TileStore(width: 100, height: 64)
        // Columns -3 ... 106: the first three and the last seven are off the canvas.
        let width = 110
        var line = [UInt8](repeating: 0, count: width * 4)
        for i in 0..<width { line[i * 4..<i * 4 + 4] = [UInt8(i), UInt8(i * 2 & 255), 7, 255] }
        store.writeStraightRGBA8Row(y: 5, x0: -3, width: width, from: line)
        #expect(store.allocatedTiles == [TileCoordinate(x: 0, y: 0), TileCoordinate(x: 1, y: 0)])
        // Tile (1, 0) reaches x = 127; nothing past the canvas edge (x = 100) was written.
        for x in 100..<128 { #expect(store.pixel(x: x, y: 5) == (0, 0, 0, 0)) }
        #expect(row(store, y: 5, x0: 0, width: 100) == Array(line[12..<(12 + 400)]))
        #expect(row(store, y: 4, x0: 0, width: 100) == [UInt8](repeating: 0, count: 400))
        // A segment starting inside a tile lands at its columns, and nowhere else.
        store.writeStraightRGBA8Row(y: 6, x0: 37, width: 40, from: line)
        #expect(
            row(store, y: 6, x0: 0, width: 100) == [UInt8](repeating: 0, count: 37 * 4) + line[0..<160]
                + [UInt8](repeating: 0, count: 23 * 4))
        // Rows off the canvas write nothing.
        store.writeStraightRGBA8Row(y: 64, x0: 0, width: 100, from: line)
        store.writeStraightRGBA8Row(y: -1, x0: 0, width: 100, from: line)
        #expect(store.allocatedTileCount == 2)
    }

    @Test("writing rows goes through the journal, so an opened image can be undone like a stroke")
    func writesAreJournaled() {
        let store = TileStore(width: 64, height: 64)
        paint(store, [TileCoordinate(x: 0, y: 0)], seed: 7)
        let before = TilePixels(copying: store.pixels(of: TileCoordinate(x: 0, y: 0))!)
        let journal = TileJournal()
        store.journal = journal
        store.writeStraightRGBA8Row(y: 3, x0: 0, width: 1, from: [1, 2, 3, 255])
        let saved = journal.replaced
        #expect(saved.keys.sorted() == [TileCoordinate(x: 0, y: 0)])
        #expect(saved[TileCoordinate(x: 0, y: 0)]??.hasSamePixels(as: before) == true)
    }
}
