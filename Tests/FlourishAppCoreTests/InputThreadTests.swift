import Dispatch
import FlourishFeeder
import Glibc
import Synchronization
import Testing

@testable import FlourishAppCore

@Suite("Input threads and their descriptors end exactly once")
struct InputThreadTests {
    @Test("a descriptor's owner closes it once: a second close leaves a reused number alone")
    func closesOnce() throws {
        let (read, write) = try #require(FileDescriptorOwner.pipe())
        let number = read.raw
        read.close()
        #expect(fcntl(number, F_GETFD) == -1, "the first close did not close it")
        // Someone else's descriptor takes the freed number (as the next one opened would).
        let devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
        try #require(devNull >= 0)
        defer { Glibc.close(devNull) }
        try #require(dup2(devNull, number) == number, "could not put a descriptor at \(number)")
        read.close()
        #expect(fcntl(number, F_GETFD) != -1, "the second close closed someone else's descriptor")
        Glibc.close(number)
        write.close()
    }

    @Test("the flood producer stops when asked and is joined: nothing is pushed after, and a second stop returns")
    func floodJoins() {
        let feeder = SampleFeeder()
        let wakes = WakeCount()
        // Running: the producer says when it pushed its tenth sample (a milestone of a
        // million). At 20 kHz that is within a millisecond; ten seconds is a producer that
        // never started.
        let tenth = DispatchSemaphore(value: 0)
        let flood = FloodProducer.start(
            count: 1_000_000, hz: 20_000, feeder: feeder, width: 100, height: 100,
            wake: { wakes.count.add(1, ordering: .relaxed) },
            progress: { pushed in if pushed == 10 { tenth.signal() } })
        let started = tenth.wait(timeout: .now() + 10) == .success
        #expect(started && feeder.counters.received >= 10, "the producer pushed nothing")
        #expect(wakes.count.load(ordering: .relaxed) >= 1, "the first push did not wake the loop")
        flood.stopAndJoin()
        let atJoin = feeder.counters.received
        let wakesAtJoin = wakes.count.load(ordering: .relaxed)
        // Not a wait before acting: a producer that outlived its join would push in this time.
        usleep(50_000)
        #expect(feeder.counters.received == atJoin, "samples arrived after the join")
        #expect(wakes.count.load(ordering: .relaxed) == wakesAtJoin, "the producer woke the loop after the join")
        #expect(atJoin < 1_000_000, "the producer ran to the end instead of stopping")
        #expect(flood.window.value != nil, "the thread did not finish its run")
        flood.stopAndJoin()
    }
}

/// How many times a producer woke the loop, counted from its thread.
private final class WakeCount: Sendable {
    let count = Atomic(0)
}
