import FlourishRecording
import FlourishSamples
import Foundation
import Testing

@Suite("Gesture records: gesture ink and the mode kept in a recording, never painted")
struct GestureRecordTests {
    static let text = """
        flourish-recording 2
        canvas 400x300
        samples
        m 0 10.5 on
        g 0 10.6 80.25 120 0.6 0 0 pen 5
        s 0 10.61 5 6 0.5 0 0 mouse 1
        g 1 10.62 81 121.5 0 0 0 pen 4
        m 2 11 off

        """

    @Test("g and m records read back in order with their batches; samples stay the painted ones only")
    func readBack() throws {
        let recording = try RecordingParser.parse(Self.text, file: "gestures.rec")
        let ink = Sample(x: 80.25, y: 120, pressure: 0.6, time: 10.6, tool: .pen, buttons: Buttons(rawValue: 5))
        let lift = Sample(x: 81, y: 121.5, pressure: 0, time: 10.62, tool: .pen, buttons: Buttons(rawValue: 4))
        #expect(
            recording.gestures == [.mode(on: true, time: 10.5), .ink(ink), .ink(lift), .mode(on: false, time: 11)])
        #expect(recording.samples.map(\.tool) == [.mouse])
        #expect(recording.events.map(\.batch) == [0, 0, 0, 1, 2])
        // Gesture ink never reaches a replay's frames.
        let frames = FrameGrouping.byRecordedBatch(recording.events)
        #expect(frames.flatMap(\.samples).map(\.tool) == [.mouse])
        #expect(FrameGrouping.byTime(recording.events, hz: 120).flatMap(\.samples).count == 1)
    }

    @Test("the writer's g and m lines parse back to the same records, bit for bit")
    func writerRoundTrip() throws {
        let ink = Sample(x: 1.0 / 3, y: 123456.789012345, pressure: 0.25, time: 0.1 + 0.2, tool: .pen, buttons: [.primary, .tertiary])
        let records: [GestureRecord] = [.mode(on: true, time: 0.1 + 0.2), .ink(ink), .mode(on: false, time: 7)]
        var text = FlourishFormat.header(RecordingSettings())
        for record in records { text += FlourishFormat.line(for: record, batch: 3) }
        #expect(text.contains("\ng 3 0.30000000000000004 0.3333333333333333 123456.789012345 0.25 0.0 0.0 pen 5\n"))
        #expect(text.contains("\nm 3 7.0 off\n"))
        let back = try RecordingParser.parse(text, file: "round.rec")
        #expect(back.gestures == records)
    }

    @Test(
        "a malformed gesture record is refused at its line, saying what is wrong",
        arguments: [
            ("m 0 1.0 maybe", "gesture mode 'maybe' is not on or off"),
            ("m 0 1.0", "gesture mode needs 'batch time on|off'"),
            ("m 0 nan on", "time"),
            ("g 0 1 2 3 0.5 0 0 pen", "sample needs 9 fields"),
            ("g 0 1 2 3 1.5 0 0 pen 1", "pressure"),
            ("q 0", "(expected s, c, u, r, l, b, p, k, y, a, t, v, e, f, i, g or m)"),
        ])
    func refused(line: String, reason: String) {
        let text = "flourish-recording 2\nsamples\n\(line)\n"
        do {
            _ = try RecordingParser.parse(text, file: "bad.rec")
            Issue.record("'\(line)' was read")
        } catch {
            #expect(error.line == 3)
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
    }
}
