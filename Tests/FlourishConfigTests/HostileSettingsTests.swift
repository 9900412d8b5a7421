import FlourishConfig
import Testing

/// Settings text written to hurt: megabyte lines, values and keys far too long, control
/// characters. Each problem names the line (and key, where there is one) and quotes no more
/// than an excerpt; the other lines still apply.
@Suite("Hostile settings")
struct HostileSettingsTests {
    static let file = "hostile.conf"

    func parse(_ bytes: [UInt8]) -> (Settings, [SettingsProblem]) {
        var settings = Settings()
        let problems = SettingsParser.parse(bytes, file: Self.file, into: &settings)
        return (settings, problems)
    }

    @Test("a 2 MB line is one problem at its line, naming the key, shortened; the lines around it apply", arguments: [
        "brush = ", "color = #", "", "nonsense",
    ])
    func hugeLine(start: String) throws {
        let huge = Array(start.utf8) + [UInt8](repeating: 0x61, count: 2 * 1024 * 1024)
        let bytes = Array("vsync = true\n".utf8) + huge + Array("\nframe_cap_hz = 90\n".utf8)
        let (settings, problems) = parse(bytes)
        #expect(settings.vsync && settings.frameCapHz == 90)
        #expect(settings.session.brush == Settings().session.brush)
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems.count) problems")
        #expect(problem.line == 2)
        #expect(problem.description.hasPrefix("\(Self.file):2: "))
        #expect(problem.description.utf8.count < 250, "\(problem.description.utf8.count) bytes of message")
        #expect(problem.message.contains("…"))
        if let key = start.split(separator: " ").first, start.contains("=") {
            #expect(problem.message.hasPrefix("\(key): "), "\(problem.message)")
        }
    }

    @Test("a long value under the line limit is refused with an excerpt, naming the key", arguments: [
        "color", "frame_cap_hz", "window", "slot3", "pressure_curve", "start_zoom",
    ])
    func longValue(key: String) throws {
        let value = String(repeating: "9", count: 8000)
        let (_, problems) = parse(Array("\(key) = \(value)\n".utf8))
        let problem = try #require(problems.first)
        #expect(problem.message.hasPrefix("\(key): "))
        #expect(problem.message.contains("…"))
        #expect(problem.description.utf8.count < 300, "\(problem.description)")
    }

    @Test("a long unknown key and a long line without '=' are quoted as excerpts")
    func longKeyAndLine() throws {
        let long = String(repeating: "k", count: 5000)
        let (_, problems) = parse(Array("\(long) = 1\n\(long)\n".utf8))
        #expect(problems.map(\.line) == [1, 2])
        #expect(problems.allSatisfy { $0.description.utf8.count < 1000 && $0.message.contains("…") }, "\(problems)")
    }

    @Test("control characters in a quoted value are written as escapes")
    func controlCharacters() throws {
        let (_, problems) = parse(Array("color = \u{1B}[2J\u{7}\n".utf8))
        let problem = try #require(problems.first)
        #expect(!problem.message.unicodeScalars.contains { $0.value < 0x20 })
        #expect(problem.message.contains("\\u{1B}[2J\\u{7}"))
    }

    @Test("numbers are plain decimal: hexadecimal, inf and nan are refused", arguments: [
        "frame_cap_hz = 0x3C", "mouse_pressure = 0x1p-1", "brush_radius = infinity", "start_zoom = nan",
        "undo_memory_mb = 0x40",
    ])
    func plainDecimal(line: String) {
        let (settings, problems) = parse(Array("\(line)\n".utf8))
        #expect(problems.count == 1)
        #expect(settings == Settings())
    }
}
