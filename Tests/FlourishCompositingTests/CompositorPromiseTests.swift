import FlourishCompositing
import Testing

/// What the layer stack counts on, whatever the mode: opacity 0 and transparent sources
/// change nothing (except in the two modes that clear), an opaque source over replaces, and
/// the whole-tile helpers do what they say.
@Suite("TileCompositor's promises to the layer stack")
struct CompositorPromiseTests {
    static let backdrop = TestTiles.random(seed: 41)
    static let source = TestTiles.random(seed: 42)
    static let transparent = [UInt16](repeating: 0, count: Fix15Tile.valuesPerTile)

    @Test("opacity 0 leaves the backdrop as it was, except where the mode clears it", arguments: BlendMode.allCases)
    func zeroOpacity(mode: BlendMode) {
        let result = TestTiles.composited(Self.source, onto: Self.backdrop, mode: mode, opacity: 0)
        #expect(result == (mode.transparentSourceClearsBackdrop ? Self.transparent : Self.backdrop))
        // NaN counts as 0; a negative opacity too.
        #expect(TestTiles.composited(Self.source, onto: Self.backdrop, mode: mode, opacity: .nan) == result)
        #expect(TestTiles.composited(Self.source, onto: Self.backdrop, mode: mode, opacity: -1) == result)
        // Negative control: at a small opacity above 0 the backdrop changes.
        #expect(TestTiles.composited(Self.source, onto: Self.backdrop, mode: mode, opacity: 0.05) != Self.backdrop)
    }

    @Test(
        "a transparent source leaves the backdrop as it was, except where the mode clears it",
        arguments: BlendMode.allCases)
    func transparentSource(mode: BlendMode) {
        for opacity in [1, 0.5] {
            let result = TestTiles.composited(Self.transparent, onto: Self.backdrop, mode: mode, opacity: opacity)
            #expect(result == (mode.transparentSourceClearsBackdrop ? Self.transparent : Self.backdrop))
        }
        // Pixel by pixel too: in a source that is transparent only at some pixels, those
        // pixels of the backdrop stay; the others change (the negative control).
        let result = TestTiles.composited(Self.source, onto: Self.backdrop, mode: mode, opacity: 1)
        var kept = 0
        var changed = 0
        for pixel in 0..<Fix15Tile.pixelCount {
            let same = TestTiles.pixel(result, pixel) == TestTiles.pixel(Self.backdrop, pixel)
            if Self.source[pixel * 4 + 3] == 0 {
                if mode.transparentSourceClearsBackdrop {
                    #expect(TestTiles.pixel(result, pixel) == [0, 0, 0, 0])
                } else {
                    #expect(same, "pixel \(pixel)")
                }
                kept += 1
            } else if !same {
                changed += 1
            }
        }
        #expect(kept > 100)
        #expect(changed > 1000)
    }

    @Test("an opaque source composited normally replaces the backdrop, at any backdrop alpha")
    func opaqueSourceOverReplaces() {
        var opaque = TestTiles.random(seed: 43)
        for pixel in 0..<Fix15Tile.pixelCount { opaque[pixel * 4 + 3] = Fix15Tile.one }
        for mode in [BlendMode.normal, .pigment] {
            #expect(TestTiles.composited(opaque, onto: Self.backdrop, mode: mode, opacity: 1) == opaque)
        }
        #expect(TestTiles.composited(opaque, onto: Self.transparent, mode: .normal, opacity: 1) == opaque)
        // Negative controls: one unit short of opaque, or at opacity 0.99, the backdrop shows.
        var almost = opaque
        for pixel in 0..<Fix15Tile.pixelCount { almost[pixel * 4 + 3] = Fix15Tile.one - 400 }
        #expect(TestTiles.composited(almost, onto: Self.backdrop, mode: .normal, opacity: 1) != almost)
        #expect(TestTiles.composited(opaque, onto: Self.backdrop, mode: .normal, opacity: 0.99) != opaque)
    }

    @Test("opacity above 1 is 1")
    func opacityClamped() {
        for mode in BlendMode.allCases {
            #expect(
                TestTiles.composited(Self.source, onto: Self.backdrop, mode: mode, opacity: 3)
                    == TestTiles.composited(Self.source, onto: Self.backdrop, mode: mode, opacity: 1))
        }
    }

    @Test("every result is valid premultiplied fix15: no channel above 1, no colour above its alpha")
    func resultsStayValid() {
        for mode in BlendMode.allCases {
            for opacity in [1, 0.7] {
                let result = TestTiles.composited(Self.source, onto: Self.backdrop, mode: mode, opacity: opacity)
                for pixel in 0..<Fix15Tile.pixelCount {
                    let values = TestTiles.pixel(result, pixel)
                    #expect(values[3] <= Fix15Tile.one && values[0...2].allSatisfy { $0 <= values[3] })
                }
            }
        }
    }

    @Test("fill, copy and clear write the whole tile")
    func wholeTileHelpers() {
        let paper = Fix15Pixel(straightRed: 1, green: 0.5, blue: 0.25)
        #expect(paper == Fix15Pixel(red: 32768, green: 16384, blue: 8192, alpha: 32768))
        #expect(
            Fix15Pixel(straightRed: 2, green: -1, blue: 0.5, alpha: 0.5)
                == Fix15Pixel(red: 16384, green: 0, blue: 8192, alpha: 16384))
        var tile = Self.backdrop
        tile.withUnsafeMutableBufferPointer { TileCompositor.fill($0.baseAddress!, with: paper) }
        #expect(tile == TestTiles.tile([[32768, 16384, 8192, 32768]]))
        Self.source.withUnsafeBufferPointer { source in
            tile.withUnsafeMutableBufferPointer { TileCompositor.copy(source.baseAddress!, to: $0.baseAddress!) }
        }
        #expect(tile == Self.source)
        tile.withUnsafeMutableBufferPointer { TileCompositor.clear($0.baseAddress!) }
        #expect(tile == Self.transparent)
    }

    @Test("tiles at any UInt16 address, not only 8-byte aligned ones, give the same result")
    func unalignedTiles() {
        let expected = TestTiles.composited(Self.source, onto: Self.backdrop, mode: .multiply, opacity: 0.5)
        var source = [0] + Self.source
        var destination = [0] + Self.backdrop
        source.withUnsafeMutableBufferPointer { s in
            destination.withUnsafeMutableBufferPointer { d in
                TileCompositor.composite(s.baseAddress! + 1, onto: d.baseAddress! + 1, mode: .multiply, opacity: 0.5)
            }
        }
        #expect(Array(destination.dropFirst()) == expected)
    }
}
