import FlourishSamples
import Testing

@testable import FlourishPaint

@Suite("8-bit conversion")
struct TileConversionTests {
    let paper = Color(r: 244, g: 240, b: 230)

    /// One pixel through the screen conversion.
    func composite(_ r: UInt16, _ g: UInt16, _ b: UInt16, _ a: UInt16) -> [UInt8] {
        var source = [UInt16](repeating: 0, count: TileStore.valuesPerTile)
        source[0] = r
        source[1] = g
        source[2] = b
        source[3] = a
        var out = [UInt8](repeating: 0, count: 4)
        source.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                TileConversion.compositeOverPaper(
                    s.baseAddress, paper: paper, into: o.baseAddress!, rowStride: 4, columns: 1, rows: 1)
            }
        }
        return out
    }

    // Expected values worked by hand from (c*255 + paper*(32768-a) + 16384) >> 15.
    @Test("known values over paper", arguments: [
        // transparent: paper exactly
        ([0, 0, 0, 0] as [UInt16], [244, 240, 230, 255] as [UInt8]),
        // opaque white, opaque black
        ([32768, 32768, 32768, 32768], [255, 255, 255, 255]),
        ([0, 0, 0, 32768], [0, 0, 0, 255]),
        // opaque pure red
        ([32768, 0, 0, 32768], [255, 0, 0, 255]),
        // half-transparent black: 244*16384/32768 = 122, 240 -> 120, 230 -> 115
        ([0, 0, 0, 16384], [122, 120, 115, 255]),
        // half-transparent white: (16384*255 + 244*16384 + 16384) >> 15 = (4177920+3997696+16384)>>15 = 250
        ([16384, 16384, 16384, 16384], [250, 248, 243, 255]),
        // 1/4 alpha red: r = (8192*255 + 244*24576 + 16384)>>15 = (2088960+5996544+16384)>>15 = 247
        ([8192, 0, 0, 8192], [247, 180, 173, 255]),
    ])
    func knownValues(input: [UInt16], expected: [UInt8]) {
        #expect(composite(input[0], input[1], input[2], input[3]) == expected)
    }

    @Test("a tile never painted converts to plain paper")
    func unpaintedTile() {
        var out = [UInt8](repeating: 7, count: 64 * 64 * 4)
        out.withUnsafeMutableBufferPointer {
            TileConversion.compositeOverPaper(nil, paper: paper, into: $0.baseAddress!, rowStride: 256)
        }
        for i in stride(from: 0, to: out.count, by: 4) {
            #expect(Array(out[i..<i + 4]) == [244, 240, 230, 255])
        }
    }

    @Test("a sub-rectangle converts the right source pixels into a packed block")
    func subRectangle() {
        let store = TileStore(width: 64, height: 64)
        let tile = TileCoordinate(x: 0, y: 0)
        let pixels = store.debugWritablePixels(of: tile)
        // Mark pixel (10, 20) opaque black; everything else stays transparent.
        let i = (20 * 64 + 10) * 4
        pixels[i + 3] = 32768
        let block = DisplayTile()
        block.convert(tile, area: PixelRect(x: 8, y: 19, width: 4, height: 3), of: store, paper: paper)
        // In the block, (10, 20) is column 2, row 1.
        for row in 0..<3 {
            for column in 0..<4 {
                let o = row * DisplayTile.bytesPerRow + column * 4
                let value = Array(UnsafeBufferPointer(start: block.bytes + o, count: 4))
                if row == 1 && column == 2 {
                    #expect(value == [0, 0, 0, 255])
                } else {
                    #expect(value == [244, 240, 230, 255])
                }
            }
        }
    }

    @Test("straight RGBA for files, known values", arguments: [
        ([0, 0, 0, 0] as [UInt16], [0, 0, 0, 0] as [UInt8]),
        ([32768, 0, 32768, 32768], [255, 0, 255, 255]),
        // half-transparent white: colour 255, alpha (16384*255+16384)>>15 = 128
        ([16384, 16384, 16384, 16384], [255, 255, 255, 128]),
        // quarter alpha, half-bright grey: c/a = 4096/8192 -> 128 (rounded), alpha 64
        ([4096, 4096, 4096, 8192], [128, 128, 128, 64]),
    ])
    func straight(input: [UInt16], expected: [UInt8]) {
        let (r, g, b, a) = TileConversion.straightRGBA8(r: input[0], g: input[1], b: input[2], a: input[3])
        #expect([r, g, b, a] == expected)
    }
}
