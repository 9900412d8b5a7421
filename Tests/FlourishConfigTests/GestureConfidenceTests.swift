import FlourishConfig
import Testing

/// `gesture_confidence` feeds the confidence gate: a painter tunes how sure the recogniser
/// must be before a handwritten digit changes their brush, and a typo must say where it is.
@Suite("gesture_confidence")
struct GestureConfidenceTests {
    @Test("defaults to 0.8, the gate's own default")
    func defaultValue() {
        #expect(Settings().gestureConfidence == 0.8)
    }

    @Test("a value in (0, 1] is taken among other settings")
    func parses() {
        var settings = Settings()
        let text = "vsync = false\ngesture_confidence = 0.65\noverlay = true\n"
        let problems = SettingsParser.parse(text, file: "my.conf", into: &settings)
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings.gestureConfidence == 0.65)
        #expect(settings.overlay)
    }

    @Test("a bad value is a problem at its line, naming the key, and keeps what was set before")
    func badValueAtItsLine() throws {
        var settings = Settings()
        let text = "gesture_confidence = 0.9\n# raised for the demo\ngesture_confidence = 1.2\nvsync = true\n"
        let problems = SettingsParser.parse(text, file: "my.conf", into: &settings)
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems)")
        #expect(problem.line == 3)
        #expect(problem.description.hasPrefix("my.conf:3: gesture_confidence: '1.2' is not a confidence in (0, 1]"))
        #expect(settings.gestureConfidence == 0.9)
        #expect(settings.vsync)
    }
}
