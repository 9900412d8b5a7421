import FlourishRecording
import FlourishReplay
import FlourishTestSupport
import Testing

/// Layer records whose numbers sit at the ends of Int (issue 26's first crashes): a `move` of
/// Int.min reached `abs(Int.min)`, which traps, and a `select` of Int.max overflowed while its
/// refusal was phrased. Both read or refuse, and replay, without trapping.
@Suite("Layer records at the ends of Int", .enabled(if: exists(pencil), "skipped: \(pencil) is not installed"))
struct ExtremeLayerRecordTests {
    static func recording(_ records: [String]) -> String {
        RecordingParser.flourishMagic + "\nbrush classic/pencil\ncanvas 64x64\nsamples\n" + records.joined(separator: "\n") + "\n"
    }

    @Test("a move of Int.min or Int.max steps is refused at its line, naming the bounds", arguments: [
        "-9223372036854775808", "9223372036854775807", "-9223372036854775809", "-100001",
    ])
    func hugeMoveIsRefused(steps: String) throws {
        let error = try #require(parseError(Self.recording(["y 0 move \(steps)"]), file: "move.flourish"))
        #expect(error.line == 5)
        #expect(error.description.hasPrefix("move.flourish:5: layer 'move' needs a whole number of steps from -100000 to 100000"))
    }

    @Test("moves at the bounds read (the negative control: the bound is not refusing everything)")
    func movesAtTheBoundsRead() throws {
        let recording = try RecordingParser.parse(Self.recording(["y 0 move -100000", "y 0 move 100000"]), file: "ok.flourish")
        #expect(recording.events == [.command(.layer(.moveBy(-100_000)), batch: 0), .command(.layer(.moveBy(100_000)), batch: 0)])
    }

    @Test("a select of Int.max replays: the session refuses it, and the replay goes on to paint")
    func selectOfIntMaxReplays() throws {
        let folder = try TemporaryFolder()
        let records = [
            "y 0 select 9223372036854775807", "s 1 0.00 10 10 0.8 0 0 pen 1", "s 1 0.01 40 40 0.8 0 0 pen 1",
            "s 2 0.02 50 50 0 0 0 pen 0",
        ]
        let path = try folder.write(Self.recording(records), to: "select.flourish")
        let (report, session) = try Replay.run(ReplayRequest(recordingPath: path))
        #expect(report.samples == 3)
        #expect(report.dabs > 0)
        #expect(session.layers.entries.count == 1 && session.layers.currentIndex == 0)
    }
}
