#if canImport(Glibc)
    import Glibc
#endif

/// Painting through a selection: libmypaint renders a tile's queued dabs between its tile
/// request's start and end; the tile's pixels are kept at the start and, at the end, each
/// pixel keeps only its mask's share of the change (`before + (after - before) * coverage`).
/// Each batch's change is masked once, on top of the earlier batches' already masked paint,
/// so an anti-aliased edge does not fade as the stroke goes on. Tiles wholly inside cost
/// nothing; wholly outside, the change is undone.
extension TileStore {
    func beginMaskedWrite(_ tile: TileCoordinate, _ buffer: UnsafeMutablePointer<UInt16>) {
        guard let mask = paintMask, contains(tile), mask.tiles[tile] != .full else { return }
        let before = maskScratch
        memcpy(before.values, buffer, TilePixels.byteCount)
        maskedWrite = (tile, buffer, before)
    }

    func endMaskedWrite() {
        guard let write = maskedWrite else { return }
        maskedWrite = nil
        guard case .partial(let coverage) = paintMask?.tiles[write.tile] else {
            // Outside the selection: nothing painted stays.
            memcpy(write.buffer, write.before.values, TilePixels.byteCount)
            return
        }
        let one = Int32(TileStore.one)
        let (after, before) = (write.buffer, write.before.values)
        for pixel in 0..<(TileStore.tileSize * TileStore.tileSize) {
            let m = Int32(coverage[pixel])
            guard m < one else { continue }
            for channel in (pixel * 4)..<(pixel * 4 + 4) {
                let old = Int32(before[channel])
                let change = Int32(after[channel]) - old
                after[channel] = UInt16(old + (change * m + (change >= 0 ? one / 2 : -one / 2)) / one)
            }
        }
    }
}
