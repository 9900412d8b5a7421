import FlourishFeeder
import FlourishSamples
import Testing

/// A sample whose position encodes `index`, so order and identity can be checked.
func tagged(_ index: Int, producer: Int = 0) -> Sample {
    Sample(
        x: Double(producer), y: Double(index), pressure: 0.5, time: Double(index) / 1000,
        tool: .pen, buttons: .primary)
}

@Suite("SampleFeeder on one thread")
struct SampleFeederTests {
    @Test("a new feeder drains nothing and counts nothing")
    func newFeederIsEmpty() {
        let feeder = SampleFeeder()
        #expect(!feeder.hasPending)
        #expect(feeder.drain().isEmpty)
        #expect(feeder.counters == FeederCounters())
    }

    @Test("every sample pushed comes out once, in push order, in the next drain",
          arguments: [1, 2, 255, 256, 257, 5000])
    func pushThenDrain(count: Int) {
        let feeder = SampleFeeder()
        let pushed = (0..<count).map { tagged($0) }
        for sample in pushed { feeder.push(sample) }
        #expect(feeder.hasPending)
        let drained = feeder.drain()
        #expect(drained.count == pushed.count)
        let inOrder = drained == pushed
        #expect(inOrder, "the drain must hand out exactly the pushed samples, in order")
        #expect(!feeder.hasPending)
        #expect(feeder.drain().isEmpty, "a second drain must not deliver the samples again")
    }

    @Test("an empty drain returns [] and is not counted as a batch")
    func emptyDrainIsNotABatch() {
        let feeder = SampleFeeder()
        feeder.push(tagged(0))
        _ = feeder.drain()
        let before = feeder.counters
        for _ in 0..<5 { #expect(feeder.drain() == []) }
        #expect(feeder.counters == before)
        #expect(feeder.counters.batches == 1)
    }

    @Test("counters follow the batches pushed",
          arguments: [[3, 0, 7, 1], [1], [0, 0, 0], [10, 10, 2, 0, 11, 4], [300, 1, 299]])
    func counters(batchSizes: [Int]) {
        let feeder = SampleFeeder(expectedBatch: 4)
        var next = 0
        for size in batchSizes {
            let pushed = (next..<next + size).map { tagged($0) }
            next += size
            for sample in pushed { feeder.push(sample) }
            #expect(feeder.counters.received == UInt64(next))
            let inOrder = feeder.drain() == pushed
            #expect(inOrder)
            #expect(feeder.counters.delivered == UInt64(next))
        }
        let counters = feeder.counters
        #expect(counters.received == UInt64(batchSizes.reduce(0, +)))
        #expect(counters.delivered == counters.received)
        #expect(counters.batches == UInt64(batchSizes.filter { $0 > 0 }.count))
        #expect(counters.largestBatch == batchSizes.max() ?? 0)
    }

    @Test("received counts pushes not yet drained; delivered only what was handed out")
    func receivedBeforeDelivered() {
        let feeder = SampleFeeder()
        for i in 0..<4 { feeder.push(tagged(i)) }
        #expect(feeder.counters.received == 4)
        #expect(feeder.counters.delivered == 0)
        #expect(feeder.counters.batches == 0)
        #expect(feeder.counters.largestBatch == 0)
    }

    @Test("push asks for a wake-up only on the first push after a drain")
    func wakeUpSignal() {
        let feeder = SampleFeeder()
        #expect(feeder.push(tagged(0)) == true)
        for i in 1..<10 { #expect(feeder.push(tagged(i)) == false) }
        _ = feeder.drain()
        #expect(feeder.push(tagged(10)) == true)
        #expect(feeder.push(tagged(11)) == false)
        _ = feeder.drain()
        // An empty drain in between changes nothing: the next push still asks once.
        _ = feeder.drain()
        #expect(feeder.push(tagged(12)) == true)
        #expect(feeder.push(tagged(13)) == false)
    }

    @Test("a drained batch is the caller's: later pushes do not change it")
    func drainedBatchIsIndependent() {
        let feeder = SampleFeeder()
        let first = (0..<8).map { tagged($0) }
        for sample in first { feeder.push(sample) }
        let batch = feeder.drain()
        let second = (8..<20).map { tagged($0) }
        for sample in second { feeder.push(sample) }
        #expect(batch == first)
        #expect(feeder.drain() == second)
        #expect(batch == first)
    }

    /// Runs the same pushes and drains with and without recycling, which must not differ.
    @Test("recycle() keeps behaviour identical", arguments: [
        [5, 300, 2, 0, 1000, 1, 0, 0, 64],
        [1000, 1, 1000, 3],
        [0, 1, 0, 1],
    ])
    func recycleKeepsBehaviour(batchSizes: [Int]) {
        func run(recycling: Bool) -> (batches: [[Sample]], wakes: [Bool], counters: FeederCounters) {
            let feeder = SampleFeeder(expectedBatch: 16)
            var batches: [[Sample]] = []
            var wakes: [Bool] = []
            var next = 0
            for size in batchSizes {
                for _ in 0..<size {
                    wakes.append(feeder.push(tagged(next)))
                    next += 1
                }
                let batch = feeder.drain()
                batches.append(Array(batch))
                if recycling { feeder.recycle(batch) }
            }
            return (batches, wakes, feeder.counters)
        }
        let plain = run(recycling: false)
        let recycled = run(recycling: true)
        #expect(recycled.batches.map(\.count) == plain.batches.map(\.count))
        let sameBatches = recycled.batches == plain.batches
        #expect(sameBatches)
        #expect(recycled.wakes == plain.wakes)
        #expect(recycled.counters == plain.counters)

        // And both are right, not merely equal.
        var next = 0
        for (size, batch) in zip(batchSizes, recycled.batches) {
            let right = batch == (next..<next + size).map { tagged($0) }
            #expect(right, "batch of \(size) starting at \(next)")
            next += size
        }
    }

    @Test("recycling a big batch and then draining a small one delivers only the small one")
    func recycledStorageDoesNotLeak() {
        let feeder = SampleFeeder(expectedBatch: 1)
        for i in 0..<500 { feeder.push(tagged(i)) }
        feeder.recycle(feeder.drain())
        feeder.push(tagged(1000))
        feeder.push(tagged(1001))
        #expect(feeder.drain() == [tagged(1000), tagged(1001)])
        feeder.recycle([])
        feeder.push(tagged(2000))
        #expect(feeder.drain() == [tagged(2000)])
        #expect(feeder.counters.received == 503)
        #expect(feeder.counters.delivered == 503)
        #expect(feeder.counters.batches == 3)
        #expect(feeder.counters.largestBatch == 500)
    }
}
