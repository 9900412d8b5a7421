import FlourishSamples
import Foundation
import Testing

@testable import FlourishPaint

/// libmypaint picks up colour for smudging and pigment at pixels chosen with rand(): each
/// engine owns what that draws, so the same samples paint the same pixels whatever else draws
/// random numbers meanwhile, and a history replays bit for bit.
@Suite("An engine's own random numbers")
struct BrushRandomTests {
    /// glibc's random_r from `seed`: what a fresh process's rand() gives after srand(seed).
    static func glibc(seed: UInt32, count: Int) -> [Int32] {
        var buffer = [CChar](repeating: 0, count: 128)
        var data = random_data()
        var out: [Int32] = []
        buffer.withUnsafeMutableBufferPointer { bytes in
            _ = initstate_r(seed, bytes.baseAddress!, 128, &data)
            for _ in 0..<count {
                var value: Int32 = 0
                _ = random_r(&data, &value)
                out.append(value)
            }
        }
        return out
    }

    @Test("the generator is glibc's: seeded alike, the same numbers; seeded otherwise, others")
    func glibcSequence() {
        for seed: UInt32 in [1, 42, 0xDEAD_BEEF] {
            let ours = BrushRandom(seed: seed)
            #expect((0..<2000).map { _ in ours.next() } == Self.glibc(seed: seed, count: 2000), "seed \(seed)")
        }
        let other = BrushRandom(seed: 2)
        #expect((0..<50).map { _ in other.next() } != Self.glibc(seed: 1, count: 50))
    }

    @Test("while an engine paints, rand() draws from its generator; outside, it does not")
    func randIsTheEngines() {
        let engine = BrushRandom(seed: 7)
        let drawn = engine.drawing { (0..<100).map { _ in Int32(rand()) } }
        #expect(drawn == Self.glibc(seed: 7, count: 100))
        let outside = (0..<100).map { _ in Int32(rand()) }
        #expect(outside != Self.glibc(seed: 7, count: 200).suffix(100).map { $0 })
    }

    static let charcoal = StrokePass(
        brush: "classic/charcoal", color: Color(r: 30, g: 60, b: 200), pigment: .fileOrOn,
        samples: MyPaintStrokes.strokes(at: [64, 128, 192]))
    static let smudge = StrokePass(
        brush: "deevad/basic_digital_brush", color: Color(r: 240, g: 215, b: 30), pigment: .fileOrOn,
        samples: MyPaintStrokes.strokes(at: [68, 132, 196], start: 4))

    @Test("a smudging pigment stroke paints the same pixels while other engines paint and threads draw random numbers; one draw more, and it does not")
    func sameStrokeSamePixels() async throws {
        let passes = [Self.charcoal, Self.smudge]
        let alone = try LinearPainting.paint(passes)
        // Two engines at once, again and again, while another thread draws from rand(): before
        // engines took turns, about one painting in twenty came out different.
        async let noise = Task.detached { (0..<2_000_000).reduce(0) { sum, _ in sum &+ Int(rand()) } }.value
        for _ in 0..<6 {
            async let other = Task.detached { try LinearPainting.paint(passes) }.value
            let busy = try LinearPainting.paint(passes)
            #expect(try await other == alone, "the same samples, the same pixels, on another thread")
            #expect(busy == alone, "the same samples, the same pixels")
        }
        _ = await noise
        // The negative control: the engine's generator one draw further on.
        let shifted = try LinearPainting.paint(passes) { _ = $0.random.next() }
        let differing = stride(from: 0, to: alone.count, by: 4).filter { alone[$0..<$0 + 4] != shifted[$0..<$0 + 4] }.count
        #expect(differing > 0, "the random draws decide pixels, so the comparison above can fail")
    }
}
