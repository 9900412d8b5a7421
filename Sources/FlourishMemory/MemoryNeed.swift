/// What something is expected to cost in memory, worked out before it is allocated, with what
/// the figure counts ("2 layers: 131072 tiles of pixels"), for the message that refuses it.
///
/// Figures saturate at `Int.max` instead of overflowing: a crafted size asks for "too much",
/// never for a negative amount or a trap.
public struct MemoryNeed: Sendable, Equatable {
    public private(set) var bytes: Int
    /// What the figure counts, phrased for the painter; the parts joined by "; ".
    public private(set) var parts: [String]

    public init(bytes: Int, _ what: String) {
        self.bytes = max(0, bytes)
        parts = what.isEmpty ? [] : [what]
    }

    /// Nothing.
    public static let none = MemoryNeed(bytes: 0, "")

    /// `count` things of `each` bytes, saturating.
    public init(count: Int, each: Int, _ what: String) {
        self.init(bytes: Self.product(count, each), what)
    }

    /// `a * b`, or `Int.max` where that overflows (both taken as at least 0).
    public static func product(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = max(0, a).multipliedReportingOverflow(by: max(0, b))
        return overflow ? .max : value
    }

    /// `a + b`, or `Int.max` where that overflows.
    public static func sum(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = max(0, a).addingReportingOverflow(max(0, b))
        return overflow ? .max : value
    }

    /// `a + b` for offsets that may be negative, clamped to Int's range instead of trapping.
    public static func saturating(_ a: Int, plus b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : value
    }

    /// Both needs together.
    public static func + (lhs: MemoryNeed, rhs: MemoryNeed) -> MemoryNeed {
        var both = lhs
        both += rhs
        return both
    }

    public static func += (lhs: inout MemoryNeed, rhs: MemoryNeed) {
        lhs.bytes = sum(lhs.bytes, rhs.bytes)
        lhs.parts += rhs.parts
    }

    /// "about 5.4 GiB (2 layers: 131072 tiles of pixels; the composite: …)".
    public var summary: String {
        let figure = "about " + MemoryBudget.describe(bytes: bytes)
        return parts.isEmpty ? figure : "\(figure) (\(parts.joined(separator: "; ")))"
    }
}
