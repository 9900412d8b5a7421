import FlourishPaint
import FlourishRandom
import FlourishSamples
import Testing

@testable import FlourishTransform

/// The selection's kernels (C, issue 32) against the per-pixel definition they replaced
/// (`ReferenceResampler` through a selection), bit for bit, over random maps and random
/// selections: rectangles on and off whole pixels (anti-aliased edges), lassos, holes, tiles
/// covered whole, in part and not at all; and the draft under a selection.
@Suite("Through a selection the fast kernels give exactly the reference's tiles")
struct SelectionFastPathTests {
    static let (width, height) = (FastPathTests.width, FastPathTests.height)

    /// A random selection: a rectangle (fractional edges half the time), a lasso of 3 to 12
    /// points, either with a rectangle taken out or added, or the whole canvas.
    static func randomMask(_ random: inout SplitMix64) -> SelectionMask {
        func coordinate(_ limit: Int) -> Double {
            let whole = Double(random.below(limit + 40) - 20)
            return random.below(2) == 0 ? whole : whole + Double(random.below(1000)) / 1000
        }
        func rectangle() -> SelectionShape {
            let (x, y) = (coordinate(width), coordinate(height))
            return .rectangle(x: x, y: y, width: 1 + coordinate(width), height: 1 + coordinate(height))
        }
        let shape: SelectionShape
        switch random.below(6) {
        case 0, 1: shape = rectangle()
        case 2, 3, 4: shape = .polygon((0..<(2 * (3 + random.below(10)))).map { i in coordinate(i % 2 == 0 ? width : height) })
        default: return SelectionMask.all(width: width, height: height)
        }
        var mask = shape.mask(width: width, height: height)
        switch random.below(3) {
        case 0: mask = mask.combined(with: rectangle().mask(width: width, height: height), .subtract)
        case 1: mask = mask.combined(with: rectangle().mask(width: width, height: height), .add)
        default: break
        }
        return mask
    }

    /// Whether `mask` has tiles of every kind the kernels tell apart: covered whole, in part,
    /// and painted tiles not covered at all.
    static func kinds(_ mask: SelectionMask, _ layer: TileStore) -> (full: Bool, partial: Bool, uncovered: Bool) {
        (
            mask.tiles.values.contains { $0 == .full }, mask.tiles.values.contains { $0 != .full },
            layer.allocatedTiles.contains { mask.tiles[$0] == nil }
        )
    }

    @Test("random maps through random selections, whole layer and in a window")
    func randomSelections() throws {
        let source = FastPathTests.layer(seed: 41)
        var random = SplitMix64(seed: 320)
        var seen = (full: false, partial: false, uncovered: false, whole: false)
        for _ in 0..<40 {
            let mask = Self.randomMask(&random)
            let map = FastPathTests.randomMap(&random)
            let limit = random.below(2) == 0 ? nil : PixelRect(x: random.below(150), y: random.below(100), width: 1 + random.below(150), height: 1 + random.below(100))
            let fast = LayerResampler.transformed(source, by: map, limit: limit, selection: mask)
            let reference = ReferenceResampler.transformed(source, by: map, limit: limit, selection: mask)
            #expect(FastPathTests.differing(fast, reference) == [], "\(map), \(String(describing: limit))")
            let kinds = Self.kinds(mask, source)
            seen = (seen.full || kinds.full, seen.partial || kinds.partial, seen.uncovered || kinds.uncovered, seen.whole || map.wholePixelOffset != nil)
        }
        // The random selections did reach every kind of tile, and whole-pixel moves.
        #expect(seen.full && seen.partial && seen.uncovered && seen.whole)
    }

    @Test("maps that sample at tile edges, on pixel centres and far off the canvas, through a soft lasso")
    func edgeMaps() {
        let source = FastPathTests.layer(seed: 43)
        let lasso = SelectionShape.polygon([10.5, 5.25, 280.75, 20, 240, 190.5, 60.25, 150, -10, 120])
            .mask(width: Self.width, height: Self.height)
        for map in FastPathTests.edgeMaps {
            let fast = LayerResampler.transformed(source, by: map, selection: lasso)
            #expect(FastPathTests.differing(fast, ReferenceResampler.transformed(source, by: map, selection: lasso)) == [], "\(map)")
        }
    }

    @Test("negative controls: a nudged map, a selection a pixel larger, and one changed value are told apart")
    func negativeControls() throws {
        let source = FastPathTests.layer(seed: 45)
        let shape = SelectionShape.rectangle(x: 30.5, y: 20.5, width: 150, height: 120)
        let mask = shape.mask(width: Self.width, height: Self.height)
        for map in [Affine.rotation(radians: 0.3, aboutX: 100, y: 100), .translation(dx: 12, dy: -7)] {
            let fast = try #require(LayerResampler.transformed(source, by: map, selection: mask))
            let nudged = Affine.translation(dx: 1.0 / 256, dy: 0).after(map)
            #expect(FastPathTests.differing(fast, ReferenceResampler.transformed(source, by: nudged, selection: mask)).count > 2)
            let larger = SelectionShape.rectangle(x: 30.5, y: 20.5, width: 151, height: 120).mask(width: Self.width, height: Self.height)
            #expect(FastPathTests.differing(fast, ReferenceResampler.transformed(source, by: map, selection: larger)) != [])
            let reference = try #require(ReferenceResampler.transformed(source, by: map, selection: mask))
            let tile = try #require(reference.first { $0.value != nil })
            let changed = TilePixels(copying: try #require(tile.value).values)
            changed.values[4097] &+= 1
            var altered = reference
            altered[tile.key] = .some(changed)
            #expect(FastPathTests.differing(fast, altered) == [tile.key])
        }
    }
}
