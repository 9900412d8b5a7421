import FlourishRecording
import Testing

@Suite("Recording format: the stabilizer's 't' record and 'stabilizer' header")
struct StabilizerRecordTests {
    @Test("strengths written read back, in order, with their batch; the header's too")
    func roundTrip() throws {
        let strengths = [0, 0.4, 1, 0.123456789012345, 5e-324]
        var settings = RecordingSettings()
        settings.stabilizer = 0.35
        var text = FlourishFormat.header(settings)
        for (batch, strength) in strengths.enumerated() { text += FlourishFormat.line(for: .setStabilizer(strength), batch: batch) }
        let recording = try RecordingParser.parse(text, file: "t.flourish")
        #expect(recording.events == strengths.enumerated().map { .command(.setStabilizer($1), batch: $0) })
        #expect(recording.settings.stabilizer == 0.35)
        #expect(recording.headerLines["stabilizer"] == 2)
        #expect(FlourishFormat.line(for: .setStabilizer(0.5), batch: 7) == "t 7 0.5\n")
        #expect(!FlourishFormat.header(RecordingSettings()).contains("stabilizer"), "off: the header is as it was")
    }

    @Test("a bad stabilizer record or header is an error naming the file, the line and what is wrong")
    func badRecords() {
        let cases: [(String, String)] = [
            ("t 0", "stabilizer needs two fields 'batch strength'"),
            ("t 0 0.5 1", "stabilizer needs two fields 'batch strength'"),
            ("t 0 1.5", "stabilizer strength 1.5 is not in 0...1"),
            ("t 0 -0.1", "stabilizer strength -0.1 is not in 0...1"),
            ("t 0 strong", "is not a finite number"),
            ("t 0 nan", "is not a finite number"),
        ]
        for (line, reason) in cases {
            expectError(RecordingParser.flourishMagic + "\nsamples\n" + line + "\n", at: "bad.flourish:3", saying: reason)
        }
        expectError(
            RecordingParser.flourishMagic + "\nstabilizer 2\nsamples\n", at: "bad.flourish:2",
            saying: "stabilizer '2' is not a strength in 0...1")
        expectError(
            "flourish-recording 1\nsamples\nt 0 0.5\n", at: "bad.flourish:3", saying: "needs a version 2 recording")
    }

    func expectError(_ text: String, at place: String, saying reason: String) {
        do {
            _ = try RecordingParser.parse(text, file: "bad.flourish")
            Issue.record("\(text) was read")
        } catch {
            #expect("\(error)".contains(place), "\(error) does not name the line")
            #expect("\(error)".contains(reason), "\(error) does not say '\(reason)'")
        }
    }
}
