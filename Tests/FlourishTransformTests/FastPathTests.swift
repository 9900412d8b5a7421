import FlourishPaint
import FlourishRandom
import FlourishSamples
import Testing

@testable import FlourishTransform

/// The resampler's fast path against the per-pixel code it replaced (`ReferenceResampler`),
/// bit for bit: apply uses it, and replays of recordings depend on every value.
@Suite("The fast resampler gives exactly the reference's tiles")
struct FastPathTests {
    static let (width, height) = (300, 200)

    /// A layer whose canvas ends inside its edge tiles (300x200), painted in three patches (one
    /// across tile edges, one at the top-left corner, where source points left of and above the
    /// canvas read it, one at the bottom-right corner), with paint past the canvas's edge inside
    /// the edge tiles that no read may see.
    static func layer(seed: UInt64) -> TileStore {
        let store = PixelGrid.seeded(width: width, height: height, rect: (40, 30, 150, 120), seed: seed)
        var random = SplitMix64(seed: seed &+ 1)
        for y in 150..<200 {
            for x in 230..<300 { PixelGrid.set(store, x: x, y: y, [1000, 2000, 3000, UInt16(4000 + random.below(28000))]) }
        }
        for y in 0..<24 {
            for x in 0..<30 { PixelGrid.set(store, x: x, y: y, [500, 700, UInt16(random.below(900)), UInt16(900 + random.below(30000))]) }
        }
        for y in 190..<256 { PixelGrid.set(store, x: 250, y: y, [32768, 32768, 32768, 32768]) }
        for x in 300..<320 { PixelGrid.set(store, x: x, y: 100, [32768, 32768, 32768, 32768]) }
        return store
    }

    /// Tiles where `a` and `b` differ: named in one only, clear in one only, or other bytes.
    static func differing(_ a: [TileCoordinate: TilePixels?]?, _ b: [TileCoordinate: TilePixels?]?) -> [TileCoordinate] {
        guard let a, let b else { return a == nil && b == nil ? [] : [TileCoordinate(x: -1, y: -1)] }
        return Set(a.keys).union(b.keys).sorted().filter { tile in
            switch (a[tile], b[tile]) {
            case (.some(.some(let x)), .some(.some(let y))): !x.hasSamePixels(as: y)
            case (.some(.none), .some(.none)): false
            default: true
            }
        }
    }

    /// A map of every kind a drag makes: turns (a quarter of them exact quarter turns),
    /// scales up and down, flips, whole and fractional moves, about random points.
    static func randomMap(_ random: inout SplitMix64) -> Affine {
        func unit() -> Double { Double(random.below(1_000_001)) / 1_000_000 }
        let (cx, cy) = (unit() * Double(width), unit() * Double(height))
        let angle = random.below(4) == 0 ? Double(random.below(4)) * .pi / 2 : (unit() * 2 - 1) * .pi
        var (sx, sy) = (0.2 + unit() * 2.8, 0.2 + unit() * 2.8)
        if random.below(3) == 0 { sy = sx }
        if random.below(3) == 0 { sx = -sx }
        if random.below(4) == 0 { sy = -sy }
        let whole = random.below(2) == 0
        let (dx, dy) = whole ? (Double(random.below(121) - 60), Double(random.below(121) - 60)) : (unit() * 120 - 60, unit() * 120 - 60)
        if random.below(5) == 0 { return .translation(dx: dx, dy: dy) }
        return Affine.translation(dx: dx, dy: dy).after(.rotation(radians: angle, aboutX: cx, y: cy))
            .after(.scaling(sx: sx, sy: sy, aboutX: cx, y: cy))
    }

    /// Maps whose source points fall on or a hair beside tile edges, pixel centres and the
    /// canvas's edge, where a floor or a tile lookup off by one would show.
    static let edgeMaps: [Affine] = [
        .translation(dx: 0.5, dy: -0.5), .translation(dx: 63.5, dy: 64.25), .translation(dx: -64 + 1e-9, dy: 64 - 1e-9),
        .translation(dx: 1e-12, dy: -1e-12), .translation(dx: 64, dy: -64), .translation(dx: -299, dy: 199),
        .rotation(radians: 1e-10, aboutX: 64, y: 64), .rotation(radians: .pi / 2, aboutX: 64, y: 64),
        .rotation(radians: .pi / 2, aboutX: 63.5, y: 63.5), .rotation(radians: .pi, aboutX: 150, y: 100),
        .scaling(sx: 2, sy: 2, aboutX: 64, y: 64), .scaling(sx: -1, sy: 1, aboutX: 128, y: 0),
        .scaling(sx: 1, sy: -1, aboutX: 0, y: 64), .scaling(sx: 1 + 1e-12, sy: 1 - 1e-12, aboutX: 0, y: 0),
        .scaling(sx: 0.5, sy: 0.5, aboutX: 0, y: 0), .scaling(sx: 64, sy: 64, aboutX: 100, y: 100),
        .scaling(sx: 1e-6, sy: 1e-6, aboutX: 50, y: 50), .translation(dx: 1e10, dy: 0),
    ]

    @Test("random turns, scales, flips and moves, whole layer and in a window")
    func randomMaps() throws {
        let source = Self.layer(seed: 5)
        var random = SplitMix64(seed: 32)
        for _ in 0..<30 {
            let map = Self.randomMap(&random)
            let limit = random.below(2) == 0 ? nil : PixelRect(x: random.below(150), y: random.below(100), width: 1 + random.below(150), height: 1 + random.below(100))
            let fast = LayerResampler.transformed(source, by: map, limit: limit)
            #expect(Self.differing(fast, ReferenceResampler.transformed(source, by: map, limit: limit)) == [], "\(map), \(String(describing: limit))")
        }
    }

    @Test("maps that sample at tile edges, on pixel centres, and far off the canvas")
    func edgeMaps() throws {
        let source = Self.layer(seed: 9)
        for map in Self.edgeMaps {
            #expect(Self.differing(LayerResampler.transformed(source, by: map), ReferenceResampler.transformed(source, by: map)) == [], "\(map)")
        }
    }

    @Test("through selections with soft edges, full tiles and holes")
    func selections() throws {
        let source = Self.layer(seed: 11)
        let lasso = SelectionShape.polygon([30.5, 20.25, 210.75, 45.5, 180.2, 170.9, 60.1, 150.3]).mask(width: Self.width, height: Self.height)
        let masks = [
            lasso,
            SelectionShape.rectangle(x: 0, y: 0, width: 256, height: 192).mask(width: Self.width, height: Self.height)
                .combined(with: SelectionShape.rectangle(x: 70.5, y: 60.5, width: 40, height: 30).mask(width: Self.width, height: Self.height), .subtract),
        ]
        var random = SplitMix64(seed: 64)
        for mask in masks {
            for map in [Self.randomMap(&random), Self.randomMap(&random), .translation(dx: 17, dy: -9), Self.edgeMaps[2]] {
                let fast = LayerResampler.transformed(source, by: map, selection: mask)
                #expect(Self.differing(fast, ReferenceResampler.transformed(source, by: map, selection: mask)) == [], "\(map)")
            }
        }
    }

    @Test("one thread or many: the same tiles")
    func threadCount() throws {
        let source = SourceTiles(Self.layer(seed: 3))
        let map = Affine.rotation(radians: 0.8, aboutX: 120, y: 90).after(.scaling(sx: 0.7, sy: 1.3, aboutX: 0, y: 0))
        let parallel = LayerResampler.transformed(source, by: map, limit: nil)
        let serial = LayerResampler.transformed(source, by: map, limit: nil, parallel: false)
        #expect(parallel?.isEmpty == false)
        #expect(Self.differing(parallel, serial) == [])
    }

    @Test("a preview's frames, written over the last frame's buffers, are the reference's pixels")
    func previewFrames() throws {
        let layer = Self.layer(seed: 21)
        let original = Self.layer(seed: 21)
        let preview = TransformPreview(layer: layer)
        var random = SplitMix64(seed: 7)
        for frame in 0..<6 {
            let map = frame == 3 ? .translation(dx: -40, dy: 30) : Self.randomMap(&random)
            _ = preview.show(map)
            let expected = PixelGrid.applying(try #require(ReferenceResampler.transformed(original, by: map)), to: Self.layer(seed: 21))
            let shown = Dictionary(uniqueKeysWithValues: layer.allocatedTiles.map { ($0, layer.buffer(of: $0)) })
            let wanted = Dictionary(uniqueKeysWithValues: expected.allocatedTiles.map { ($0, expected.buffer(of: $0)) })
            #expect(Self.differing(shown, wanted) == [], "frame \(frame): \(map)")
        }
    }

    @Test("negative controls: a map a 256th of a pixel off, and one changed value, are told apart")
    func negativeControls() throws {
        let source = Self.layer(seed: 5)
        let map = Affine.rotation(radians: 0.3, aboutX: 100, y: 100)
        let fast = try #require(LayerResampler.transformed(source, by: map))
        let nudged = Affine.translation(dx: 1.0 / 256, dy: 0).after(map)
        #expect(Self.differing(fast, ReferenceResampler.transformed(source, by: nudged)).count > 4)
        let reference = try #require(ReferenceResampler.transformed(source, by: map))
        let tile = try #require(reference.first { $0.value != nil })
        let changed = TilePixels(copying: try #require(tile.value).values)
        changed.values[4097] &+= 1
        var altered = reference
        altered[tile.key] = .some(changed)
        #expect(Self.differing(fast, altered) == [tile.key])
    }
}
