/// The median of `values` (the mean of the middle two for an even count); NaN for none. The
/// repeated runs' figure of most benchmarks, taken after one discarded warm-up.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
