import FlourishPaint
import FlourishSessionSetup

/// The settings' slot brushes, loaded: each `slotN` line's brush is loaded once, here, where
/// the session makes its brushes, rather than once by the parser to check it and again to
/// paint. A brush that does not load is reported at its line and the slot keeps what it held
/// before that line, as the parser did when it loaded them.
public struct ConfiguredBrushCheck {
    /// `setup` with each slot's brush as checked, and no lines left to check: a session made
    /// from it again (a dropped file's) loads and reports nothing twice.
    public private(set) var setup: SessionSetup
    /// The lines whose brush did not load, in the order of the lines.
    public private(set) var problems: [ConfiguredBrushProblem] = []
    /// Brushes loaded here that a slot still holds, by slot (1...9), not yet painted with: the
    /// slot's first use takes this one instead of reading its file again.
    private var loaded: [Int: (name: String, brush: Brush)] = [:]

    public init(_ setup: SessionSetup) {
        self.setup = setup
        let lines = setup.configuredBrushes.lines
        self.setup.configuredBrushes = ConfiguredBrushes()
        // What each slot holds after the lines so far, as the parser would have left it.
        var kept: [Int: String] = [:]
        var brushes: [Int: (name: String, brush: Brush)] = [:]
        for line in lines where setup.slotBrushes.indices.contains(line.slot - 1) {
            let keeping = kept[line.slot] ?? line.replaced
            do {
                brushes[line.slot] = (line.name, try Brush(named: line.name, pigment: BrushPigment(for: setup.colorSpace)))
                kept[line.slot] = line.name
            } catch {
                problems.append(ConfiguredBrushProblem(brush: line, error: error, kept: keeping))
                kept[line.slot] = keeping
            }
        }
        // A slot still holding its last line's brush holds what was kept instead; one set since
        // (a `brush` line, `--brush`, a header) keeps what set it.
        for line in lines.reversed() where setup.slotBrushes.indices.contains(line.slot - 1) {
            guard let keeping = kept.removeValue(forKey: line.slot) else { continue }
            if !line.isSuperseded && setup.slotBrushes[line.slot - 1] == line.name {
                self.setup.slotBrushes[line.slot - 1] = keeping
            }
        }
        for (slot, entry) in brushes where self.setup.slotBrushes[slot - 1] == entry.name {
            loaded[slot] = entry
        }
    }

    /// Forgets the brushes loaded here: they were loaded for another colour space's pigment
    /// rule (a file opened in its own space), so each slot loads its brush afresh.
    mutating func forgetLoaded() { loaded.removeAll() }

    /// The brush loaded here for `slot`, if the slot still holds `name` and this is its first
    /// use; nil after (a fresh brush paints the same dabs as this unused one: see `Brush`).
    mutating func takeLoaded(slot: Int, named name: String) -> Brush? {
        guard let entry = loaded.removeValue(forKey: slot), entry.name == name else { return nil }
        return entry.brush
    }
}
