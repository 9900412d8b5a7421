import FlourishCompositing
import FlourishTestSupport
import Foundation
import Testing

/// Every mode against MyPaint 2's own compositing, computed now by its Python library
/// (`Scripts/mypaint-combine.py`) on the same tiles.
@Suite("TileCompositor against MyPaint's tile_combine")
struct MyPaintComparisonTests {
    /// Source and backdrop pairs: random pixels (with transparent and opaque ones), a painted
    /// stroke over random pixels, and random pixels over a painted stroke.
    static let pairs: [(source: [UInt16], backdrop: [UInt16])] = [
        (TestTiles.random(seed: 11), TestTiles.random(seed: 12)),
        (TestTiles.random(seed: 13), TestTiles.random(seed: 14)),
        (TestTiles.painted(seed: 15), TestTiles.random(seed: 16)),
        (TestTiles.random(seed: 17), TestTiles.painted(seed: 18)),
    ]
    /// Opacities with an exact fix15 value, so MyPaint (which truncates its opacity to fix15)
    /// and Flourish use the same one: 1, 0.6 (19660 / 32768) and 0.25.
    static let opacities = [1.0, 19660.0 / 32768, 0.25]

    /// How far from MyPaint each mode may be, in fix15 units. MyPaint works in whole fix15
    /// numbers and truncates at every step (un-premultiplying, blending, compositing), so it
    /// sits up to about 4 units below the exact W3C result that Flourish rounds to; soft light
    /// adds its fix15 square root and cube, and colour and luminosity the clipping's division.
    /// Dodge and burn divide by 1 - Cs and by Cs, hue and saturation by the spread of one
    /// colour's channels: where those are a few units, MyPaint's truncated straight colour is
    /// magnified to tens of units at a few pixels, so for those four the bound is one 8-bit
    /// level and the typical bound below does the work. Pigment: MyPaint raises to the weights
    /// with a fast approximation of pow, a few units off the exact mean Flourish computes.
    static func tolerance(_ mode: BlendMode) -> Double {
        switch mode {
        case .colorDodge, .colorBurn, .hue, .saturation: 128
        case .softLight: 16
        case .color, .luminosity: 10
        case .pigment: 8
        default: 5
        }
    }

    /// Where all but one in a thousand values must be, in every mode.
    static let typicalTolerance = 6.0

    struct Measured {
        var largest = 0.0
        var differences: [Double] = []
        /// At the largest difference: Flourish's value, MyPaint's, and the exact W3C one.
        var worst = ""
    }

    /// Runs MyPaint on every pair at every opacity; per mode, every difference from Flourish.
    static func compare() throws -> [BlendMode: Measured] {
        let folder = try TemporaryFolder(prefix: "flourish-compositing")
        let input = folder.file("tiles.raw")
        let output = folder.file("combined.raw")
        let values = pairs.flatMap { $0.source + $0.backdrop }
        try folder.write(values.withUnsafeBytes { Array($0) }, to: "tiles.raw")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Scripts/mypaint-combine.py").path
        let run = try python([script, input, output] + opacities.map { String($0) })
        try #require(run.status == 0, "\(run.output)")
        let names = run.output.split(separator: "\n").map(String.init)
        let modes = names.compactMap(BlendMode.init(compositeOp:))
        // Both lists the same: every mode MyPaint has is one of ours, and the other way round.
        #expect(modes.count == names.count, "MyPaint modes Flourish lacks: \(names)")
        #expect(Set(modes) == Set(BlendMode.allCases))

        let data = try #require(FileManager.default.contents(atPath: output))
        let combined = data.withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)) }
        try #require(combined.count == pairs.count * opacities.count * names.count * Fix15Tile.valuesPerTile)
        var measured: [BlendMode: Measured] = [:]
        var offset = 0
        for pair in pairs {
            for opacity in opacities {
                for mode in modes {
                    let theirs = combined[offset..<(offset + Fix15Tile.valuesPerTile)]
                    offset += Fix15Tile.valuesPerTile
                    let ours = TestTiles.composited(pair.source, onto: pair.backdrop, mode: mode, opacity: opacity)
                    var entry = measured[mode, default: Measured()]
                    for (index, (a, b)) in zip(ours, theirs).enumerated() {
                        let difference = abs(Double(a) - Double(b))
                        entry.differences.append(difference)
                        if difference > entry.largest {
                            entry.largest = difference
                            let pixel = index / 4
                            let exact = ReferenceBlending.composite(
                                source: TestTiles.pixel(pair.source, pixel),
                                backdrop: TestTiles.pixel(pair.backdrop, pixel), mode: mode, opacity: opacity)
                            let exactValue = exact.map { String(format: "%.1f", $0[index % 4]) } ?? "-"
                            entry.worst = "ours \(a), MyPaint \(b), exact \(exactValue)"
                        }
                    }
                    measured[mode] = entry
                }
            }
        }
        return measured
    }

    @Test(
        "every mode, Pigment included, is within its tolerance of MyPaint's own result",
        .enabled(if: hasMyPaint, "skipped: MyPaint's Python library (apt: mypaint, /usr/lib/mypaint) is absent"))
    func matchesMyPaint() throws {
        let measured = try Self.compare()
        for mode in BlendMode.allCases {
            let entry = try #require(measured[mode])
            let sorted = entry.differences.sorted()
            let typical = sorted[sorted.count * 999 / 1000]
            print(
                "mypaint \(mode.rawValue): \(entry.differences.count) values, max \(entry.largest), "
                    + "99.9% within \(typical); at the largest \(entry.worst)")
            #expect(entry.largest <= Self.tolerance(mode), "\(mode.rawValue): \(entry.largest) units from MyPaint")
            #expect(typical <= Self.typicalTolerance, "\(mode.rawValue): 99.9% within \(typical) units")
        }
    }
}
