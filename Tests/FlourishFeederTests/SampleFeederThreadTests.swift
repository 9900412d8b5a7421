import FlourishFeeder
import FlourishSamples
import Foundation
import Synchronization
import Testing

/// A counter producer threads can share.
final class SharedCount: Sendable {
    let value = Atomic<Int>(0)
    func add(_ n: Int) { value.add(n, ordering: .relaxed) }
    var current: Int { value.load(ordering: .relaxed) }
}

@Suite("SampleFeeder across threads")
struct SampleFeederThreadTests {
    @Test("several producers, one drainer: nothing lost, nothing doubled, each producer in order",
          arguments: [(2, 20_000), (4, 10_000), (8, 3_000)])
    func producersAndDrainer(producers: Int, perProducer: Int) {
        let feeder = SampleFeeder(expectedBatch: 64)
        let total = producers * perProducer
        let done = DispatchGroup()
        for producer in 0..<producers {
            done.enter()
            let thread = Thread {
                for index in 0..<perProducer { feeder.push(tagged(index, producer: producer)) }
                done.leave()
            }
            thread.start()
        }

        var received: [Sample] = []
        received.reserveCapacity(total)
        var drains = 0
        while true {
            let finished = done.wait(timeout: .now()) == .success
            let batch = feeder.drain()
            received.append(contentsOf: batch)
            feeder.recycle(batch)
            drains += 1
            // Once every producer has returned, one more drain takes whatever was left.
            if finished { break }
        }
        #expect(feeder.drain().count == 0, "nothing may be left after the producers finished")

        #expect(received.count == total)
        var nextIndex = [Int](repeating: 0, count: producers)
        var outOfOrder = 0
        var unknown = 0
        for sample in received {
            let producer = Int(sample.x)
            guard sample.x == Double(producer), (0..<producers).contains(producer) else {
                unknown += 1
                continue
            }
            if sample.y != Double(nextIndex[producer]) { outOfOrder += 1 }
            nextIndex[producer] = Int(sample.y) + 1
        }
        #expect(unknown == 0)
        #expect(outOfOrder == 0, "a producer's samples came out lost, doubled or reordered")
        #expect(nextIndex == [Int](repeating: perProducer, count: producers))

        let counters = feeder.counters
        #expect(counters.received == UInt64(total))
        #expect(counters.delivered == UInt64(total))
        #expect(counters.batches >= 1)
        #expect(counters.batches <= UInt64(drains))
        #expect(counters.largestBatch <= total)
    }

    @Test("pushes from many threads into an idle feeder ask for exactly one wake-up per drain",
          arguments: [1, 2, 8])
    func oneWakeUpAcrossThreads(threads: Int) {
        let feeder = SampleFeeder()
        for round in 0..<20 {
            let wakes = SharedCount()
            DispatchQueue.concurrentPerform(iterations: threads) { producer in
                var mine = 0
                for index in 0..<200 where feeder.push(tagged(index, producer: producer)) {
                    mine += 1
                }
                wakes.add(mine)
            }
            #expect(wakes.current == 1, "round \(round)")
            #expect(feeder.drain().count == threads * 200)
        }
    }

    @Test("a producer thread pushing into an idle feeder gets true once until the loop drains")
    func producerThreadWakeUp() {
        let feeder = SampleFeeder()
        for round in 0..<10 {
            let wakes = SharedCount()
            let pushed = DispatchSemaphore(value: 0)
            Thread {
                for index in 0..<100 where feeder.push(tagged(index, producer: round)) {
                    wakes.add(1)
                }
                pushed.signal()
            }.start()
            pushed.wait()
            #expect(wakes.current == 1, "round \(round)")
            let inOrder = feeder.drain() == (0..<100).map { tagged($0, producer: round) }
            #expect(inOrder, "round \(round)")
        }
    }
}
