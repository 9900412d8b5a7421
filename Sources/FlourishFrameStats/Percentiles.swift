/// Percentiles of measured values, computed the way the overlay and the frame log report them.
public enum Percentiles {
    /// The nearest-rank percentile, as MangoHud reports its percentiles: the smallest value
    /// with at least `p` of the values at or below it, i.e. the value at 1-based rank
    /// `ceil(p × n)` (rank 1 for `p` = 0).
    ///
    /// Nearest rank never interpolates, so every reported figure is a frame that really
    /// happened, and a single spike in a small window shows up as itself rather than being
    /// averaged with its neighbours.
    ///
    /// - Parameters:
    ///   - sortedAscending: the values, sorted ascending. Sorting is the caller's job (the
    ///     overlay keeps its window sorted as it goes); for unsorted input the result is the
    ///     element at the computed rank, which is not a percentile of anything.
    ///   - p: the fraction, 0...1 (0.95 for p95); values outside are clamped into it.
    /// - Returns: nil for empty input or a NaN `p`.
    public static func nearestRank(_ sortedAscending: [Double], _ p: Double) -> Double? {
        guard let index = rankIndex(count: sortedAscending.count, p) else { return nil }
        return sortedAscending[index]
    }

    /// The 0-based index of the nearest-rank percentile `p` among `count` sorted values, or nil
    /// when there are none.
    ///
    /// `p × n` is computed in floating point, where e.g. 0.07 × 100 gives 7.000000000000001;
    /// a product within a few ulps of a whole number counts as that number, or `ceil` would
    /// skip one rank.
    static func rankIndex(count: Int, _ p: Double) -> Int? {
        guard count > 0, !p.isNaN else { return nil }
        let fraction = Swift.min(Swift.max(p, 0), 1)
        let product = fraction * Double(count)
        let nearest = product.rounded()
        let rank = abs(product - nearest) <= 1e-9 * Swift.max(1, nearest) ? nearest : product.rounded(.up)
        return Swift.min(Swift.max(Int(rank), 1), count) - 1
    }
}
