import Testing

@testable import FlourishConfetti

@Suite("Buffers are allocated once, in init")
struct AllocationTests {
    @Test("pops, updates, Reduce Motion and cancels reuse the same buffers")
    func noAllocationPerFrame() {
        let engine = ConfettiEngine(capacity: 5_000)
        #expect(engine.bufferAllocations == 1)
        let vertexBase = engine.vertices.baseAddress
        let indexBase = engine.indices.baseAddress
        #expect(vertexBase != nil && indexBase != nil)
        var t = 0.0
        for (round, look) in [ConfettiLook.flat, .threeD, .flat].enumerated() {
            engine.pop(
                BurstOptions(count: 1_000 * (round + 1), look: look, seed: UInt64(round)),
                windowSize: window, at: t)
            for _ in 0..<30 {
                t += 0.1
                engine.update(at: t)
                #expect(engine.vertices.baseAddress == vertexBase)
                #expect(engine.indices.baseAddress == indexBase)
            }
            engine.reduceMotion = round == 1
            engine.update(at: t + 0.1)
            engine.reduceMotion = false
            engine.cancel()
            #expect(engine.vertices.baseAddress == vertexBase)
        }
        #expect(engine.bufferAllocations == 1)
    }
}
