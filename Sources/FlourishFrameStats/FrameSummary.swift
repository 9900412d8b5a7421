/// Frame times over a window, in milliseconds: the overlay's "min / p50 / p95 / p99 / max".
public struct FrameSummary: Sendable, Equatable {
    /// Frames the figures cover.
    public var count: Int
    public var min: Double
    public var p50: Double
    public var p95: Double
    public var p99: Double
    public var max: Double

    public init(count: Int, min: Double, p50: Double, p95: Double, p99: Double, max: Double) {
        self.count = count
        self.min = min
        self.p50 = p50
        self.p95 = p95
        self.p99 = p99
        self.max = max
    }

    /// The figures of `sortedAscending` (milliseconds) by nearest rank, or nil when it is empty.
    init?(sortedAscending values: [Double]) {
        guard let first = values.first, let last = values.last,
            let p50 = Percentiles.nearestRank(values, 0.50),
            let p95 = Percentiles.nearestRank(values, 0.95),
            let p99 = Percentiles.nearestRank(values, 0.99)
        else { return nil }
        self.init(count: values.count, min: first, p50: p50, p95: p95, p99: p99, max: last)
    }
}
