import FlourishPaint
import FlourishRandom
import FlourishSamples
import Testing

@testable import FlourishTransform

/// The draft preview shown while a drag still changes the map: half the resolution, each 2x2
/// block the reference's filter at the block's centre; and the full picture after it.
@Suite("The draft preview: a quarter of the samples, then the full picture")
struct DraftPreviewTests {
    /// What a draft pixel should be: the reference's bilinear sample at the centre of the 2x2
    /// block (aligned to even canvas pixels) that holds (x, y), clear where alpha rounds to 0.
    static func draftPixel(_ source: TileStore, _ inverse: Affine, x: Int, y: Int) -> [Double] {
        var reader = ReferenceReader(source)
        let s = inverse.apply(x: Double(x & ~1) + 1, y: Double(y & ~1) + 1)
        let value = ReferenceResampler.bilinear(at: s.x - 0.5, s.y - 0.5, reader: &reader)
        return value.w > 0 ? [Double(value.x), Double(value.y), Double(value.z), Double(value.w)] : [0, 0, 0, 0]
    }

    @Test("each 2x2 block is the reference's sample at its centre, for turns, scales and flips")
    func blocksAreCentreSamples() throws {
        let source = FastPathTests.layer(seed: 13)
        var random = SplitMix64(seed: 99)
        var maps = [FastPathTests.edgeMaps[1], FastPathTests.edgeMaps[7]]
        for _ in 0..<6 { maps.append(FastPathTests.randomMap(&random)) }
        for map in maps where map.wholePixelOffset == nil {
            let inverse = try #require(map.inverse)
            let tiles = try #require(LayerResampler.transformed(SourceTiles(source), by: map, limit: nil, draft: true))
            let shown = PixelGrid.applying(tiles, to: FastPathTests.layer(seed: 13))
            let worst = LayerResamplerTests.largestDifference(shown) { x, y in Self.draftPixel(source, inverse, x: x, y: y) }
            #expect(worst == 0, "\(map)")
        }
        // Negative control: the full picture is not the draft.
        let map = Affine.rotation(radians: 0.4, aboutX: 120, y: 90)
        let full = PixelGrid.applying(try #require(LayerResampler.transformed(source, by: map)), to: FastPathTests.layer(seed: 13))
        #expect(LayerResamplerTests.largestDifference(full) { x, y in Self.draftPixel(source, map.inverse!, x: x, y: y) } > 1000)
    }

    @Test("the preview says when it shows a draft; the same map again gives the full picture")
    func draftThenFull() throws {
        let layer = FastPathTests.layer(seed: 17)
        let original = FastPathTests.layer(seed: 17)
        let preview = TransformPreview(layer: layer)
        let map = Affine.rotation(radians: -0.6, aboutX: 150, y: 100).after(.scaling(sx: 1.4, sy: 1.4, aboutX: 0, y: 0))
        _ = preview.show(.rotation(radians: 0.2, aboutX: 0, y: 0), draft: true)
        #expect(preview.shownDraft)
        _ = preview.show(map, draft: true)
        #expect(preview.shownDraft && preview.shown == map)
        #expect(!preview.show(map).isEmpty)
        #expect(!preview.shownDraft)
        let expected = PixelGrid.applying(try #require(ReferenceResampler.transformed(original, by: map)), to: FastPathTests.layer(seed: 17))
        #expect(LayerResamplerTests.largestDifference(layer) { x, y in PixelGrid.pixel(expected, x: x, y: y) } == 0)
        // A whole-pixel move is exact at once: no draft to follow up.
        _ = preview.show(.translation(dx: 5, dy: -3), draft: true)
        #expect(!preview.shownDraft)
        _ = preview.restore()
        #expect(LayerResamplerTests.largestDifference(layer) { x, y in PixelGrid.pixel(original, x: x, y: y) } == 0)
    }

    @Test("through a selection the preview drafts too; the same map again gives the reference's full picture")
    func selectionDraftThenFull() throws {
        let layer = FastPathTests.layer(seed: 19)
        let original = FastPathTests.layer(seed: 19)
        let mask = SelectionShape.rectangle(x: 30, y: 20, width: 100, height: 80).mask(width: layer.width, height: layer.height)
        let preview = TransformPreview(layer: layer, selection: mask)
        let map = Affine.rotation(radians: 0.3, aboutX: 80, y: 60)
        _ = preview.show(map, draft: true)
        #expect(preview.shownDraft && preview.shown == map)
        let expected = PixelGrid.applying(
            try #require(ReferenceResampler.transformed(original, by: map, selection: mask)), to: FastPathTests.layer(seed: 19))
        // Negative control: the draft is not the full picture.
        #expect(LayerResamplerTests.largestDifference(layer) { x, y in PixelGrid.pixel(expected, x: x, y: y) } > 0)
        #expect(!preview.show(map).isEmpty)
        #expect(!preview.shownDraft)
        #expect(LayerResamplerTests.largestDifference(layer) { x, y in PixelGrid.pixel(expected, x: x, y: y) } == 0)
        // A whole-pixel move under the selection is exact at once.
        _ = preview.show(.translation(dx: -7, dy: 4), draft: true)
        #expect(!preview.shownDraft)
        let moved = PixelGrid.applying(
            try #require(ReferenceResampler.transformed(original, by: .translation(dx: -7, dy: 4), selection: mask)),
            to: FastPathTests.layer(seed: 19))
        #expect(LayerResamplerTests.largestDifference(layer) { x, y in PixelGrid.pixel(moved, x: x, y: y) } == 0)
        _ = preview.restore()
        #expect(LayerResamplerTests.largestDifference(layer) { x, y in PixelGrid.pixel(original, x: x, y: y) } == 0)
    }
}
