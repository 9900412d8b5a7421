import FlourishPaint
import FlourishRandom
import FlourishSamples
import Testing

@testable import FlourishTransform

/// The draft under a selection: the moving paint sampled once for each 2x2 block at its
/// centre, as the whole layer's draft, laid over what the selection leaves at every pixel;
/// and the full picture, the reference's, once the map holds still.
@Suite("The draft preview through a selection")
struct SelectionDraftTests {
    /// What a draft pixel should be: the reference's sample of the moving paint at the centre
    /// of the 2x2 block (aligned to even canvas pixels) that holds (x, y), over what stays at
    /// (x, y), in the reference's operations.
    static func draftPixel(_ source: TileStore, _ mask: SelectionMask, _ inverse: Affine, x: Int, y: Int) -> [Double] {
        var moving = ReferenceReader(source, through: mask)
        var staying = ReferenceReader(source)
        let one = Float(TileStore.one)
        let s = inverse.apply(x: Double(x & ~1) + 1, y: Double(y & ~1) + 1)
        var value = ReferenceResampler.bilinear(at: s.x - 0.5, s.y - 0.5, reader: &moving)
        let kept = Float(TileStore.one - mask.coverage(x: x, y: y)) / one
        if kept > 0 {
            let under = staying.pixel(x: x, y: y) * kept
            value = (value + under * (1 - value.w / one) + 0.5).rounded(.down)
        }
        return value.w > 0 ? [Double(value.x), Double(value.y), Double(value.z), Double(value.w)] : [0, 0, 0, 0]
    }

    /// The largest difference, over every pixel of every tile in `tiles` (clear where nil),
    /// from `want`.
    static func largestDifference(_ tiles: [TileCoordinate: TilePixels?], _ want: (Int, Int) -> [Double]) -> Double {
        let size = TileStore.tileSize
        var worst = 0.0
        for (tile, pixels) in tiles {
            for row in 0..<size {
                for column in 0..<size {
                    let (x, y) = (Int(tile.x) * size + column, Int(tile.y) * size + row)
                    guard x < FastPathTests.width, y < FastPathTests.height else { continue }
                    let o = (row * size + column) * 4
                    let got = (0..<4).map { Double(pixels?.values[o + $0] ?? 0) }
                    let wanted = want(x, y)
                    for i in 0..<4 { worst = max(worst, abs(got[i] - wanted[i])) }
                }
            }
        }
        return worst
    }

    @Test("each 2x2 block's moving paint is the reference's sample at its centre, over what stays at each pixel")
    func blocksAreCentreSamples() throws {
        let source = FastPathTests.layer(seed: 51)
        var random = SplitMix64(seed: 52)
        var maps = [FastPathTests.edgeMaps[1], FastPathTests.edgeMaps[7]]
        for _ in 0..<6 { maps.append(FastPathTests.randomMap(&random)) }
        for map in maps where map.wholePixelOffset == nil {
            let mask = SelectionFastPathTests.randomMask(&random)
            let inverse = try #require(map.inverse)
            let tiles = try #require(
                LayerResampler.transformed(SourceTiles(source, through: mask), by: map, limit: nil, draft: true))
            #expect(!tiles.isEmpty)
            #expect(Self.largestDifference(tiles) { x, y in Self.draftPixel(source, mask, inverse, x: x, y: y) } == 0, "\(map)")
        }
        // Negative control: the full picture is not the draft.
        let map = Affine.rotation(radians: 0.4, aboutX: 120, y: 90)
        let mask = SelectionShape.rectangle(x: 20.5, y: 10, width: 200, height: 150).mask(width: FastPathTests.width, height: FastPathTests.height)
        let full = try #require(LayerResampler.transformed(source, by: map, selection: mask))
        #expect(Self.largestDifference(full) { x, y in Self.draftPixel(source, mask, map.inverse!, x: x, y: y) } > 1000)
    }

    @Test("a whole-pixel move under a selection stays exact when a draft is asked for")
    func wholePixelMoveIsExact() throws {
        let source = FastPathTests.layer(seed: 53)
        let mask = SelectionShape.polygon([15.5, 10, 250, 30.25, 200, 180, 40, 160.5]).mask(width: FastPathTests.width, height: FastPathTests.height)
        for map in [Affine.translation(dx: 23, dy: -11), .rotation(radians: .pi / 2, aboutX: 100, y: 100)] where map.wholePixelOffset != nil {
            let drafted = LayerResampler.transformed(SourceTiles(source, through: mask), by: map, limit: nil, draft: true)
            #expect(FastPathTests.differing(drafted, ReferenceResampler.transformed(source, by: map, selection: mask)) == [], "\(map)")
        }
    }
}
