import FlourishFeeder
import Glibc
import Testing

@testable import FlourishAppCore
@testable import flourish

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
        // A waker with an event type SDL never registered: without SDL_Init the push is refused.
        let flood = FloodProducer.start(
            count: 1_000_000, hz: 20_000, feeder: feeder, waker: LoopWaker(eventType: 0), width: 100, height: 100)
        // Running: at 20 kHz, ten samples come within a millisecond; ten seconds is a
        // producer that never started.
        var waited = 0
        while feeder.counters.received < 10, waited < 10_000 {
            usleep(1000)
            waited += 1
        }
        #expect(feeder.counters.received >= 10, "the producer pushed nothing")
        flood.stopAndJoin()
        let atJoin = feeder.counters.received
        usleep(50_000)
        #expect(feeder.counters.received == atJoin, "samples arrived after the join")
        #expect(atJoin < 1_000_000, "the producer ran to the end instead of stopping")
        #expect(flood.window.value != nil, "the thread did not finish its run")
        flood.stopAndJoin()
    }
}
