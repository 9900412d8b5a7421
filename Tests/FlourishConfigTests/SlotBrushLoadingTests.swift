import FlourishConfig
import FlourishPaint
import FlourishSession
import FlourishSessionSetup
import Testing

/// A settings file's slot brushes are loaded where the session makes its brushes, not while the
/// file is parsed: a line whose brush cannot be loaded is still reported at its line, naming
/// file and key, and the slot keeps the brush it had, as when the parser loaded it.
@Suite("Slot brushes of a settings file, loaded by the session")
struct SlotBrushLoadingTests {
    static let file = "Configs/flourish.conf"

    /// `text` parsed as the settings file, and a session made from it: the session and every
    /// problem found, the parser's and the brushes', in the shape the parser gives.
    func load(_ text: String) throws -> (PaintSession, [SettingsProblem]) {
        var settings = Settings()
        let problems = SettingsParser.parse(text, file: Self.file, into: &settings)
        let session = try PaintSession(setup: settings.session)
        let brushes = session.configuredBrushProblems.map { SettingsProblem(file: $0.file, line: $0.line, message: $0.message) }
        return (session, problems + brushes)
    }

    @Test("the parser loads nothing: a slot line is taken as written, with its file, line and key")
    func parserRecordsTheLine() {
        var settings = Settings()
        let problems = SettingsParser.parse("\nslot3 = classic/nope\n", file: Self.file, into: &settings)
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings.session.slotBrushes[2] == "classic/nope")
        #expect(
            settings.session.configuredBrushes.lines == [
                ConfiguredBrush(slot: 3, name: "classic/nope", file: Self.file, line: 2, key: "slot3", replaced: "classic/marker_fat")
            ])
    }

    @Test("a slot brush that cannot be loaded keeps the default and names file, line and key", arguments: [
        BadLine(key: "slot3", value: "classic/no_such_brush"),
        BadLine(key: "slot4", value: "/etc/hostname"),
    ])
    func badBrush(bad: BadLine) throws {
        let (session, problems) = try load("# settings\n\n\(bad.line)\n")
        #expect(session.setup == Settings().session, "a bad value must keep the default")
        #expect(session.slots.map(\.brush) == SessionSetup.defaultSlotBrushes)
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems)")
        #expect(problem.file == Self.file)
        #expect(problem.line == 3)
        let description = problem.description
        #expect(description.contains(Self.file))
        #expect(description.contains("\(Self.file):3"))
        #expect(description.contains(bad.key))
    }

    @Test("slot keys outside 1-9 are unknown keys, and a slot that cannot load says why")
    func slotKeys() throws {
        let (_, problems) = try load("slot0 = classic/pen\nslot10 = classic/pen\nslot3 = classic/nope\n")
        #expect(problems.map(\.line) == [1, 2, 3])
        #expect(problems[0].message.contains("unknown key 'slot0'"))
        #expect(problems[2].message.contains("cannot be loaded") && problems[2].message.contains("classic/nope"))
        #expect(problems[2].message.contains("keeping classic/marker_fat"), "\(problems[2])")
    }

    @Test("the message is the one the parser gave: the key, an excerpt of the value, why, and what is kept")
    func message() throws {
        let (_, problems) = try load("slot3 = classic/nope\n")
        let problem = try #require(problems.first)
        let start = "\(Self.file):1: slot3: 'classic/nope' cannot be loaded (no such brush file: "
        #expect(problem.description.hasPrefix(start), "\(problem)")
        #expect(problem.description.hasSuffix("); keeping classic/marker_fat"), "\(problem)")
        #expect(problem.description.contains(String(Brush.searchFolders[0].prefix(20))), "\(problem)")
    }

    @Test("a brush that loads is the slot's and is painted with; nothing is reported")
    func goodBrush() throws {
        let (session, problems) = try load("slot1 = classic/pen\nslot4 = deevad/liner\n")
        #expect(problems.isEmpty, "\(problems)")
        #expect(session.slots[3].brush == "deevad/liner")
        #expect(session.engine.brush(for: .pen).path.hasSuffix("classic/pen.myb"))
        session.perform(.selectSlot(4))
        #expect(session.engine.brush(for: .pen).path.hasSuffix("deevad/liner.myb"))
    }

    @Test("a slot set twice keeps the last brush that loads, and each line that does not is reported, in order")
    func setTwice() throws {
        let (session, problems) = try load("slot3 = classic/pen\nslot3 = classic/nope\nslot5 = x/one\nslot5 = x/two\n")
        #expect(session.slots[2].brush == "classic/pen")
        #expect(session.slots[4].brush == SessionSetup.defaultSlotBrushes[4])
        #expect(problems.map(\.line) == [2, 3, 4])
        #expect(problems[0].message.hasSuffix("keeping classic/pen"), "\(problems[0])")
        #expect(problems[2].message.hasSuffix("keeping \(SessionSetup.defaultSlotBrushes[4])"), "\(problems[2])")
    }

    @Test("a brush line after a slot1 line decides slot 1; the slot line is still checked")
    func brushLineSupersedes() throws {
        let (session, problems) = try load("slot1 = classic/nope\nbrush = classic/charcoal\n")
        #expect(session.currentBrush.brush == "classic/charcoal")
        #expect(problems.map(\.line) == [1])
        #expect(problems[0].message.hasSuffix("keeping deevad/liner"), "\(problems[0])")
    }

    @Test("reported once: a session made again from the checked setup (a dropped file's) reports nothing")
    func reportedOnce() throws {
        let (session, problems) = try load("slot3 = classic/nope\n")
        #expect(problems.count == 1)
        #expect(session.setup.configuredBrushes.lines.isEmpty)
        let again = try PaintSession(setup: session.setup)
        #expect(again.configuredBrushProblems.isEmpty)
        #expect(again.slots.map(\.brush) == SessionSetup.defaultSlotBrushes)
    }
}
