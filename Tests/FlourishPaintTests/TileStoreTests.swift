import FlourishTestSupport
import Testing

@testable import FlourishPaint

@Suite("Tile store")
struct TileStoreTests {
    @Test("a 16384x16384 canvas allocates nothing until painted")
    func sparseUntilPainted() throws {
        let brush = try Brush(named: "classic/pencil")
        let engine = PaintEngine(width: 16384, height: 16384, brush: brush)
        #expect(engine.tiles.allocatedTileCount == 0)
        #expect(engine.tiles.tilesAcross == 256 && engine.tiles.tilesDown == 256)
        // Reading never allocates.
        _ = engine.tiles.bufferForReading(TileCoordinate(x: 100, y: 100))
        #expect(engine.tiles.pixel(x: 9000, y: 9000) == (0, 0, 0, 0))
        #expect(engine.tiles.allocatedTileCount == 0)

        let dirty = engine.continueStroke(WaveStroke.curve.samples(from: 10_000, 10_000))
        let allocated = engine.tiles.allocatedTileCount
        #expect(allocated > 0)
        #expect(allocated < 20, "a 200 px stroke touches a handful of tiles, not the canvas")
        #expect(dirty.tiles.count == allocated)
        for tile in dirty.tiles {
            #expect(tile.x >= 156 && tile.x <= 160 && tile.y >= 155 && tile.y <= 158)
        }
    }

    @Test("an empty store costs a few hundred bytes, not two tiles: the transparent tile is shared, the scratch made at need")
    func emptyStoreIsSmall() throws {
        let (stores, peak) = heapPeak { (0..<100).map { _ in TileStore(width: 4096, height: 4096) } }
        let bytes = try #require(peak, "the allocation counter cannot see every allocation here")
        #expect(stores.allSatisfy { $0.allocatedTileCount == 0 })
        #expect(bytes < 100 * 1024, "100 empty stores held \(bytes) bytes (two tiles each would be \(100 * 2 * TilePixels.byteCount))")
        // What is read from a never-painted tile is transparent in every store, and stays so
        // when another store writes off its canvas (the scratch is its own, not the shared tile).
        let (first, second) = (stores[0], stores[1])
        let offCanvas = first.bufferForWriting(TileCoordinate(x: -1, y: 0))
        offCanvas.update(repeating: 0x7fff, count: TileStore.valuesPerTile)
        let read = second.bufferForReading(TileCoordinate(x: 3, y: 3))
        #expect(UnsafeBufferPointer(start: read, count: TileStore.valuesPerTile).allSatisfy { $0 == 0 })
        #expect(first.bufferForReading(TileCoordinate(x: 3, y: 3)) == read, "the transparent tile is one for every store")
        // Negative control: the meter sees a tile's worth when a tile is allocated.
        let (_, painted) = heapPeak { first.debugWritablePixels(of: TileCoordinate(x: 0, y: 0)) }
        #expect((painted ?? 0) >= TilePixels.byteCount)
    }

    @Test("writes outside the canvas allocate nothing and are not reported dirty")
    func outsideCanvas() throws {
        let engine = PaintEngine(width: 128, height: 128, brush: try Brush(named: "classic/pencil"))
        let dirty = engine.continueStroke(WaveStroke.curve.samples(from: 400, 400))
        #expect(dirty.tiles.isEmpty)
        #expect(engine.tiles.allocatedTileCount == 0)
    }

    @Test("dirty tiles are exactly the tiles whose pixels changed")
    func dirtyTilesMatchChanges() throws {
        let engine = PaintEngine(width: 1024, height: 1024, brush: try Brush(named: "classic/charcoal"))
        let stroke = WaveStroke.curve.samples(from: 100, 300, length: 600, samples: 120)
        var before = snapshot(engine.tiles)
        for batch in Strokes.batches(stroke, size: 7) {
            let dirty = engine.continueStroke(batch)
            let after = snapshot(engine.tiles)
            let changed = Set(after.keys.filter { after[$0] != before[$0] })
            #expect(changed.isSubset(of: Set(dirty.tiles)), "a tile changed without being reported")
            // Every changed pixel lies inside the reported bounds.
            for tile in changed {
                let old = before[tile] ?? [UInt16](repeating: 0, count: TileStore.valuesPerTile)
                let new = after[tile]!
                for i in stride(from: 0, to: TileStore.valuesPerTile, by: 4) where old[i..<i + 4] != new[i..<i + 4] {
                    let x = Int(tile.x) * 64 + (i / 4) % 64
                    let y = Int(tile.y) * 64 + (i / 4) / 64
                    let b = dirty.bounds
                    #expect(x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height)
                }
            }
            before = after
        }
    }

    @Test("clear frees every tile and reports the ones that held paint")
    func clear() throws {
        let engine = PaintEngine(width: 512, height: 512, brush: try Brush(named: "classic/pencil"))
        let painted = engine.continueStroke(WaveStroke.curve.samples(from: 50, 100)).tiles
        let cleared = engine.clear()
        #expect(Set(cleared.region.tiles) == Set(painted))
        #expect(Set(cleared.removed.keys) == Set(painted), "the removed tiles come back with their pixels, for undo")
        #expect(engine.tiles.allocatedTileCount == 0)
        #expect(engine.tiles.pixel(x: 100, y: 100) == (0, 0, 0, 0))
    }

    private func snapshot(_ store: TileStore) -> [TileCoordinate: [UInt16]] {
        var result: [TileCoordinate: [UInt16]] = [:]
        for ty in 0..<store.tilesDown {
            for tx in 0..<store.tilesAcross {
                let tile = TileCoordinate(x: tx, y: ty)
                if let p = store.pixels(of: tile) {
                    result[tile] = Array(UnsafeBufferPointer(start: p, count: TileStore.valuesPerTile))
                }
            }
        }
        return result
    }
}

/// Tuple equality for the store's pixel accessor.
func == (a: (UInt16, UInt16, UInt16, UInt16), b: (UInt16, UInt16, UInt16, UInt16)) -> Bool {
    a.0 == b.0 && a.1 == b.1 && a.2 == b.2 && a.3 == b.3
}
