import FlourishRecording
import FlourishSamples
import Testing

@Suite("Recording format: layer commands as 'y' records")
struct LayerRecordTests {
    @Test("every layer command written reads back, in order, with its batch")
    func roundTrip() throws {
        let commands: [LayerCommand] = [
            .add, .duplicate, .delete, .select(0), .select(12), .moveUp, .moveDown, .mergeDown, .setVisible(false),
            .setVisible(true), .setOpacity(0.375), .setOpacity(1), .setMode("svg:multiply"),
            .setMode("mypaint:spectral-wgm"), .rename("Line art"), .rename("Ünïcode name with ✓"),
            .group, .ungroup, .setIsolated(false), .setIsolated(true), .moveBy(3), .moveBy(-2),
        ]
        var text = RecordingParser.flourishMagic + "\nsamples\n"
        for (batch, command) in commands.enumerated() { text += FlourishFormat.line(for: .layer(command), batch: batch) }
        let recording = try RecordingParser.parse(text, file: "t.flourish")
        #expect(recording.events == commands.enumerated().map { .command(.layer($1), batch: $0) })
        #expect(FlourishFormat.line(for: .layer(.select(3)), batch: 7) == "y 7 select 3\n")
    }

    @Test("a bad layer record is an error naming the file, the line and what is wrong")
    func badRecords() {
        let cases: [(String, String)] = [
            ("y 0", "layer needs 'batch verb'"),
            ("y 0 explode", "layer verb 'explode' is not one of"),
            ("y 0 add 3", "layer 'add' takes no value"),
            ("y 0 select -1", "is not a whole number"),
            ("y 0 select", "layer 'select' needs a position"),
            ("y 0 visible yes", "layer 'visible' needs 0 or 1"),
            ("y 0 opacity 1.5", "opacity 1.5 is not in 0...1"),
            ("y 0 opacity nan", "is not a finite number"),
            ("y 0 mode", "layer 'mode' needs one composite-op"),
            ("y 0 isolated 2", "layer 'isolated' needs 0 or 1"),
            ("y 0 group 1", "layer 'group' takes no value"),
            ("y 0 move up", "layer 'move' needs a whole number of steps"),
            ("y 0 move 100001", "layer 'move' needs a whole number of steps from -100000 to 100000"),
        ]
        for (line, reason) in cases {
            let text = RecordingParser.flourishMagic + "\nsamples\n" + line + "\n"
            #expect(throws: RecordingError.self, "\(line) was read") { try RecordingParser.parse(text, file: "bad.flourish") }
            do {
                _ = try RecordingParser.parse(text, file: "bad.flourish")
            } catch {
                #expect("\(error)".contains("bad.flourish:3"), "\(error) does not name the line")
                #expect("\(error)".contains(reason), "\(error) does not say '\(reason)'")
            }
        }
    }
}
