import FlourishPaint

/// Every allocated tile's pixels: two canvases are the same painting iff their snapshots are
/// equal (same tiles, same bytes).
public typealias TileContents = [TileCoordinate: [UInt16]]

extension TileStore {
    public var contents: TileContents {
        var result: TileContents = [:]
        for tile in allocatedTiles {
            guard let pixels = pixels(of: tile) else { continue }
            result[tile] = Array(UnsafeBufferPointer(start: pixels, count: TileStore.valuesPerTile))
        }
        return result
    }
}
