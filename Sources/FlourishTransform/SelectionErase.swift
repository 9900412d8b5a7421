import FlourishPaint

/// What Delete (and Cut) leaves of a layer under a selection: each pixel keeps one minus the
/// selection's coverage of itself (premultiplied, so every channel scales alike); a tile the
/// selection covers whole goes. Returns, for every tile that changes, its new pixels or nil.
public enum SelectionErase {
    public static func erased(_ store: TileStore, by selection: SelectionMask) -> [TileCoordinate: TilePixels?] {
        var result: [TileCoordinate: TilePixels?] = [:]
        let size = TileStore.tileSize
        let one = UInt32(TileStore.one)
        for tile in store.allocatedTiles {
            guard let coverage = selection.tiles[tile], let pixels = store.pixels(of: tile) else { continue }
            guard case .partial(let values) = coverage else {
                result[tile] = .some(nil)
                continue
            }
            let out = TilePixels(copying: pixels)
            var anyPaint = false
            for i in 0..<(size * size) {
                let keep = one - UInt32(values[i])
                for c in (i * 4)..<(i * 4 + 4) { out.values[c] = UInt16((UInt32(out.values[c]) * keep + one / 2) >> 15) }
                if out.values[i * 4 + 3] > 0 { anyPaint = true }
            }
            result[tile] = .some(anyPaint ? out : nil)
        }
        return result
    }
}
