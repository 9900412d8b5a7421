import Testing

@testable import FlourishConfetti

@Suite("Burst lifecycle: pop, count, replace, cancel, hide, end")
struct LifecycleTests {
    @Test("a new engine is idle and draws nothing")
    func idle() {
        let engine = ConfettiEngine()
        #expect(engine.state == .idle)
        #expect(!engine.isActive)
        #expect(engine.update(at: 1) == 0)
        #expect(engine.vertices.isEmpty && engine.indices.isEmpty)
    }

    @Test("pop() launches 80 pieces by default; each is a quad of 4 vertices and 6 indices")
    func defaultCount() {
        let engine = popped()
        #expect(engine.state == .flying && engine.isActive)
        #expect(engine.update(at: 0.5) == 80)
        #expect(engine.livePieces == 80)
        #expect(engine.vertices.count == 320)
        #expect(engine.indices.count == 480)
        for quad in 0..<80 {
            let base = Int32(quad * 4)
            #expect(
                Array(engine.indices[quad * 6..<quad * 6 + 6]) == [
                    base, base + 1, base + 2, base, base + 2, base + 3,
                ])
        }
    }

    @Test(
        "the count is clamped to the capacity, and to zero",
        arguments: [(80, 50, 50), (10, 50, 10), (-5, 50, 0), (0, 50, 0), (25_000, 20_000, 20_000)])
    func clamped(requested: Int, capacity: Int, expected: Int) {
        let engine = popped(BurstOptions(count: requested), capacity: capacity)
        #expect(engine.update(at: 0.5) == expected)
        #expect(engine.isActive == (expected > 0))
    }

    @Test("a second pop replaces the burst in flight: only the new burst is drawn")
    func replace() {
        let engine = popped(BurstOptions(count: 80, seed: 1), at: 0)
        engine.update(at: 1)
        engine.pop(BurstOptions(count: 30, seed: 2), windowSize: window, at: 1)
        #expect(engine.livePieces == 0)
        #expect(engine.update(at: 1.4) == 30)
        let fresh = popped(BurstOptions(count: 30, seed: 2), at: 1)
        fresh.update(at: 1.4)
        #expect(engine.vertexBits == fresh.vertexBits)
        // It ends on the new burst's schedule, not the old one's.
        #expect(engine.endTime == fresh.endTime)
    }

    @Test("cancel() removes the burst at once and for good")
    func cancel() {
        let engine = popped()
        #expect(engine.update(at: 0.5) == 80)
        engine.cancel()
        #expect(engine.state == .cancelled)
        #expect(!engine.isActive)
        #expect(engine.livePieces == 0 && engine.vertices.isEmpty)
        for t in [0.6, 1.0, 2.0] {
            #expect(engine.update(at: t) == 0)
            #expect(engine.piecesVisible(at: t) == 0)
        }
        #expect(engine.state == .cancelled)
    }

    @Test("hiding the window cancels, and the burst never comes back without a new pop")
    func hiddenIsNotReplayed() {
        let engine = popped()
        engine.update(at: 0.3)
        engine.windowHidden()
        #expect(engine.state == .cancelled && !engine.isActive)
        // The window comes back while the old burst would still have been flying, and later.
        for t in stride(from: 0.4, through: 6, by: 0.1) {
            #expect(engine.update(at: t) == 0)
        }
        #expect(engine.endTime == nil)
        engine.pop(BurstOptions(), windowSize: window, at: 6)
        #expect(engine.update(at: 6.5) == 80)
    }

    @Test("the burst ends on its own after its last piece: state idle, nothing drawn")
    func lifetime() {
        let engine = popped()
        var t = 0.0
        var lastDrawn = (time: 0.0, alphas: [UInt8]())
        while engine.isActive && t < 20 {
            if engine.update(at: t) > 0 { lastDrawn = (t, engine.quads.map(\.alpha)) }
            t += 1 / 60
        }
        #expect(!engine.isActive)
        #expect(engine.state == .idle)
        #expect(engine.update(at: t + 1) == 0)
        // A confetti burst lasts seconds, and its last pieces were fading, not cut off.
        #expect(lastDrawn.time > 2 && lastDrawn.time < 6)
        #expect((lastDrawn.alphas.max() ?? 255) < 40)
    }

    @Test("pieces are opaque mid-flight and fade near the end")
    func fading() {
        let engine = popped()
        engine.update(at: 0.5)
        #expect(engine.quads.allSatisfy { $0.alpha == 255 })
        guard let end = engine.endTime else {
            Issue.record("a flying burst has an end time")
            return
        }
        engine.update(at: end - 0.15)
        #expect(engine.quads.contains { $0.alpha < 255 })
    }

    @Test("negative control: a burst whose whole life lies in the past is detected as missing")
    func expiredLaunch() {
        let now = 1_000.0
        let missed = popped(at: now - 60)
        #expect(missed.piecesVisible(at: now) == 0)
        #expect(missed.update(at: now) == 0)
        #expect(!missed.isActive && missed.state == .idle)
        // The control's control: the same pop made now is visible, so a zero above is a
        // detection, not a helper that always says zero.
        let onTime = popped(at: now)
        #expect(onTime.piecesVisible(at: now + 0.5) == 80)
        #expect(onTime.update(at: now + 0.5) == 80)
    }

    @Test("before its pop time a burst draws nothing yet but is still to come")
    func beforePop() {
        let engine = popped(at: 10)
        #expect(engine.update(at: 9) == 0)
        #expect(engine.isActive)
        #expect(engine.update(at: 10.5) == 80)
    }

    @Test("a pop with a time or origin that is not a number replaces the burst with nothing")
    func nonsensePop() {
        let engine = popped()
        engine.pop(BurstOptions(), windowSize: window, at: .nan)
        #expect(engine.state == .idle && !engine.isActive)
        #expect(engine.update(at: 0.5) == 0)
        engine.pop(BurstOptions(origin: (x: .infinity, y: 0)), windowSize: window, at: 0)
        #expect(!engine.isActive)
        #expect(engine.update(at: .nan) == 0)
    }
}
