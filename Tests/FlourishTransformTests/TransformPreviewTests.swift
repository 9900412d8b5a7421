import FlourishPaint
import FlourishSamples
import Testing

@testable import FlourishTransform

@Suite("The transform preview: shown, replaced, and put back exactly")
struct TransformPreviewTests {
    @Test("restoring after previews hands back the layer's own buffers, every pixel as it was")
    func restoreIsExact() throws {
        let layer = PixelGrid.seeded(width: 200, height: 150, rect: (20, 30, 70, 50), seed: 7)
        let before = Dictionary(uniqueKeysWithValues: layer.allocatedTiles.map { ($0, layer.buffer(of: $0)!) })
        let copies = before.mapValues { TilePixels(copying: $0.values) }
        let preview = TransformPreview(layer: layer)
        #expect(!preview.show(.rotation(radians: 0.7, aboutX: 50, y: 50)).isEmpty)
        #expect(!preview.show(.translation(dx: 90, dy: 40)).isEmpty)
        // The preview shows the moved paint: the old place is clear.
        #expect(layer.pixel(x: 20, y: 30).a == 0 && layer.pixel(x: 110, y: 70).a > 0)
        _ = preview.restore()
        #expect(Set(layer.allocatedTiles) == Set(before.keys))
        for (tile, buffer) in before {
            #expect(layer.buffer(of: tile) === buffer)
            #expect(buffer.hasSamePixels(as: copies[tile]!))
        }
    }

    @Test("a restore with no preview shown changes nothing")
    func restoreUnshown() {
        let layer = PixelGrid.seeded(width: 100, height: 100, rect: (0, 0, 10, 10), seed: 1)
        #expect(TransformPreview(layer: layer).restore().isEmpty)
        #expect(layer.pixel(x: 5, y: 5).a > 0)
    }
}

@Suite("Affine maps: composition, inverse, exact quarter turns")
struct AffineTests {
    @Test("after composes right to left, and the inverse undoes the map")
    func composeAndInvert() throws {
        let map = Affine.translation(dx: 3, dy: 4).after(.scaling(sx: 2, sy: 0.5, aboutX: 1, y: 1))
        let p = map.apply(x: 5, y: 9)
        #expect(p.x == 12 && p.y == 9)
        let back = try #require(map.inverse).apply(x: p.x, y: p.y)
        // Negative control: the other order is another map.
        #expect(Affine.scaling(sx: 2, sy: 0.5, aboutX: 1, y: 1).after(.translation(dx: 3, dy: 4)) != map)
        #expect(abs(back.x - 5) < 1e-12 && abs(back.y - 9) < 1e-12)
        #expect(Affine.scaling(sx: 0, sy: 1, aboutX: 0, y: 0).inverse == nil)
    }

    @Test("quarter turns are exact numbers; only a pure whole translation is a whole-pixel offset")
    func quarterTurns() {
        let turn = Affine.rotation(radians: .pi / 2, aboutX: 10, y: 0)
        #expect(turn.apply(x: 11, y: 0) == (x: 10.0, y: 1.0))
        #expect(Affine.rotation(radians: -.pi, aboutX: 0, y: 0) == Affine(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        #expect(Affine.translation(dx: 4, dy: -2).wholePixelOffset! == (4, -2))
        #expect(Affine.translation(dx: 4.5, dy: -2).wholePixelOffset == nil)
        #expect(turn.wholePixelOffset == nil)
    }
}
