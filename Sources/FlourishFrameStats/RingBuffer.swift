/// A fixed-capacity ring: appends overwrite the oldest element once it is full; iteration
/// and indices run oldest to newest.
///
/// The storage is reserved once in `init` and never grows, so recording a frame costs no
/// allocation: the overlay must not add the latency spikes it is there to show.
public struct RingBuffer<Element>: Sequence {
    /// Filled up to `capacity`, then overwritten in place starting at `head`.
    private var storage: [Element]
    /// Where the oldest element sits once the ring is full (and where the next append goes).
    private var head = 0

    /// The most elements the ring holds.
    public let capacity: Int

    /// - Parameter capacity: the most elements kept; must be positive.
    public init(capacity: Int) {
        precondition(capacity > 0, "a ring needs room for at least one element")
        self.capacity = capacity
        storage = []
        storage.reserveCapacity(capacity)
    }

    /// How many elements the ring holds now (at most `capacity`).
    public var count: Int { storage.count }

    public var isEmpty: Bool { storage.isEmpty }

    /// The elements the storage has room for; stays `capacity` (or the allocator's rounding
    /// of it) for the ring's life. For tests.
    var reservedCapacity: Int { storage.capacity }

    /// Adds `element` as the newest, dropping the oldest when the ring is full.
    public mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    /// The newest element, or nil when the ring is empty.
    public var last: Element? {
        guard !storage.isEmpty else { return nil }
        return self[storage.count - 1]
    }

    /// The oldest element, or nil when the ring is empty.
    public var first: Element? {
        storage.isEmpty ? nil : self[0]
    }

    /// The element `index` places after the oldest: 0 is the oldest, `count - 1` the newest.
    public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < storage.count, "ring index out of range")
        let slot = head + index
        return storage[slot < capacity ? slot : slot - capacity]
    }

    /// Empties the ring, keeping its storage.
    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }

    public func makeIterator() -> Iterator { Iterator(ring: self) }

    public var underestimatedCount: Int { count }

    /// Walks the ring oldest to newest.
    public struct Iterator: IteratorProtocol {
        let ring: RingBuffer
        var index = 0

        public mutating func next() -> Element? {
            guard index < ring.count else { return nil }
            defer { index += 1 }
            return ring[index]
        }
    }
}

extension RingBuffer: Sendable where Element: Sendable {}
extension RingBuffer.Iterator: Sendable where Element: Sendable {}
