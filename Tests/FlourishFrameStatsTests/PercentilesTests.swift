import FlourishTestSupport
import Testing

@testable import FlourishFrameStats

@Suite("Percentiles by nearest rank")
struct PercentilesTests {
    let hundred = (1...100).map(Double.init)

    @Test("1...100: p50 is 50, p95 is 95, p99 is 99, p0 the least, p100 the most")
    func oneToHundred() {
        #expect(Percentiles.nearestRank(hundred, 0.50) == 50)
        #expect(Percentiles.nearestRank(hundred, 0.95) == 95)
        #expect(Percentiles.nearestRank(hundred, 0.99) == 99)
        #expect(Percentiles.nearestRank(hundred, 0) == 1)
        #expect(Percentiles.nearestRank(hundred, 1) == 100)
    }

    /// With the values 1...100, exactly k of them are at or below k, so the k-th percentile is
    /// k, whatever rounding k/100 suffers in binary (0.07 × 100 is 7.000000000000001).
    @Test("1...100: the k-th percentile is k for every k", arguments: 1...100)
    func everyWholePercent(k: Int) {
        #expect(Percentiles.nearestRank(hundred, Double(k) / 100) == Double(k))
    }

    /// Between two whole percents the next value up is the smallest with enough at or below it.
    @Test("1...100: p between k-1 and k percent gives k", arguments: 1...100)
    func betweenPercents(k: Int) {
        #expect(Percentiles.nearestRank(hundred, (Double(k) - 0.5) / 100) == Double(k))
    }

    @Test("four values: 25% steps")
    func fourValues() {
        let values: [Double] = [10, 20, 30, 40]
        #expect(Percentiles.nearestRank(values, 0.25) == 10)
        #expect(Percentiles.nearestRank(values, 0.26) == 20)
        #expect(Percentiles.nearestRank(values, 0.50) == 20)
        #expect(Percentiles.nearestRank(values, 0.51) == 30)
        #expect(Percentiles.nearestRank(values, 0.75) == 30)
        #expect(Percentiles.nearestRank(values, 0.76) == 40)
        #expect(Percentiles.nearestRank(values, 0.99) == 40)
    }

    @Test("one value is every percentile", arguments: [0.0, 0.01, 0.5, 0.99, 1])
    func single(p: Double) {
        #expect(Percentiles.nearestRank([7], p) == 7)
    }

    @Test("duplicates count once each")
    func duplicates() {
        let values: [Double] = [1, 2, 2, 2, 3]
        #expect(Percentiles.nearestRank(values, 0.20) == 1)
        #expect(Percentiles.nearestRank(values, 0.21) == 2)
        #expect(Percentiles.nearestRank(values, 0.80) == 2)
        #expect(Percentiles.nearestRank(values, 0.81) == 3)
        #expect(Percentiles.nearestRank([4, 4, 4], 0.5) == 4)
    }

    @Test("empty input has no percentile")
    func empty() {
        #expect(Percentiles.nearestRank([], 0.5) == nil)
        #expect(Percentiles.nearestRank([], 0) == nil)
    }

    @Test("p outside 0...1 is clamped; NaN has no answer")
    func outOfRange() {
        #expect(Percentiles.nearestRank(hundred, -1) == 1)
        #expect(Percentiles.nearestRank(hundred, 2) == 100)
        #expect(Percentiles.nearestRank(hundred, .nan) == nil)
    }

    /// Documented: sorting is the caller's job. On unsorted input the function still picks the
    /// element at the rank it computed (here rank 1, the first), which is not the least.
    @Test("unsorted input is the caller's error: the element at the rank, not a percentile")
    func unsorted() {
        #expect(Percentiles.nearestRank([30, 10, 20], 0) == 30)
    }

    /// The definition checked directly: with p = k/1000, the answer r has at least k/1000 of
    /// the values at or below it, and every smaller value has fewer (integer arithmetic, so
    /// the check itself cannot round).
    @Test("the answer is the smallest value with at least p of the values at or below it")
    func definition() {
        var generator = SeededNumbers(seed: 42)
        for _ in 0..<200 {
            let count = Int(generator.next() % 40) + 1
            let values = (0..<count).map { _ in Double(generator.next() % 10) }.sorted()
            for k in stride(from: 0, through: 1000, by: 7) {
                let p = Double(k) / 1000
                guard let answer = Percentiles.nearestRank(values, p) else {
                    Issue.record("no answer for \(values) at \(p)")
                    continue
                }
                #expect(values.contains(answer))
                let atOrBelow = values.filter { $0 <= answer }.count
                #expect(atOrBelow * 1000 >= k * count, "too few at or below \(answer) in \(values), p \(p)")
                if let smaller = values.last(where: { $0 < answer }) {
                    let belowSmaller = values.filter { $0 <= smaller }.count
                    #expect(belowSmaller * 1000 < k * count, "\(smaller) already qualifies in \(values), p \(p)")
                }
            }
        }
    }
}

