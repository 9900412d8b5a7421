extension TileStore {
    /// The whole canvas as straight 8-bit RGBA rows, top to bottom, for writing a PNG.
    public func straightRGBA8() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { buffer in
            for ty in 0..<tilesDown {
                for tx in 0..<tilesAcross {
                    guard let tile = pixels(of: TileCoordinate(x: tx, y: ty)) else { continue }
                    let x0 = tx * Self.tileSize
                    let y0 = ty * Self.tileSize
                    for row in 0..<min(Self.tileSize, height - y0) {
                        for column in 0..<min(Self.tileSize, width - x0) {
                            let s = (row * Self.tileSize + column) * 4
                            let (r, g, b, a) = TileConversion.straightRGBA8(
                                r: tile[s], g: tile[s + 1], b: tile[s + 2], a: tile[s + 3])
                            let d = ((y0 + row) * width + x0 + column) * 4
                            buffer[d] = r
                            buffer[d + 1] = g
                            buffer[d + 2] = b
                            buffer[d + 3] = a
                        }
                    }
                }
            }
        }
        return out
    }
}
