import FlourishPaint
import FlourishSamples
import Testing

@Suite("Selection masks: shapes to coverage, anti-aliased edges, joined by add and subtract")
struct SelectionMaskTests {
    static let one = Int(TileStore.one)

    @Test("a rectangle covers whole pixels fully and cut pixels by their share; tiles inside are full")
    func rectangle() {
        let mask = SelectionShape.rectangle(x: 10, y: 10, width: 100.5, height: 80).mask(width: 300, height: 200)
        #expect(Int(mask.coverage(x: 10, y: 10)) == Self.one)
        #expect(Int(mask.coverage(x: 110, y: 50)) == Self.one / 2, "half of the pixel at the right edge")
        #expect(mask.coverage(x: 9, y: 50) == 0 && mask.coverage(x: 111, y: 50) == 0 && mask.coverage(x: 50, y: 90) == 0)
        #expect(mask.tiles[TileCoordinate(x: 0, y: 0)] != .full && mask.tiles[TileCoordinate(x: 2, y: 0)] == nil)
        let big = SelectionShape.rectangle(x: 0, y: 0, width: 200, height: 200).mask(width: 300, height: 300)
        #expect(big.tiles[TileCoordinate(x: 1, y: 1)] == .full)
    }

    @Test("a polygon's edge pixels are partly covered; inside full, outside none")
    func polygonEdge() {
        // A triangle: its slanted side cuts pixels in two.
        let mask = SelectionShape.polygon([0, 0, 100, 0, 0, 100]).mask(width: 128, height: 128)
        #expect(Int(mask.coverage(x: 10, y: 10)) == Self.one)
        #expect(mask.coverage(x: 80, y: 80) == 0)
        let edge = Int(mask.coverage(x: 49, y: 50))
        #expect(edge > 0 && edge < Self.one, "the pixel the diagonal crosses is partly covered: \(edge)")
    }

    @Test("add is the union, subtract takes away, replace replaces")
    func combinations() {
        let a = SelectionShape.rectangle(x: 0, y: 0, width: 50, height: 50).mask(width: 200, height: 200)
        let b = SelectionShape.rectangle(x: 30, y: 0, width: 50, height: 50).mask(width: 200, height: 200)
        let union = a.combined(with: b, .add)
        #expect(union.coverage(x: 10, y: 10) > 0 && union.coverage(x: 70, y: 10) > 0)
        let cut = a.combined(with: b, .subtract)
        #expect(cut.coverage(x: 10, y: 10) > 0 && cut.coverage(x: 40, y: 10) == 0 && cut.coverage(x: 70, y: 10) == 0)
        #expect(a.combined(with: b, .replace) == b)
        #expect(a.combined(with: a, .subtract).isEmpty)
        #expect(SelectionMask.all(width: 100, height: 70).coverage(x: 99, y: 69) == TileStore.one)
    }
}
