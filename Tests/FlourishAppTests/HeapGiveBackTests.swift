import Testing

@testable import flourish

@Suite("Memory is handed back when the history shrinks by a lot")
struct HeapGiveBackTests {
    static let mib = 1 << 20

    /// Whether each of `sizes`, in turn, asked for a trim.
    static func trims(_ sizes: [Int]) -> [Bool] {
        var giveBack = HeapGiveBack()
        return sizes.map { giveBack.historyHolds($0) }
    }

    @Test("a history that grows, or trades steps at its budget, trims nothing")
    func steadyHistory() {
        let growing = Array(stride(from: 0, through: 32 * Self.mib, by: Self.mib))
        // At the budget, old steps go as new ones come: a few MiB up and down.
        let atBudget = [30, 32, 29, 31, 32, 28].map { $0 * Self.mib }
        #expect(!Self.trims(growing + atBudget).contains(true))
    }

    @Test("a drop of the threshold below the highest trims once, then counts from there")
    func clearedHistory() {
        let top = 32 * Self.mib
        let sizes = [top, top - HeapGiveBack.threshold + 1, top - HeapGiveBack.threshold, 20 * Self.mib, 0, 0]
        #expect(Self.trims(sizes) == [false, false, true, false, true, false])
    }

    @Test("trimming the heap is safe to call at any time")
    func trim() {
        HeapGiveBack.trim()
        HeapGiveBack.trim()
    }
}
