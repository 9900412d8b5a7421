/// A need the budget refuses: what it would cost, and what the budget is and where it comes
/// from, so the painter can raise `memory_limit_mb` or know the machine cannot.
public struct MemoryBudgetError: Error, Sendable, Equatable, CustomStringConvertible {
    public let need: MemoryNeed
    public let budget: MemoryBudget

    public init(need: MemoryNeed, budget: MemoryBudget) {
        self.need = need
        self.budget = budget
    }

    /// "needs about 5.4 GiB of memory (…), more than the memory budget of 2.0 GiB
    /// (memory_limit_mb = 2048)": a clause to follow what needs it ("opening it ", "a
    /// 32768x32768 canvas ").
    public var description: String {
        "needs \(need.summary) of memory, more than the memory budget of \(budget)"
    }
}
