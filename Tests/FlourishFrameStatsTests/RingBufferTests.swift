import Testing

@testable import FlourishFrameStats

@Suite("RingBuffer")
struct RingBufferTests {
    @Test("an empty ring has nothing in it")
    func empty() {
        let ring = RingBuffer<Int>(capacity: 4)
        #expect(ring.capacity == 4)
        #expect(ring.count == 0)
        #expect(ring.last == nil)
        #expect(Array(ring).isEmpty)
    }

    @Test("before it fills, the ring holds every element in order")
    func partlyFilled() {
        var ring = RingBuffer<Int>(capacity: 5)
        for value in [10, 20, 30] { ring.append(value) }
        #expect(ring.count == 3)
        #expect(Array(ring) == [10, 20, 30])
        #expect(ring[0] == 10)
        #expect(ring[2] == 30)
        #expect(ring.last == 30)
    }

    @Test("appends past capacity overwrite the oldest; order stays oldest to newest")
    func wraparound() {
        var ring = RingBuffer<Int>(capacity: 3)
        for value in 1...7 { ring.append(value) }
        #expect(ring.count == 3)
        #expect(Array(ring) == [5, 6, 7])
        #expect(ring[0] == 5)
        #expect(ring[1] == 6)
        #expect(ring[2] == 7)
        #expect(ring.last == 7)
    }

    @Test(
        "the ring always holds the last min(n, capacity) elements, oldest first",
        arguments: [1, 2, 3, 7, 16], [0, 1, 2, 3, 6, 7, 8, 15, 16, 17, 100])
    func lastElements(capacity: Int, appended: Int) {
        var ring = RingBuffer<Int>(capacity: capacity)
        for value in 0..<appended { ring.append(value) }
        let expected = Array(max(0, appended - capacity)..<appended)
        #expect(ring.count == expected.count)
        #expect(Array(ring) == expected)
        #expect((0..<ring.count).map { ring[$0] } == expected)
        #expect(ring.last == expected.last)
        #expect(ring.capacity == capacity)
    }

    @Test("the storage is reserved once and never grows")
    func noGrowth() {
        var ring = RingBuffer<Double>(capacity: 240)
        let reserved = ring.reservedCapacity
        #expect(reserved >= 240)
        for value in 0..<10_000 {
            ring.append(Double(value))
            #expect(ring.count <= 240)
        }
        #expect(ring.reservedCapacity == reserved)
        ring.removeAll()
        #expect(ring.reservedCapacity == reserved)
    }

    @Test("removeAll empties the ring, and it fills again from the start")
    func removeAll() {
        var ring = RingBuffer<Int>(capacity: 3)
        for value in 1...5 { ring.append(value) }
        ring.removeAll()
        #expect(ring.count == 0)
        #expect(ring.last == nil)
        #expect(Array(ring).isEmpty)
        for value in [8, 9] { ring.append(value) }
        #expect(Array(ring) == [8, 9])
        for value in [10, 11] { ring.append(value) }
        #expect(Array(ring) == [9, 10, 11])
    }

    @Test("a ring of one keeps only the newest")
    func capacityOne() {
        var ring = RingBuffer<String>(capacity: 1)
        ring.append("a")
        ring.append("b")
        #expect(Array(ring) == ["b"])
        #expect(ring.last == "b")
    }

    @Test("a copy keeps its own elements")
    func valueSemantics() {
        var ring = RingBuffer<Int>(capacity: 2)
        ring.append(1)
        let copy = ring
        ring.append(2)
        ring.append(3)
        #expect(Array(copy) == [1])
        #expect(Array(ring) == [2, 3])
    }
}
