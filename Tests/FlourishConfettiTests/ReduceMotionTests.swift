import Testing

@testable import FlourishConfetti

/// Pairs the quads of two frames of the same pieces.
private func positions(_ quads: [Quad]) -> [[Float]] {
    quads.map { $0.corners.flatMap { [$0.x, $0.y, $0.u, $0.v] } }
}

@Suite("Reduce Motion replaces motion with a fade in place")
struct ReduceMotionTests {
    @Test(
        "pop with Reduce Motion on shows a few still pieces near the origin, fading out",
        arguments: [ConfettiLook.flat, .threeD])
    func stillPop(look: ConfettiLook) {
        let engine = popped(BurstOptions(look: look), at: 0, reduceMotion: true)
        #expect(engine.state == .reducedMotion && engine.isActive)
        let early = engine.update(at: 0.05)
        #expect(early > 0 && early <= 12)
        let first = engine.quads
        engine.update(at: 0.4)
        let second = engine.quads
        #expect(positions(first) == positions(second))
        for (a, b) in zip(first, second) { #expect(b.alpha < a.alpha) }
        // Near the origin (bottom centre): within a fifth of the window height.
        for quad in first {
            let (x, y) = quad.centre
            let dx = x - Float(window.width / 2)
            let dy = y - Float(window.height)
            #expect((dx * dx + dy * dy).squareRoot() < Float(window.height) / 5)
        }
        // A short fade: gone within a second or so.
        #expect(engine.update(at: 1.5) == 0)
        #expect(engine.state == .idle && !engine.isActive)
    }

    @Test("fewer pieces than the still set asks for are honoured")
    func smallCount() {
        let engine = popped(BurstOptions(count: 3), reduceMotion: true)
        #expect(engine.update(at: 0.1) == 3)
    }

    @Test(
        "turning it on mid-flight freezes every piece where it was and fades them in place",
        arguments: [ConfettiLook.flat, .threeD])
    func freezeMidFlight(look: ConfettiLook) {
        let engine = popped(BurstOptions(look: look), at: 0)
        engine.update(at: 0.9)
        let atSwitch = engine.quads
        engine.reduceMotion = true
        #expect(engine.state == .reducedMotion && engine.isActive)
        engine.update(at: 1.0)
        let t1 = engine.quads
        engine.update(at: 1.4)
        let t2 = engine.quads
        #expect(t1.count == atSwitch.count && t1.count == 80)
        #expect(positions(t1) == positions(atSwitch))
        #expect(positions(t2) == positions(t1))
        for (a, b) in zip(t1, t2) { #expect(b.alpha < a.alpha) }
        // Turning it off again does not restart motion.
        engine.reduceMotion = false
        engine.update(at: 1.5)
        #expect(positions(engine.quads) == positions(t1))
        #expect(engine.update(at: 2.0) == 0)
        #expect(engine.state == .idle)
        // A later pop with it off flies again.
        engine.pop(BurstOptions(), windowSize: window, at: 3)
        #expect(engine.state == .flying)
    }

    @Test("turning it on before the first update freezes the burst at its launch")
    func freezeBeforeUpdate() {
        let engine = popped(at: 0)
        engine.reduceMotion = true
        #expect(engine.state == .reducedMotion)
        let a = engine.update(at: 0.2)
        let first = engine.quads
        engine.update(at: 0.5)
        #expect(positions(engine.quads) == positions(first))
        #expect(a == engine.livePieces)
    }

    @Test("with nothing flying, turning it on changes nothing")
    func idleSwitch() {
        let engine = ConfettiEngine()
        engine.reduceMotion = true
        #expect(engine.state == .idle)
    }
}
