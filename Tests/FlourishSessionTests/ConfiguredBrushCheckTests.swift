import FlourishSession
import FlourishSessionSetup
import FlourishTestSupport
import Testing

/// The session loads the settings' slot brushes once, as it is made, and paints with those
/// very brushes: a slot's first use must paint as a brush read fresh from its file would.
@Suite("Configured slot brushes, checked as the session is made")
struct ConfiguredBrushCheckTests {
    /// A small setup whose slot `slot` a settings line at `line` set to `name`.
    func setup(slot: Int, _ name: String, line: Int = 7) -> SessionSetup {
        var setup = SessionSetup()
        (setup.canvasWidth, setup.canvasHeight) = (512, 384)
        setup.configuredBrushes.append(
            ConfiguredBrush(slot: slot, name: name, file: "my.conf", line: line, key: "slot\(slot)", replaced: setup.slotBrushes[slot - 1]))
        setup.slotBrushes[slot - 1] = name
        return setup
    }

    @Test("a slot's brush loaded by the check paints the dabs a brush read fresh from its file paints")
    func loadedPaintsAsFresh() throws {
        let checked = try PaintSession(setup: setup(slot: 2, "classic/charcoal"))
        var plain = SessionSetup()
        (plain.canvasWidth, plain.canvasHeight) = (512, 384)
        plain.slotBrushes[1] = "classic/charcoal"
        let fresh = try PaintSession(setup: plain)
        for session in [checked, fresh] {
            session.perform(.selectSlot(2))
            session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        }
        #expect(!checked.canvas.contents.isEmpty)
        #expect(checked.canvas.contents == fresh.canvas.contents)
        // Negative control: slot 2's own brush paints other dabs.
        let other = try makeSession()
        other.perform(.selectSlot(2))
        other.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        #expect(other.canvas.contents != checked.canvas.contents)
    }

    @Test("the start slot paints with its checked brush, the same as one read fresh")
    func startSlot() throws {
        let checked = try PaintSession(setup: setup(slot: 1, "classic/charcoal"))
        let fresh = try makeSession(brush: "classic/charcoal")
        #expect(checked.configuredBrushProblems.isEmpty)
        checked.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        fresh.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        #expect(checked.canvas.contents == fresh.canvas.contents)
    }

    @Test("a configured brush that cannot load is reported once, at its line and key, and the slot keeps its brush")
    func reportedAtItsLine() throws {
        let session = try PaintSession(setup: setup(slot: 6, "no/such_brush", line: 12))
        let problem = try #require(session.configuredBrushProblems.count == 1 ? session.configuredBrushProblems.first : nil)
        #expect(problem.file == "my.conf" && problem.line == 12)
        #expect(problem.description.hasPrefix("my.conf:12: slot6: 'no/such_brush' cannot be loaded (no such brush file: "))
        #expect(problem.kept == SessionSetup.defaultSlotBrushes[5])
        #expect(session.slots[5].brush == SessionSetup.defaultSlotBrushes[5])
        let changes = session.perform(.selectSlot(6))
        #expect(changes.problems.isEmpty && changes.brushChanged, "the slot paints with the brush it kept")
        #expect(try PaintSession(setup: session.setup).configuredBrushProblems.isEmpty, "reported by the first session only")
    }

    @Test("a slot given another brush before its first use paints with that one, not the one loaded for it")
    func replacedBeforeUse() throws {
        let session = try PaintSession(setup: setup(slot: 2, "classic/charcoal"))
        session.perform(.selectSlot(2))
        session.perform(.setSlotBrush("classic/pen"))
        session.perform(.selectSlot(1))
        session.perform(.selectSlot(2))
        #expect(session.engine.brush(for: .pen).path.hasSuffix("classic/pen.myb"))
    }
}
