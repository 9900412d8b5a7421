import FlourishPaint
import Testing

@Suite("PixelMirror: a texture's pixels kept in memory for the software renderer's turned views")
struct PixelMirrorTests {
    /// The mirror's bytes as an array, row after row.
    func bytes(of mirror: PixelMirror) -> [UInt8] {
        Array(UnsafeBufferPointer(start: mirror.bytes, count: mirror.height * mirror.bytesPerRow))
    }

    /// A `columns` x `rows` block whose every byte differs from its neighbours', laid out
    /// `stride` bytes a row (the bytes past each row's pixels are 0xEE, which must not land).
    func block(columns: Int, rows: Int, stride: Int) -> [UInt8] {
        var block = [UInt8](repeating: 0xEE, count: rows * stride)
        for row in 0..<rows {
            for i in 0..<(columns * 4) { block[row * stride + i] = UInt8((row * 31 + i * 3 + 1) % 200) }
        }
        return block
    }

    @Test("a new mirror is zeroed, four bytes a pixel")
    func startsZeroed() {
        let mirror = PixelMirror(width: 10, height: 6)
        #expect(mirror.bytesPerRow == 40)
        #expect(bytes(of: mirror) == [UInt8](repeating: 0, count: 240))
    }

    @Test("a block lands at its place row by row from a wider source; every byte around it is left as it was")
    func blockLandsInPlace() {
        let mirror = PixelMirror(width: 10, height: 6)
        let (columns, rows, stride) = (3, 2, 20)
        let source = block(columns: columns, rows: rows, stride: stride)
        source.withUnsafeBufferPointer {
            mirror.update(x: 4, y: 3, columns: columns, rows: rows, from: $0.baseAddress!, sourceStride: stride)
        }
        var expected = [UInt8](repeating: 0, count: 240)
        for row in 0..<rows {
            for i in 0..<(columns * 4) { expected[(3 + row) * 40 + 4 * 4 + i] = source[row * stride + i] }
        }
        #expect(bytes(of: mirror) == expected)
        // Negative control: the source's padding differs from every byte the mirror holds.
        #expect(!bytes(of: mirror).contains(0xEE))
    }

    @Test("a block that reaches past any edge, or starts before one, is left out whole")
    func outsideLeftOut() {
        let mirror = PixelMirror(width: 8, height: 8)
        let source = block(columns: 4, rows: 4, stride: 16)
        for (x, y) in [(5, 0), (0, 5), (-1, 0), (0, -1), (8, 8)] {
            source.withUnsafeBufferPointer {
                mirror.update(x: x, y: y, columns: 4, rows: 4, from: $0.baseAddress!, sourceStride: 16)
            }
        }
        #expect(bytes(of: mirror).allSatisfy { $0 == 0 }, "a block outside the mirror wrote some of its pixels")
        // Negative control: the same block, placed where it fits exactly, does land.
        source.withUnsafeBufferPointer {
            mirror.update(x: 4, y: 4, columns: 4, rows: 4, from: $0.baseAddress!, sourceStride: 16)
        }
        #expect(mirror.bytes[7 * 32 + 7 * 4 + 3] == source[3 * 16 + 15])
    }
}
