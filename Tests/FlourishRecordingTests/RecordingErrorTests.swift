import FlourishRecording
import Testing

@Suite("RecordingError")
struct RecordingErrorTests {
    @Test("a line error reads file:line: reason", arguments: [1, 7, 2937])
    func lineError(line: Int) {
        let error = RecordingError(file: "/tmp/a.rec", line: line, reason: "tool 'x' is not pen, eraser or mouse")
        #expect(error.description == "/tmp/a.rec:\(line): tool 'x' is not pen, eraser or mouse")
    }

    @Test("a whole-file error (line 0) reads file: reason")
    func fileError() {
        let error = RecordingError(file: "b.dat", line: 0, reason: "no samples")
        #expect(error.description == "b.dat: no samples")
        #expect(!error.description.contains(":0"))
    }

    @Test("errors compare by file, line and reason")
    func equality() {
        let a = RecordingError(file: "f", line: 1, reason: "r")
        #expect(a == RecordingError(file: "f", line: 1, reason: "r"))
        #expect(a != RecordingError(file: "g", line: 1, reason: "r"))
        #expect(a != RecordingError(file: "f", line: 2, reason: "r"))
        #expect(a != RecordingError(file: "f", line: 1, reason: "s"))
    }
}
