import FlourishSamples
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishPaint

/// Pins what the engine paints with symmetry off to fingerprints taken from the engine as it
/// was before the move to libmypaint's MyPaintTiledSurface2 (v1 surface, v1 stroke_to, at
/// commit 14fffed): the new surface, stroke_to_2 at zoom 1 and rotation 0, must not change a
/// single pixel or dab.
@Suite("Symmetry off paints today's pixels")
struct UnchangedPixelsTests {
    /// A brush and the input it paints, with the fingerprint the old engine gave.
    struct Case: Sendable, CustomTestStringConvertible {
        let brush: String
        let input: Input
        let dabs: UInt64
        let fingerprint: UInt64
        var testDescription: String { "\(brush) on \(input)" }
    }

    enum Input: String, Sendable {
        /// libmypaint's own 30 s painting benchmark, four events a batch.
        case benchmark
        /// A long synthetic curve with tilt, three samples a batch.
        case curve
    }

    static let cases: [Case] = [
        Case(brush: "classic/pencil", input: .benchmark, dabs: 71476, fingerprint: 583230704990749576),
        Case(brush: "classic/charcoal", input: .benchmark, dabs: 49804, fingerprint: 7145440631197258362),
        Case(brush: "deevad/2B_pencil", input: .benchmark, dabs: 55725, fingerprint: 9042065630430403243),
        Case(brush: "deevad/basic_digital_brush", input: .benchmark, dabs: 7284, fingerprint: 2786362564611638828),
        Case(brush: "classic/pencil", input: .curve, dabs: 2967, fingerprint: 8209041477154957949),
        Case(brush: "classic/ink_blot", input: .curve, dabs: 277, fingerprint: 3925306703889413111),
        Case(brush: "deevad/basic_digital_brush", input: .curve, dabs: 294, fingerprint: 12242999993317936725),
        Case(brush: "ramon/Sketch_1", input: .curve, dabs: 3784, fingerprint: 5887282184125318388),
    ]

    static let benchmarkPath = Strokes.sharedData("libmypaint/painting30sec.dat")

    @Test("the same pixels and dab count as the v1 engine", arguments: cases)
    func unchanged(_ item: Case) throws {
        let samples: [Sample]
        let batch: Int
        switch item.input {
        case .benchmark:
            guard let path = Self.benchmarkPath else { return }
            samples = try Self.benchmark(path)
            batch = 4
        case .curve:
            samples = WaveStroke.curve.samples(from: 40, 300, length: 900, samples: 400)
            batch = 3
        }
        let engine = PaintEngine(width: 1000, height: 1000, brush: try Brush(named: item.brush))
        for part in Strokes.batches(samples, size: batch) { engine.continueStroke(part) }
        let print = Self.fingerprint(engine.tiles)
        #expect(engine.dabs == item.dabs)
        #expect(print == item.fingerprint)
    }

    @Test("the fingerprint sees a one-value change (negative control)")
    func fingerprintSeesChange() throws {
        let engine = PaintEngine(width: 256, height: 256, brush: try Brush(named: "classic/pencil"))
        engine.continueStroke(WaveStroke.curve.samples(from: 20, 100))
        let before = Self.fingerprint(engine.tiles)
        let tile = try #require(engine.tiles.allocatedTiles.first)
        engine.tiles.bufferForWriting(tile)[100] &+= 1
        #expect(Self.fingerprint(engine.tiles) != before)
    }

    /// The benchmark's `time x y pressure` lines as pen samples; pressure 0 is hover.
    static func benchmark(_ path: String) throws -> [Sample] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let v = line.split(separator: " ").compactMap { Double($0) }
            guard v.count == 4 else { return nil }
            return Sample(
                x: v[1], y: v[2], pressure: v[3], xtilt: 0, ytilt: 0, time: v[0], tool: .pen,
                buttons: v[3] > 0 ? .primary : [])
        }
    }

    /// FNV-1a over every stored tile's place and values, in tile order.
    static func fingerprint(_ tiles: TileStore) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) {
            hash ^= value
            hash = hash &* 0x100_0000_01b3
        }
        for ty in 0..<tiles.tilesDown {
            for tx in 0..<tiles.tilesAcross {
                let tile = TileCoordinate(x: tx, y: ty)
                guard let p = tiles.pixels(of: tile) else { continue }
                mix(UInt64(bitPattern: Int64(tx)))
                mix(UInt64(bitPattern: Int64(ty)))
                for i in 0..<TileStore.valuesPerTile { mix(UInt64(p[i])) }
            }
        }
        return hash
    }
}
