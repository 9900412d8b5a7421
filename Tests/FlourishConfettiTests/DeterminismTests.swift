import FlourishRandom
import Testing

@testable import FlourishConfetti

@Suite("Determinism: geometry is a function of the pop's arguments and the time")
struct DeterminismTests {
    static let times = [0.0, 0.02, 0.3, 0.8, 1.1, 2.0, 2.9, 3.4]

    @Test(
        "the same seed gives bit-identical vertices, frame by frame",
        arguments: [ConfettiLook.flat, .threeD])
    func sameSeed(look: ConfettiLook) {
        let options = BurstOptions(look: look, seed: 7)
        let a = popped(options, at: 100)
        let b = popped(options, at: 100)
        for t in Self.times {
            a.update(at: 100 + t)
            b.update(at: 100 + t)
            #expect(a.vertexBits == b.vertexBits)
        }
        #expect(a.livePieces > 0)
    }

    @Test("a different seed gives a different burst")
    func differentSeed() {
        let a = popped(BurstOptions(seed: 7))
        let b = popped(BurstOptions(seed: 8))
        a.update(at: 0.5)
        b.update(at: 0.5)
        #expect(a.livePieces == b.livePieces)
        #expect(a.vertexBits != b.vertexBits)
    }

    @Test("frame-rate independence: whatever updates came before, the frame at t is the same")
    func frameRateIndependence() {
        let options = BurstOptions(look: .threeD, seed: 3)
        let once = popped(options, at: 5)
        let at60Hz = popped(options, at: 5)
        let jittery = popped(options, at: 5)
        var generator = SplitMix64(seed: 99)
        let target = 5 + 1.7
        var t = 5.0
        while t < target {
            at60Hz.update(at: t)
            t += 1 / 60
        }
        // Random times, out of order, some past the target.
        for _ in 0..<50 { jittery.update(at: 5 + Double(generator.unit()) * 2.5) }
        once.update(at: target)
        at60Hz.update(at: target)
        jittery.update(at: target)
        #expect(once.livePieces > 0)
        #expect(at60Hz.vertexBits == once.vertexBits)
        #expect(jittery.vertexBits == once.vertexBits)
    }

    @Test(
        "the launch is captured at pop: later pops' windows and an earlier history change nothing")
    func capturedAtPop() {
        let options = BurstOptions(seed: 11)
        let fresh = popped(options, at: 2)
        // An engine that lived through another window size first, then got the same pop.
        let other = ConfettiEngine()
        other.pop(BurstOptions(seed: 11), windowSize: (width: 400, height: 300), at: 0)
        other.update(at: 1)
        other.pop(options, windowSize: window, at: 2)
        for t in [2.1, 2.6, 3.5] {
            fresh.update(at: t)
            other.update(at: t)
            #expect(fresh.vertexBits == other.vertexBits)
        }
    }

    @Test("the default origin is the bottom centre of the window size given at pop")
    func defaultOrigin() {
        let engine = ConfettiEngine()
        engine.pop(BurstOptions(), windowSize: (width: 800, height: 500), at: 0)
        for piece in engine.preparedPieces {
            #expect(piece.originX == 400 && piece.originY == 500)
        }
        engine.pop(
            BurstOptions(origin: (x: 123, y: 45)), windowSize: (width: 800, height: 500), at: 0)
        for piece in engine.preparedPieces {
            #expect(piece.originX == 123 && piece.originY == 45)
        }
    }

    @Test("the window size at pop sets the reach")
    func reachFromWindow() {
        let small = ConfettiEngine()
        small.pop(BurstOptions(), windowSize: (width: 800, height: 400), at: 0)
        let large = ConfettiEngine()
        large.pop(BurstOptions(), windowSize: (width: 800, height: 1200), at: 0)
        let smallHeights = small.preparedPieces.map { -$0.riseY }
        let largeHeights = large.preparedPieces.map { -$0.riseY }
        #expect((smallHeights.max() ?? 0) <= 400)
        #expect((largeHeights.max() ?? 0) > (smallHeights.max() ?? 0) * 2)
    }

    @Test("BurstOptions compares its origin")
    func optionsEquality() {
        #expect(BurstOptions() == BurstOptions(count: 80, origin: nil, look: .flat, seed: 1))
        #expect(BurstOptions(origin: (x: 1, y: 2)) == BurstOptions(origin: (x: 1, y: 2)))
        #expect(BurstOptions(origin: (x: 1, y: 2)) != BurstOptions(origin: (x: 1, y: 3)))
        #expect(BurstOptions(origin: (x: 1, y: 2)) != BurstOptions())
        #expect(BurstOptions(seed: 2) != BurstOptions())
    }
}
