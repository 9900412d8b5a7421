import FlourishCompositing
import Testing

/// Pigment (`mypaint:spectral-wgm`) behaves as paint does; its numbers are held to MyPaint's
/// own in `MyPaintComparisonTests`.
@Suite("Pigment: MyPaint's spectral weighted geometric mean")
struct PigmentTests {
    static func over(_ source: Fix15Pixel, _ backdrop: Fix15Pixel, mode: BlendMode) -> [UInt16] {
        let result = TestTiles.composited(
            TestTiles.tile([[source.red, source.green, source.blue, source.alpha]]),
            onto: TestTiles.tile([[backdrop.red, backdrop.green, backdrop.blue, backdrop.alpha]]), mode: mode,
            opacity: 1)
        return TestTiles.pixel(result, 0)
    }

    @Test("blue over yellow at half alpha mixes to green; the normal mode gives grey (the control)")
    func blueAndYellowMakeGreen() {
        let blue = Fix15Pixel(straightRed: 0.1, green: 0.2, blue: 0.8, alpha: 0.5)
        let yellow = Fix15Pixel(straightRed: 0.95, green: 0.9, blue: 0.05)
        let mixed = Self.over(blue, yellow, mode: .pigment)
        #expect(mixed[3] == Fix15Tile.one)
        #expect(mixed[1] > mixed[0] + 3000 && mixed[1] > mixed[2] + 3000, "\(mixed)")
        // MyPaint 2.0.1's tile_combine gives 9472, 15262, 8293 for this pixel.
        for (channel, theirs) in [9472, 15262, 8293].enumerated() {
            #expect(abs(Int(mixed[channel]) - theirs) <= 8, "\(mixed)")
        }
        let normal = Self.over(blue, yellow, mode: .normal)
        #expect(normal[1] < normal[0] + 1000, "\(normal)")
    }

    @Test("on a transparent backdrop Pigment is src-over exactly: the source placed as it is")
    func transparentBackdrop() {
        let source = TestTiles.random(seed: 51)
        let transparent = [UInt16](repeating: 0, count: Fix15Tile.valuesPerTile)
        for opacity in [1, 0.5] {
            #expect(
                TestTiles.composited(source, onto: transparent, mode: .pigment, opacity: opacity)
                    == TestTiles.composited(source, onto: transparent, mode: .normal, opacity: opacity))
        }
    }

    @Test("the same colour over itself stays within a few units of itself, unlike a different colour")
    func sameColourStays() {
        let colour = Fix15Pixel(straightRed: 0.6, green: 0.3, blue: 0.2, alpha: 0.5)
        let opaque = Fix15Pixel(straightRed: 0.6, green: 0.3, blue: 0.2)
        let mixed = Self.over(colour, opaque, mode: .pigment)
        let expected = [opaque.red, opaque.green, opaque.blue, opaque.alpha]
        // The spectral round trip is close to, not exactly, the identity.
        for channel in 0..<4 { #expect(abs(Int(mixed[channel]) - Int(expected[channel])) < 200, "\(mixed)") }
        let other = Self.over(Fix15Pixel(straightRed: 0.1, green: 0.3, blue: 0.9, alpha: 0.5), opaque, mode: .pigment)
        #expect(abs(Int(other[2]) - Int(expected[2])) > 3000)
    }
}
