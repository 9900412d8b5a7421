import FlourishConfig
import FlourishSession
import Testing

/// `slotN_stabilizer = strength`: each slot's stroke stabilizer, read into the session setup
/// and given to the session's slots.
@Suite("Settings: each slot's stabilizer")
struct StabilizerSettingsTests {
    static let file = "Configs/flourish.conf"

    @Test("a strength per slot reaches the setup and the session's slots; the rest stay off")
    func strengths() throws {
        var settings = Settings()
        let problems = SettingsParser.parse(
            "slot1_stabilizer = 0.4\nslot9_stabilizer = 1\nslot3_stabilizer = 0\n", file: Self.file, into: &settings)
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings.session.slotStabilizers == [0.4, 0, 0, 0, 0, 0, 0, 0, 1])
        let session = try PaintSession(setup: settings.session)
        #expect(session.slots.map(\.stabilizer) == [0.4, 0, 0, 0, 0, 0, 0, 0, 1])
        #expect(Settings().session.slotStabilizers.allSatisfy { $0 == 0 }, "off by default")
    }

    @Test("a bad strength names file, line, key and value, and the slot keeps its strength", arguments: [
        BadLine(key: "slot2_stabilizer", value: "1.5"),
        BadLine(key: "slot2_stabilizer", value: "-0.2"),
        BadLine(key: "slot2_stabilizer", value: "strong"),
        BadLine(key: "slot2_stabilizer", value: "nan"),
        BadLine(key: "slot2_stabilizer", value: ""),
    ])
    func badStrength(bad: BadLine) throws {
        var settings = Settings()
        let problems = SettingsParser.parse("slot2_stabilizer = 0.3\n# comment\n\(bad.line)\n", file: Self.file, into: &settings)
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems)")
        #expect(problem.line == 3)
        #expect(problem.description.hasPrefix("\(Self.file):3: slot2_stabilizer: '\(bad.value)'"), "\(problem)")
        #expect(problem.description.contains("is not a strength in 0...1"), "\(problem)")
        #expect(settings.session.slotStabilizers[1] == 0.3, "a bad line changed the setting")
    }

    @Test("stabilizer keys outside slots 1-9 are unknown keys")
    func unknownSlots() {
        var settings = Settings()
        let problems = SettingsParser.parse(
            "slot0_stabilizer = 0.5\nslot10_stabilizer = 0.5\nslot_stabilizer = 0.5\n", file: Self.file, into: &settings)
        #expect(problems.map(\.line) == [1, 2, 3])
        #expect(problems.allSatisfy { $0.message.contains("unknown key") }, "\(problems)")
    }
}
