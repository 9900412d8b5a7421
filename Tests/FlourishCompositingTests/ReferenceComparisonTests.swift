import FlourishCompositing
import Testing

/// Every W3C mode against `ReferenceBlending`, on a grid of colours and alphas (0 and 1
/// among them) and on random tiles, at several opacities.
@Suite("TileCompositor against the W3C formulas in Double")
struct ReferenceComparisonTests {
    /// Straight colours: black, white, greys, primaries, near-black and near-white ones
    /// (where dodge, burn and the saturation modes divide by small numbers), mixed ones.
    static let colors: [[Double]] = [
        [0, 0, 0], [1, 1, 1], [0.5, 0.5, 0.5], [1, 0, 0], [0, 0.6, 1], [0.25, 0.75, 0.1], [0.9, 0.85, 0.2],
        [0.02, 0.03, 0.01], [0.999, 0.998, 1], [0.3, 0.3, 0.31],
    ]
    /// Alphas, in fix15: transparent, one unit, partial ones, one unit short of opaque, opaque.
    static let alphas: [Int] = [0, 1, 3277, 16384, 29491, 32767, 32768]

    /// Every (source, backdrop) pair of grid pixels, pixel by pixel in source tiles and
    /// backdrop tiles; the last tile's spare pixels repeat the first pairs.
    static func gridTiles() -> [(source: [UInt16], backdrop: [UInt16])] {
        let pixels = colors.flatMap { color in
            alphas.map { alpha in
                let a = Double(alpha) / 32768
                return color.map { UInt16(($0 * a * 32768).rounded()) } + [UInt16(alpha)]
            }
        }
        let pairs = pixels.flatMap { source in pixels.map { (source, $0) } }
        return stride(from: 0, to: pairs.count, by: Fix15Tile.pixelCount).map { start in
            let filled = (0..<Fix15Tile.pixelCount).map { pairs[(start + $0) % pairs.count] }
            return (filled.flatMap(\.0), filled.flatMap(\.1))
        }
    }

    /// The largest difference, in fix15 units, between the compositor's result and the
    /// exact one, over every channel of every pixel.
    static func largestError(source: [UInt16], backdrop: [UInt16], mode: BlendMode, opacity: Double) -> Double {
        let result = TestTiles.composited(source, onto: backdrop, mode: mode, opacity: opacity)
        var largest = 0.0
        for index in 0..<Fix15Tile.pixelCount {
            let expected = ReferenceBlending.composite(
                source: TestTiles.pixel(source, index), backdrop: TestTiles.pixel(backdrop, index), mode: mode,
                opacity: opacity)!
            let actual = TestTiles.pixel(result, index)
            for channel in 0..<4 { largest = max(largest, abs(Double(actual[channel]) - expected[channel])) }
        }
        return largest
    }

    static let w3cModes = BlendMode.allCases.filter { $0 != .pigment }
    static let opacities = [1, 0.6, 0.25, 1.0 / 3]

    /// Rounding to the nearest whole unit costs up to half a unit; Float arithmetic (24 bits
    /// for 15) adds under a hundredth (measured: at most 0.503 over every mode and case).
    static let tolerance = 0.51

    @Test("every W3C mode is the exact result rounded to the nearest fix15 unit, on the grid", arguments: w3cModes)
    func grid(mode: BlendMode) {
        for opacity in Self.opacities {
            let error = Self.gridTiles().map {
                Self.largestError(source: $0.source, backdrop: $0.backdrop, mode: mode, opacity: opacity)
            }.max()!
            print("reference grid \(mode.rawValue) opacity \(opacity): max \(error)")
            #expect(error <= Self.tolerance, "\(mode.rawValue) at opacity \(opacity): \(error) units")
        }
    }

    @Test("every W3C mode is the exact result rounded to the nearest fix15 unit, on random tiles", arguments: w3cModes)
    func random(mode: BlendMode) {
        for seed: UInt64 in [1, 2] {
            let source = TestTiles.random(seed: seed)
            let backdrop = TestTiles.random(seed: seed + 100)
            for opacity in Self.opacities {
                let error = Self.largestError(source: source, backdrop: backdrop, mode: mode, opacity: opacity)
                print("reference random \(mode.rawValue) seed \(seed) opacity \(opacity): max \(error)")
                #expect(error <= Self.tolerance, "\(mode.rawValue) at opacity \(opacity): \(error) units")
            }
        }
    }

    /// The comparison can fail: each mode's result checked against the reference of the
    /// next mode in the list differs by far more than the tolerance somewhere on the grid.
    @Test("negative control: a mode is far from another mode's reference")
    func otherModeDiffers() {
        let (source, backdrop) = Self.gridTiles()[0]
        for (mode, other) in zip(Self.w3cModes, Self.w3cModes.dropFirst() + Self.w3cModes.prefix(1)) {
            let result = TestTiles.composited(source, onto: backdrop, mode: mode, opacity: 1)
            var largest = 0.0
            for index in 0..<Fix15Tile.pixelCount {
                let expected = ReferenceBlending.composite(
                    source: TestTiles.pixel(source, index), backdrop: TestTiles.pixel(backdrop, index), mode: other,
                    opacity: 1)!
                let actual = TestTiles.pixel(result, index)
                for channel in 0..<4 { largest = max(largest, abs(Double(actual[channel]) - expected[channel])) }
            }
            #expect(largest > 100, "\(mode.rawValue) against \(other.rawValue)'s reference: \(largest)")
        }
    }
}
