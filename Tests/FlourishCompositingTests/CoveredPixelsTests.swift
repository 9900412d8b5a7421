import Testing

@testable import FlourishCompositing

/// The loop the separable and Pigment kernels share: which pixels it hands over, with what,
/// and what it writes back.
@Suite("forEachCoveredPixel: the source's covered pixels, blended and stored")
struct CoveredPixelsTests {
    @Test("visits exactly the pixels whose source alpha is not 0, with both pixels and alpha x opacity")
    func visitsCoveredPixels() {
        // Pixel 0 transparent, 1 half covered, 2 opaque; the rest transparent.
        var source = [UInt16](repeating: 0, count: Fix15Tile.valuesPerTile)
        source.replaceSubrange(4..<12, with: [8192, 0, 0, 16384, 0, 32768, 0, 32768])
        let backdropPixel: [UInt16] = [1000, 1001, 1002, 32768]
        let backdrop = [[UInt16]](repeating: backdropPixel, count: Fix15Tile.pixelCount).flatMap { $0 }
        var destination = backdrop
        var visits: [(source: SIMD4<Float>, backdrop: SIMD4<Float>, alpha: Float)] = []
        source.withUnsafeBufferPointer { s in
            destination.withUnsafeMutableBufferPointer { d in
                forEachCoveredPixel(s.baseAddress!, onto: d.baseAddress!, opacity: 0.5) { sourcePixel, backdropPixel, alpha in
                    visits.append((sourcePixel, backdropPixel, alpha))
                    return SIMD4(1, 2, 3, 4) * Float(visits.count)
                }
            }
        }
        #expect(visits.count == 2)
        #expect(visits.map(\.source) == [SIMD4(8192, 0, 0, 16384), SIMD4(0, 32768, 0, 32768)])
        #expect(visits.map(\.backdrop) == [SIMD4(1000, 1001, 1002, 32768), SIMD4(1000, 1001, 1002, 32768)])
        #expect(visits.map(\.alpha) == [0.25, 0.5])
        // What the blend gave is stored (rounded, clamped) at the pixels visited; the rest stay.
        #expect(Array(destination[4..<12]) == [1, 2, 3, 4, 2, 4, 6, 8])
        #expect(Array(destination[0..<4]) == Array(backdrop[0..<4]))
        #expect(Array(destination[12...]) == Array(backdrop[12...]))
    }

    @Test("a stored result is clamped to 0...1 with no colour above its alpha")
    func storesClamped() {
        var source = [UInt16](repeating: 0, count: Fix15Tile.valuesPerTile)
        source[3] = 32768
        var destination = [UInt16](repeating: 0, count: Fix15Tile.valuesPerTile)
        source.withUnsafeBufferPointer { s in
            destination.withUnsafeMutableBufferPointer { d in
                forEachCoveredPixel(s.baseAddress!, onto: d.baseAddress!, opacity: 1) { _, _, _ in SIMD4(-5, 20000, 40000, 16384.4) }
            }
        }
        #expect(Array(destination[0..<4]) == [0, 16384, 16384, 16384])
    }
}
