import FlourishFrameStats

/// The `p` percentile (0...1) of `values` by nearest rank, as the overlay and the frame log
/// report theirs (`Percentiles.nearestRank`); NaN for no values. Every benchmark ranks its
/// figures through this one.
func percentile(_ values: [Double], _ p: Double) -> Double {
    Percentiles.nearestRank(values.sorted(), p) ?? .nan
}
