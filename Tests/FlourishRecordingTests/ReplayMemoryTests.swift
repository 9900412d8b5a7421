import FlourishMemory
import FlourishReplay
import FlourishTestSupport
import Testing

/// What a replay holds: the recording's text, its canvas and one frame, so five times the
/// samples cost about five times the text, not five times the events (each a Sample and its
/// frame's copy, several times the line it was read from); and a canvas its memory budget
/// cannot hold is refused, naming the file, the need and the budget, before it is made.
@Suite("Replay memory", .serialized, .enabled(if: exists(pencil), "skipped: \(pencil) is not installed"))
struct ReplayMemoryTests {
    /// `samples` hover samples (nothing is painted), 8 a frame, on a small canvas.
    static func hover(samples: Int, canvas: String = "64x64") -> String {
        var text = "flourish-recording 2\nbrush classic/pencil\ncanvas \(canvas)\nsamples\n"
        for i in 0..<samples { text += "s \(i / 8) \(Double(i) * 0.004) \(i % 64).25 \(i % 50).5 0 0 0 pen 0\n" }
        return text
    }

    @Test("a replay streams its frames: 80k more samples cost about their text, not their events")
    func replayStreams() throws {
        let folder = try TemporaryFolder()
        func peak(_ samples: Int) throws -> (bytes: Int, text: Int) {
            let text = Self.hover(samples: samples)
            let path = try folder.write(text, to: "hover-\(samples).flourish")
            let (report, bytes) = try heapPeak { try Replay.run(ReplayRequest(recordingPath: path)).0 }
            #expect(report.samples == samples)
            return (try #require(bytes, "the allocation counter cannot see every allocation here"), text.utf8.count)
        }
        let small = try peak(20_000)
        let large = try peak(100_000)
        let grown = large.bytes - small.bytes
        let text = large.text - small.text
        #expect(grown < text + text / 4 + (1 << 20), "80k more samples held \(grown) bytes more, for \(text) bytes more of text")
    }

    @Test("a canvas the memory budget cannot hold is refused at its header line, naming the need and the budget")
    func canvasOverTheBudget() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Self.hover(samples: 10, canvas: "32768x32768"), to: "huge.flourish")
        var request = ReplayRequest(recordingPath: path)
        request.memoryBudget = MemoryBudget.resolve(megabytes: 64)
        do {
            _ = try Replay.run(request)
            Issue.record("a 32768x32768 canvas replayed within 64 MiB")
        } catch {
            #expect(
                error.description
                    == "\(path):3: replaying it needs about 8.0 GiB (a 32768x32768 canvas painted all over: 262144 tiles of 32 KiB) of memory, "
                    + "more than the memory budget of 64.0 MiB (memory_limit_mb = 64)")
        }
        // Negative control: a small canvas under the same budget replays.
        let small = try folder.write(Self.hover(samples: 10), to: "small.flourish")
        var fits = ReplayRequest(recordingPath: small)
        fits.memoryBudget = request.memoryBudget
        #expect(try Replay.run(fits).0.samples == 10)
    }
}
