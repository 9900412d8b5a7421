import FlourishSamples
import FlourishRecording
import Foundation
import Testing

/// A sample whose x tells samples apart.
func stamped(_ time: Double, _ id: Int) -> Sample { pen(time: time, x: Double(id)) }

/// The ids (x) of each frame's samples.
func ids(_ frames: [ReplayFrame]) -> [[Int]] { frames.map { $0.samples.map { Int($0.x) } } }

@Suite("FrameGrouping.byRecordedBatch")
struct ByRecordedBatchTests {
    @Test("no events, no frames")
    func empty() {
        #expect(FrameGrouping.byRecordedBatch([]).isEmpty)
    }

    @Test("one frame per recorded batch, samples in order")
    func groupsByBatch() {
        let events: [RecordedEvent] = [
            .sample(stamped(0, 1), batch: 0), .sample(stamped(0.001, 2), batch: 0),
            .sample(stamped(0.002, 3), batch: 1),
            .sample(stamped(0.003, 4), batch: 5), .sample(stamped(0.004, 5), batch: 5),
            .sample(stamped(0.005, 6), batch: 5),
        ]
        let frames = FrameGrouping.byRecordedBatch(events)
        #expect(ids(frames) == [[1, 2], [3], [4, 5, 6]])
        #expect(frames.allSatisfy { $0.commands.isEmpty })
    }

    @Test("batch numbers decide, not time: one batch spanning a second is one frame")
    func batchNotTime() {
        let events: [RecordedEvent] = [
            .sample(stamped(0, 1), batch: 3), .sample(stamped(1, 2), batch: 3), .sample(stamped(1.001, 3), batch: 4),
        ]
        #expect(ids(FrameGrouping.byRecordedBatch(events)) == [[1, 2], [3]])
    }

    @Test("a clear marks the frame after it: clearsFirst on the clear's batch")
    func clear() {
        let events: [RecordedEvent] = [
            .sample(stamped(0, 1), batch: 0),
            .command(.clear, batch: 1),
            .sample(stamped(0.01, 2), batch: 1), .sample(stamped(0.011, 3), batch: 1),
            .sample(stamped(0.02, 4), batch: 2),
        ]
        let frames = FrameGrouping.byRecordedBatch(events)
        #expect(ids(frames) == [[1], [2, 3], [4]])
        #expect(frames.map { $0.commands == [.clear] } == [false, true, false])
    }

    @Test("a clear after samples of its own batch does not erase them before they are painted")
    func clearAfterSamplesOfSameBatch() {
        let events: [RecordedEvent] = [
            .sample(stamped(0, 1), batch: 4), .command(.clear, batch: 4), .sample(stamped(0.001, 2), batch: 4),
        ]
        let frames = FrameGrouping.byRecordedBatch(events)
        #expect(ids(frames) == [[1], [2]])
        #expect(frames.map { $0.commands == [.clear] } == [false, true])
    }

    @Test("a clear at the very start or end is a frame that only clears or clears first")
    func clearAtEdges() {
        let start = FrameGrouping.byRecordedBatch([.command(.clear, batch: 0), .sample(stamped(0, 1), batch: 0)])
        #expect(start == [ReplayFrame(commands: [.clear], samples: [stamped(0, 1)])])

        let end = FrameGrouping.byRecordedBatch([.sample(stamped(0, 1), batch: 0), .command(.clear, batch: 1)])
        #expect(end == [ReplayFrame(samples: [stamped(0, 1)]), ReplayFrame(commands: [.clear])])
    }

    @Test("samples without batch numbers make a single frame")
    func nilBatches() {
        let events: [RecordedEvent] = (0..<5).map { .sample(stamped(Double($0), $0), batch: nil) }
        #expect(ids(FrameGrouping.byRecordedBatch(events)) == [[0, 1, 2, 3, 4]])
    }

    @Test("a written recording groups back into the batches it was written with")
    func writtenBatchesRoundTrip() throws {
        let batches: [[Sample]] = [[stamped(0, 0), stamped(0.001, 1)], [stamped(0.01, 2)], [stamped(0.02, 3), stamped(0.021, 4), stamped(0.022, 5)]]
        var text = FlourishFormat.header(RecordingSettings())
        for (batch, samples) in batches.enumerated() {
            for sample in samples { text += FlourishFormat.line(for: sample, batch: batch) }
        }
        let recording = try RecordingParser.parse(text, file: "b.rec")
        #expect(FrameGrouping.byRecordedBatch(recording.events).map(\.samples) == batches)
    }
}

@Suite("FrameGrouping.byTime")
struct ByTimeTests {
    func samples(_ times: [Double]) -> [RecordedEvent] {
        times.enumerated().map { .sample(stamped($0.element, $0.offset), batch: nil) }
    }

    @Test("no events, no frames")
    func empty() {
        #expect(FrameGrouping.byTime([], hz: 120).isEmpty)
    }

    @Test("samples within one 1/120 s window share a frame")
    func sameWindow() {
        // Windows from t0 = 10: [10, 10.00833), [10.00833, 10.01667), ...
        let frames = FrameGrouping.byTime(samples([10, 10.001, 10.008, 10.009, 10.016, 10.0175]), hz: 120)
        #expect(ids(frames) == [[0, 1, 2], [3, 4], [5]])
        #expect(frames.allSatisfy { $0.commands.isEmpty })
    }

    @Test("windows are measured from the first sample's time, not from zero")
    func windowsFromFirstSample() {
        // On a grid from 0 these would split (10.004 * 120 = 1200.48, 10.0105 * 120 = 1201.26);
        // measured from 10.004 both lie in the first window.
        let frames = FrameGrouping.byTime(samples([10.004, 10.0105, 10.0125]), hz: 120)
        #expect(ids(frames) == [[0, 1], [2]])
    }

    @Test("empty windows produce no frame")
    func emptyWindowsSkipped() {
        let frames = FrameGrouping.byTime(samples([0, 0.1, 0.1005, 0.5, 2.0]), hz: 120)
        #expect(ids(frames) == [[0], [1, 2], [3], [4]])
    }

    @Test("time that steps backwards stays in the current frame")
    func backwards() {
        // 0.02 is window 2; 0.001 and -5 step back and stay there; 0.021 is window 2 again;
        // 0.03 is window 3.
        let frames = FrameGrouping.byTime(samples([0, 0.02, 0.001, -5, 0.021, 0.03]), hz: 120)
        #expect(ids(frames) == [[0], [1, 2, 3, 4], [5]])
    }

    @Test("a clear starts a new frame that clears first, even inside a window")
    func clearStartsFrame() {
        let events: [RecordedEvent] = [
            .sample(stamped(0, 0), batch: nil),
            .command(.clear, batch: nil),
            .sample(stamped(0.001, 1), batch: nil),
            .sample(stamped(0.002, 2), batch: nil),
            .sample(stamped(0.01, 3), batch: nil),
        ]
        let frames = FrameGrouping.byTime(events, hz: 120)
        #expect(ids(frames) == [[0], [1, 2], [3]])
        #expect(frames.map { $0.commands == [.clear] } == [false, true, false])
    }

    @Test("clears before the first sample and after the last are kept")
    func clearsAtEdges() {
        let events: [RecordedEvent] = [
            .command(.clear, batch: nil), .sample(stamped(1, 0), batch: nil), .sample(stamped(1.5, 1), batch: nil),
            .command(.clear, batch: nil),
        ]
        let frames = FrameGrouping.byTime(events, hz: 120)
        #expect(ids(frames) == [[0], [1], []])
        #expect(frames.map { $0.commands == [.clear] } == [true, false, true])
    }

    @Test("at any rate, one sample in the middle of each later window is one frame each",
          arguments: [1.0, 30, 60, 120, 240, 1000])
    func oneSamplePerWindow(hz: Double) {
        // The first sample at 0 sets the windows' origin; then one sample mid-window each.
        let times = [0] + (1..<50).map { (Double($0) + 0.5) / hz }
        let frames = FrameGrouping.byTime(samples(times), hz: hz)
        #expect(ids(frames) == (0..<50).map { [$0] })
    }

    @Test("a 1 kHz stream at 120 Hz: every sample kept in order, 8 or 9 per frame")
    func kilohertzStream() {
        let times = (0..<1200).map { Double($0) / 1000 }
        let frames = FrameGrouping.byTime(samples(times), hz: 120)
        #expect(frames.flatMap(\.samples).map { Int($0.x) } == Array(0..<1200))
        #expect(frames.count >= 143 && frames.count <= 145)
        for frame in frames.dropLast() {
            #expect((8...9).contains(frame.samples.count))
        }
    }

    @Test("samples far apart in time (as a parser-accepted file may hold) do not crash grouping")
    func farApartTimes() async {
        // RecordingParser accepts any finite time, e.g. `0 1 1 0.5` then `1e300 1 1 0.5`.
        await #expect(processExitsWith: .success) {
            let events: [RecordedEvent] = [
                .sample(Sample(x: 1, y: 1, pressure: 0.5, time: 0, tool: .pen, buttons: .primary), batch: nil),
                .sample(Sample(x: 2, y: 2, pressure: 0.5, time: 1e300, tool: .pen, buttons: .primary), batch: nil),
                .sample(Sample(x: 3, y: 3, pressure: 0.5, time: -1e300, tool: .pen, buttons: .primary), batch: nil),
            ]
            let frames = FrameGrouping.byTime(events, hz: 120)
            if frames.map(\.samples.count) != [1, 2] { exit(1) }
        }
    }
}
