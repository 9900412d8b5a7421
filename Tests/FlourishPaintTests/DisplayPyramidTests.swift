import FlourishSamples
import FlourishTestSupport
import Testing

@testable import FlourishPaint

@Suite("Display pyramid")
struct DisplayPyramidTests {
    let paper = Color(r: 244, g: 240, b: 230)

    /// Fills whole tiles (including any part past the canvas edge) with valid premultiplied
    /// pixels: alpha anywhere in 0...1, each colour at most alpha.
    func paint(_ store: TileStore, _ tiles: [TileCoordinate], seed: UInt64) {
        var random = SeededNumbers(seed: seed)
        for tile in tiles {
            let pixels = store.debugWritablePixels(of: tile)
            for i in 0..<(TileStore.valuesPerTile / 4) {
                let a = UInt16.random(in: 0...TileStore.one, using: &random)
                for c in 0..<3 { pixels[i * 4 + c] = UInt16.random(in: 0...a, using: &random) }
                pixels[i * 4 + 3] = a
            }
        }
    }

    /// Every tile of the store's grid except a scattering of gaps, so levels mix paint and paper.
    func mostTiles(of store: TileStore) -> [TileCoordinate] {
        var tiles: [TileCoordinate] = []
        for y in 0..<store.tilesDown {
            for x in 0..<store.tilesAcross where (x * 7 + y * 3) % 5 != 0 {
                tiles.append(TileCoordinate(x: x, y: y))
            }
        }
        return tiles
    }

    /// Level `level` of the pyramid as one image the size of the reference's, drawn a tile
    /// at a time through `render` with the image's row stride.
    func image(of pyramid: DisplayPyramid, level: Int, like reference: ReferencePyramid) -> [UInt8] {
        let width = reference.width >> level
        let height = reference.height >> level
        var image = [UInt8](repeating: 0, count: width * height * 4)
        image.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            for ty in 0..<height / 64 {
                for tx in 0..<width / 64 {
                    pyramid.render(
                        level: level, tile: TileCoordinate(x: tx, y: ty),
                        into: base + (ty * 64 * width + tx * 64) * 4, rowStride: width * 4)
                }
            }
        }
        return image
    }

    /// Pixels (x, y) where two images of `width` pixels across differ.
    func differences(_ a: [UInt8], _ b: [UInt8], width: Int) -> [PixelPoint] {
        var found: [PixelPoint] = []
        let end = min(a.count, b.count)
        for i in stride(from: 0, to: end, by: 4) where a[i..<i + 4] != b[i..<i + 4] {
            found.append(PixelPoint(x: (i / 4) % width, y: (i / 4) / width))
        }
        return found
    }

    /// Pixels of `level` where the pyramid differs from the reference.
    func mismatches(_ pyramid: DisplayPyramid, _ reference: ReferencePyramid, level: Int) -> [PixelPoint] {
        let drawn = image(of: pyramid, level: level, like: reference)
        return differences(drawn, reference.images[level], width: reference.width >> level)
    }

    /// Expects each of `levels` to match the reference pixel for pixel; on failure says how
    /// many pixels differ and where the first few are (not the whole list).
    func expectMatches(
        _ pyramid: DisplayPyramid, _ reference: ReferencePyramid, levels: ClosedRange<Int>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for level in levels {
            let wrong = mismatches(pyramid, reference, level: level)
            let count = wrong.count
            #expect(
                count == 0, "level \(level): \(count) pixels differ, first \(wrong.prefix(3))",
                sourceLocation: sourceLocation)
        }
    }

    /// How many level tiles should be held: those with at least one painted canvas tile under them.
    func expectedCachedTiles(_ store: TileStore) -> Int {
        var count = 0
        for level in 1...DisplayPyramid.maxLevel {
            var parents = Set<TileCoordinate>()
            for y in 0..<store.tilesDown {
                for x in 0..<store.tilesAcross where store.pixels(of: TileCoordinate(x: x, y: y)) != nil {
                    parents.insert(TileCoordinate(x: x >> level, y: y >> level))
                }
            }
            count += parents.count
        }
        return count
    }

    @Test(
        "every level matches the reference, including canvases that do not fill their level tiles",
        arguments: [(200, 130), (1090, 70), (256, 256)])
    func levelsMatchReference(width: Int, height: Int) {
        let store = TileStore(width: width, height: height)
        paint(store, mostTiles(of: store), seed: UInt64(width * 7919 + height))
        let pyramid = DisplayPyramid(store: store, paper: paper)
        pyramid.rebuild()
        let reference = ReferencePyramid(store: store, paper: paper)
        expectMatches(pyramid, reference, levels: 0...DisplayPyramid.maxLevel)
        #expect(pyramid.cachedTileCount == expectedCachedTiles(store))
        #expect(pyramid.byteCount == pyramid.cachedTileCount * 64 * 64 * 4)
    }

    @Test("known values: a 2x2 block averages with rounding, and a plain colour stays exact at every level")
    func knownValues() {
        let store = TileStore(width: 1024, height: 1024)
        let pixels = store.debugWritablePixels(of: TileCoordinate(x: 0, y: 0))
        func set(_ x: Int, _ y: Int, _ value: [UInt16]) {
            for c in 0..<4 { pixels[(y * 64 + x) * 4 + c] = value[c] }
        }
        // Over paper (244, 240, 230) these are white, black, paper, and (122, 120, 115).
        set(0, 0, [32768, 32768, 32768, 32768])
        set(1, 0, [0, 0, 0, 32768])
        set(0, 1, [0, 0, 0, 0])
        set(1, 1, [0, 0, 0, 16384])
        // Tile (1, 0) all opaque red.
        let red = store.debugWritablePixels(of: TileCoordinate(x: 1, y: 0))
        for i in 0..<(TileStore.valuesPerTile / 4) {
            (red[i * 4], red[i * 4 + 1], red[i * 4 + 2], red[i * 4 + 3]) = (32768, 0, 0, 32768)
        }
        let pyramid = DisplayPyramid(store: store, paper: paper)
        pyramid.rebuild()

        func pixel(level: Int, x: Int, y: Int) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: 4)
            out.withUnsafeMutableBufferPointer {
                pyramid.render(
                    level: level, tile: TileCoordinate(x: 0, y: 0), into: $0.baseAddress!, rowStride: 4,
                    columns: 1, rows: 1, firstColumn: x, firstRow: y)
            }
            return out
        }
        // (255 + 0 + 244 + 122 + 2) >> 2 = 155, (255 + 0 + 240 + 120 + 2) >> 2 = 154,
        // (255 + 0 + 230 + 115 + 2) >> 2 = 150.
        #expect(pixel(level: 1, x: 0, y: 0) == [155, 154, 150, 255])
        for level in 1...DisplayPyramid.maxLevel {
            let side = 64 >> level
            #expect(pixel(level: level, x: side, y: 0) == [255, 0, 0, 255], "red block, level \(level)")
            let corner = pixel(level: level, x: side - 1, y: side - 1)
            #expect(corner == [244, 240, 230, 255], "paper, level \(level)")
        }
    }

    @Test(
        "the 2x2 average is exact for any block width, not only the multiples of 4 levels use",
        arguments: 1...9)
    func averageAnyWidth(columns: Int) {
        var random = SeededNumbers(seed: UInt64(columns))
        let rows = 3
        let sourceStride = 2 * columns * 4 + 8
        let source = (0..<(sourceStride * 2 * rows)).map { _ in UInt8.random(in: 0...255, using: &random) }
        var out = [UInt8](repeating: 0, count: columns * 4 * rows)
        source.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                TileConversion.averageHalf(
                    s.baseAddress!, sourceStride: sourceStride, into: o.baseAddress!, rowStride: columns * 4,
                    columns: columns, rows: rows)
            }
        }
        var wrong = 0
        for y in 0..<rows {
            for x in 0..<columns {
                for c in 0..<4 {
                    let top = 2 * y * sourceStride + 8 * x + c
                    let sum =
                        Int(source[top]) + Int(source[top + 4]) + Int(source[top + sourceStride])
                        + Int(source[top + sourceStride + 4])
                    if out[(y * columns + x) * 4 + c] != UInt8((sum + 2) >> 2) { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0)
    }

    @Test("update of painted tiles gives the same pyramid as rebuild")
    func updateMatchesRebuild() {
        let store = TileStore(width: 300, height: 200)
        let tiles = mostTiles(of: store)
        paint(store, tiles, seed: 11)
        let pyramid = DisplayPyramid(store: store, paper: paper)
        pyramid.update(tiles)
        let reference = ReferencePyramid(store: store, paper: paper)
        expectMatches(pyramid, reference, levels: 1...DisplayPyramid.maxLevel)
        #expect(pyramid.cachedTileCount == expectedCachedTiles(store))
    }

    @Test("updating one changed tile changes exactly the block it covers at each level")
    func updateChangesOnlyCoveringBlock() {
        let store = TileStore(width: 512, height: 512)
        var all: [TileCoordinate] = []
        for y in 0..<8 { for x in 0..<8 { all.append(TileCoordinate(x: x, y: y)) } }
        paint(store, all, seed: 5)
        let pyramid = DisplayPyramid(store: store, paper: paper)
        pyramid.rebuild()
        let before = ReferencePyramid(store: store, paper: paper)
        let beforeImages = (0...DisplayPyramid.maxLevel).map { image(of: pyramid, level: $0, like: before) }
        let heldBefore = pyramid.cachedTileCount

        // Opaque black: no average over the old random pixels over paper comes out black,
        // so every pixel of the covering block must change.
        let changed = TileCoordinate(x: 3, y: 5)
        let pixels = store.debugWritablePixels(of: changed)
        for i in 0..<(TileStore.valuesPerTile / 4) {
            pixels[i * 4] = 0
            pixels[i * 4 + 1] = 0
            pixels[i * 4 + 2] = 0
            pixels[i * 4 + 3] = TileStore.one
        }
        pyramid.update([changed])

        let after = ReferencePyramid(store: store, paper: paper)
        for level in 1...DisplayPyramid.maxLevel {
            let side = 64 >> level
            var block = Set<PixelPoint>()
            for y in 0..<side {
                for x in 0..<side { block.insert(PixelPoint(x: 3 * side + x, y: 5 * side + y)) }
            }
            let now = image(of: pyramid, level: level, like: after)
            let moved = Set(differences(beforeImages[level], now, width: after.width >> level))
            let outside = moved.subtracting(block).count
            let missed = block.subtracting(moved).count
            #expect(outside == 0, "level \(level): pixels outside the block changed")
            #expect(missed == 0, "level \(level): pixels of the block did not change")
        }
        expectMatches(pyramid, after, levels: 1...DisplayPyramid.maxLevel)
        #expect(pyramid.cachedTileCount == heldBefore)
    }

    @Test("removed tiles turn their ancestors back to paper; a level tile with no paint under it is freed")
    func removedTilesFreeAncestors() {
        let store = TileStore(width: 1100, height: 100)
        let a = TileCoordinate(x: 0, y: 0)
        let b = TileCoordinate(x: 1, y: 0)  // a's level-1 sibling
        let d = TileCoordinate(x: 2, y: 0)  // shares a's level-2 tile, not its level-1 tile
        let far = TileCoordinate(x: 16, y: 1)  // shares nothing with the others
        paint(store, [a, b, d, far], seed: 3)
        let pyramid = DisplayPyramid(store: store, paper: paper)
        pyramid.update([a, b, d, far])
        // Level 1: (0,0) (1,0) (8,0); levels 2...4: one tile for a, b, d and one for far.
        #expect(pyramid.cachedTileCount == 3 + 2 + 2 + 2)

        // Undo-like: everything goes, then d comes back.
        let removed = store.removeAll().keys.sorted()
        paint(store, [d], seed: 4)
        pyramid.update(removed)
        #expect(pyramid.cachedTileCount == 4, "only d's ancestors stay")
        #expect(pyramid.byteCount == 4 * 64 * 64 * 4)
        #expect(pyramid.cachedTile(level: 1, at: TileCoordinate(x: 0, y: 0)) == nil)
        #expect(pyramid.cachedTile(level: 1, at: TileCoordinate(x: 1, y: 0)) != nil)
        let reference = ReferencePyramid(store: store, paper: paper)
        expectMatches(pyramid, reference, levels: 0...DisplayPyramid.maxLevel)

        // A whole-canvas change the pyramid was not told about tile by tile: rebuild frees the rest.
        store.removeAll()
        pyramid.rebuild()
        #expect(pyramid.cachedTileCount == 0)
        #expect(pyramid.byteCount == 0)
        let blank = ReferencePyramid(store: store, paper: paper)
        expectMatches(pyramid, blank, levels: 0...DisplayPyramid.maxLevel)
    }

    @Test("render writes just the asked sub-rectangle, at the row stride given", arguments: [0, 1, 3, 4])
    func renderSubRectangle(level: Int) {
        // 200 px across: at level 0, canvas tile 3 is cut by the canvas edge at column 8.
        let store = TileStore(width: 200, height: 130)
        paint(store, mostTiles(of: store), seed: 9)
        let pyramid = DisplayPyramid(store: store, paper: paper)
        pyramid.rebuild()
        let reference = ReferencePyramid(store: store, paper: paper)
        let tiles = [TileCoordinate(x: 3, y: 1), TileCoordinate(x: 0, y: 0), TileCoordinate(x: 7, y: 7)]
        let (firstColumn, firstRow, columns, rows) = (5, 9, 17, 11)
        let rowStride = 30 * 4
        for tile in tiles {
            var out = [UInt8](repeating: 0xAB, count: rowStride * (rows + 1))
            out.withUnsafeMutableBufferPointer {
                pyramid.render(
                    level: level, tile: tile, into: $0.baseAddress! + rowStride, rowStride: rowStride,
                    columns: columns, rows: rows, firstColumn: firstColumn, firstRow: firstRow)
            }
            let before = out[0..<rowStride].allSatisfy { $0 == 0xAB }
            #expect(before, "\(tile): wrote before the destination")
            var wrong = 0
            var pastColumns = 0
            for row in 0..<rows {
                let line = (row + 1) * rowStride
                for column in 0..<columns {
                    let x = Int(tile.x) * 64 + firstColumn + column
                    let y = Int(tile.y) * 64 + firstRow + row
                    let expected =
                        x < reference.width >> level && y < reference.height >> level
                        ? reference.pixel(level: level, x: x, y: y) : [paper.r, paper.g, paper.b, 255]
                    if Array(out[line + column * 4..<line + column * 4 + 4]) != expected { wrong += 1 }
                }
                let padding = out[(line + columns * 4)..<(line + rowStride)]
                if !padding.allSatisfy({ $0 == 0xAB }) { pastColumns += 1 }
            }
            #expect(wrong == 0, "\(tile): pixels differ from the reference")
            #expect(pastColumns == 0, "\(tile): rows written past the asked columns")
        }
    }

    @Test("negative control: the reference comparison catches one changed canvas pixel")
    func comparisonCatchesOnePixel() {
        let store = TileStore(width: 256, height: 256)
        let tile = TileCoordinate(x: 1, y: 2)
        paint(store, [tile], seed: 21)
        let pyramid = DisplayPyramid(store: store, paper: paper)
        pyramid.update([tile])
        expectMatches(pyramid, ReferencePyramid(store: store, paper: paper), levels: 1...1)

        // Change one canvas pixel (to opaque black) without telling the pyramid.
        let pixels = store.debugWritablePixels(of: tile)
        let (x, y) = (64 + 13, 128 + 40)
        let i = (40 * 64 + 13) * 4
        (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (0, 0, 0, TileStore.one)
        let stale = mismatches(pyramid, ReferencePyramid(store: store, paper: paper), level: 1)
        #expect(stale == [PixelPoint(x: x / 2, y: y / 2)])

        pyramid.update([tile])
        expectMatches(pyramid, ReferencePyramid(store: store, paper: paper), levels: 1...1)
    }
}

/// A pixel position in one level's image.
struct PixelPoint: Hashable, CustomStringConvertible {
    let x: Int
    let y: Int
    var description: String { "(\(x), \(y))" }
}

