import Testing

@testable import FlourishAppCore

@Suite("The flood producer's milestones and strokes")
struct FloodProducerTests {
    @Test("milestones: each power of ten below the count, each tenth, and the count, in order")
    func milestonesOfAMillion() {
        #expect(
            FloodProducer.milestones(count: 1_000_000) == [
                10, 100, 1_000, 10_000, 100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000,
                900_000, 1_000_000,
            ])
    }

    @Test("milestones of small and uneven counts: no zero, no repeat, the count last")
    func smallCounts() {
        #expect(FloodProducer.milestones(count: 0) == [])
        #expect(FloodProducer.milestones(count: 1) == [1])
        #expect(FloodProducer.milestones(count: 5) == [1, 2, 3, 4, 5])
        #expect(FloodProducer.milestones(count: 10) == Array(1...10))
        #expect(FloodProducer.milestones(count: 2_000) == [10, 100, 200, 400, 600, 800, 1_000, 1_200, 1_400, 1_600, 1_800, 2_000])
        #expect(FloodProducer.milestones(count: 25) == [2, 5, 7, 10, 12, 15, 17, 20, 22, 25])
    }

    @Test("milestones of the largest count --flood accepts do not overflow")
    func largestCount() {
        let marks = FloodProducer.milestones(count: .max)
        #expect(marks.last == .max)
        #expect(marks.contains(1_000_000_000_000_000_000))
        #expect(marks == marks.sorted() && Set(marks).count == marks.count)
    }

    @Test("the pen is up on the last sample of each stroke and on the very last")
    func strokes() {
        let downs = (0..<10).map { FloodProducer.isPenDown(at: $0, count: 10, stroke: 4) }
        #expect(downs == [true, true, true, false, true, true, true, false, true, false])
        let oneStroke = (0..<5).map { FloodProducer.isPenDown(at: $0, count: 5, stroke: .max) }
        #expect(oneStroke == [true, true, true, true, false])
    }
}
