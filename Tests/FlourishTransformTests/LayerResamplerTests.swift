import FlourishPaint
import FlourishSamples
import Testing

@testable import FlourishTransform

@Suite("The resampler: whole-pixel moves exact, bilinear on premultiplied pixels against a reference")
struct LayerResamplerTests {
    static let (width, height) = (300, 200)

    /// Every pixel of `a` and `b` over the canvas, the largest difference in any channel.
    static func largestDifference(_ a: TileStore, _ b: (Int, Int) -> [Double]) -> Double {
        var worst = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let got = PixelGrid.pixel(a, x: x, y: y)
                let want = b(x, y)
                for i in 0..<4 { worst = max(worst, abs(got[i] - want[i])) }
            }
        }
        return worst
    }

    /// The bilinear reference in Double, straight from the definition: each new pixel's centre
    /// taken back through the inverse map, the four source pixels around it weighted by
    /// nearness, premultiplied values, rounded to nearest.
    static func reference(_ source: TileStore, _ map: Affine) -> (Int, Int) -> [Double] {
        let inverse = map.inverse!
        return { x, y in
            let s = inverse.apply(x: Double(x) + 0.5, y: Double(y) + 0.5)
            let (sx, sy) = (s.x - 0.5, s.y - 0.5)
            let (x0, y0) = (Int(sx.rounded(.down)), Int(sy.rounded(.down)))
            let (fx, fy) = (sx - Double(x0), sy - Double(y0))
            var sum = [0.0, 0.0, 0.0, 0.0]
            for (dx, dy, w) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)] {
                let p = PixelGrid.pixel(source, x: x0 + dx, y: y0 + dy)
                for i in 0..<4 { sum[i] += w * p[i] }
            }
            return sum.map { ($0 + 0.5).rounded(.down) }
        }
    }

    func source() -> TileStore {
        PixelGrid.seeded(width: Self.width, height: Self.height, rect: (70, 50, 90, 60), seed: 32)
    }

    @Test("a whole-pixel move copies every pixel exactly; what leaves the canvas is cut off")
    func wholePixelMove() throws {
        let original = source()
        let moved = try #require(LayerResampler.transformed(original, by: .translation(dx: 173, dy: -7)))
        let result = PixelGrid.applying(moved, to: source())
        let worst = Self.largestDifference(result) { x, y in PixelGrid.pixel(original, x: x - 173, y: y + 7) }
        #expect(worst == 0)
        // Negative control: one pixel off is not the same picture.
        let offByOne = Self.largestDifference(result) { x, y in PixelGrid.pixel(original, x: x - 172, y: y + 7) }
        #expect(offByOne > 1000)
        #expect(result.pixel(x: 299, y: 60).a > 0 && PixelGrid.pixel(original, x: 126, y: 67)[3] > 0)
    }

    @Test("scaling and turning match the Double reference to within rounding (one fix15 step)")
    func bilinearMatchesReference() throws {
        let original = source()
        let map = Affine.translation(dx: 12.25, dy: -3.5)
            .after(.rotation(radians: 0.3, aboutX: 115, y: 80))
            .after(.scaling(sx: 1.7, sy: 0.8, aboutX: 70, y: 50))
        let tiles = try #require(LayerResampler.transformed(original, by: map))
        let result = PixelGrid.applying(tiles, to: source())
        #expect(Self.largestDifference(result, Self.reference(original, map)) <= 1)
        // Negative control: the same map half a pixel further is far from it.
        let shifted = Affine.translation(dx: 0.5, dy: 0).after(map)
        #expect(Self.largestDifference(result, Self.reference(original, shifted)) > 1000)
        // Premultiplied: no colour channel above its alpha.
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let p = result.pixel(x: x, y: y)
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
                if p.r > p.a { return }
            }
        }
    }

    @Test("scaling 2x about a corner: each pixel becomes 2x2 inside a flat area")
    func scaleTwice() throws {
        let store = TileStore(width: 128, height: 128)
        for y in 10..<20 { for x in 10..<20 { PixelGrid.set(store, x: x, y: y, [1000, 2000, 3000, 32768]) } }
        let tiles = try #require(LayerResampler.transformed(store, by: .scaling(sx: 2, sy: 2, aboutX: 10, y: 10)))
        let result = PixelGrid.applying(tiles, to: store)
        #expect(PixelGrid.pixel(result, x: 11, y: 11) == [1000, 2000, 3000, 32768])
        #expect(PixelGrid.pixel(result, x: 28, y: 28) == [1000, 2000, 3000, 32768])
        // The edges are filtered: a quarter of the last pixel reaches one pixel past each side.
        #expect(PixelGrid.pixel(result, x: 30, y: 20)[3] == 8192 && PixelGrid.pixel(result, x: 9, y: 20)[3] == 8192)
        #expect(PixelGrid.pixel(result, x: 31, y: 20) == [0, 0, 0, 0])
        #expect(PaintBounds.of(result).map { [$0.x, $0.y, $0.width, $0.height] } == [9, 9, 22, 22])
    }

    @Test("a quarter turn and flips about a pixel-aligned centre move pixels exactly")
    func quarterTurnAndFlip() throws {
        let original = source()
        // The box 70...160 x 50...110 has its centre at (115, 80): a quarter turn about it
        // takes pixel centres to pixel centres.
        let turn = Affine.rotation(radians: .pi / 2, aboutX: 115, y: 80)
        let turned = PixelGrid.applying(try #require(LayerResampler.transformed(original, by: turn)), to: source())
        #expect(Self.largestDifference(turned) { x, y in
            // Clockwise on screen: (x, y) came from (cx + (y - cy), cy - (x - cx)).
            PixelGrid.pixel(original, x: 115 + (y - 80), y: 80 - (x + 1 - 115))
        } == 0)
        let flip = Affine.scaling(sx: -1, sy: 1, aboutX: 115, y: 80)
        let flipped = PixelGrid.applying(try #require(LayerResampler.transformed(original, by: flip)), to: source())
        #expect(Self.largestDifference(flipped) { x, y in PixelGrid.pixel(original, x: 229 - x, y: y) } == 0)
        #expect(Self.largestDifference(flipped) { x, y in PixelGrid.pixel(original, x: x, y: y) } > 1000)
    }

    @Test("a map that squashes the plane flat is refused")
    func flatRefused() {
        #expect(LayerResampler.transformed(source(), by: .scaling(sx: 0, sy: 1, aboutX: 0, y: 0)) == nil)
        #expect(LayerResampler.transformed(source(), by: Affine(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == nil)
    }
}
