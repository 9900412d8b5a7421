import FlourishTestSupport
import Testing

/// The meter the memory tests stand on: it sees what a call holds at its peak on this thread,
/// and what was freed before the peak does not add up.
@Suite("Heap peak meter")
struct HeapPeakTests {
    @Test("a 16 MiB array held once counts about 16 MiB; the same freed and made again counts it once, not twice")
    func seesThePeakNotTheSum() throws {
        let (sum, once) = heapPeak { [UInt8](repeating: 1, count: 16 << 20).reduce(0) { $0 &+ Int($1) } }
        let held = try #require(once, "the allocation counter cannot see every allocation here")
        #expect(sum == 16 << 20)
        #expect(held >= 16 << 20 && held < 17 << 20)
        let (_, twice) = heapPeak {
            for _ in 0..<2 { _ = [UInt8](repeating: 1, count: 16 << 20).count }
        }
        #expect((twice ?? 0) < 17 << 20)
        // Negative control: two held at once count twice.
        let (_, both) = heapPeak {
            let a = [UInt8](repeating: 1, count: 16 << 20)
            let b = [UInt8](repeating: 2, count: 16 << 20)
            return a.count + b.count
        }
        #expect((both ?? 0) >= 32 << 20)
    }
}
