/// A multiset of values kept sorted as values come and go, so a percentile over a sliding
/// window is a lookup instead of a sort of 10,000 values on every overlay update.
///
/// Insertion and removal find their place by binary search and shift the tail (a memmove of at
/// most `capacity` Doubles); the storage is reserved up front, so neither allocates.
struct SortedWindow {
    private(set) var values: [Double] = []

    init(capacity: Int) {
        values.reserveCapacity(capacity)
    }

    var count: Int { values.count }

    /// Adds `value`. NaN has no place in an order and is left out (and `remove` skips it too,
    /// so the window stays consistent with the ring that feeds it).
    mutating func insert(_ value: Double) {
        guard !value.isNaN else { return }
        values.insert(value, at: lowerBound(value))
    }

    /// Removes one copy of `value`, if present.
    mutating func remove(_ value: Double) {
        guard !value.isNaN else { return }
        let index = lowerBound(value)
        if index < values.count && values[index] == value { values.remove(at: index) }
    }

    mutating func removeAll() { values.removeAll(keepingCapacity: true) }

    /// The nearest-rank percentile `p` (0...1) of the values, nil when there are none.
    func percentile(_ p: Double) -> Double? {
        Percentiles.nearestRank(values, p)
    }

    /// The first index whose value is not below `value`.
    private func lowerBound(_ value: Double) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
