import FlourishPaint
import FlourishRecording
import FlourishSamples
import FlourishStabilizer

/// The nine brush slots (keys 1-9) and the brushes made from them: which slot the pen and the
/// mouse paint with, each slot's brush, radius, colour and stabilizer, the settings' slot
/// brushes as checked when the session was made, and every setting a brush file gave out of
/// libmypaint's range.
struct BrushSlots {
    /// `]` makes brushes this much bigger, `[` as much smaller.
    static let biggerFactor = 1.25

    private(set) var slots: [BrushSlot]
    /// The one the pen and mouse paint with, 1...slots.count.
    private(set) var current: Int
    /// The settings lines whose brush could not be loaded, found as the session was made.
    let configuredProblems: [ConfiguredBrushProblem]
    /// The settings' slot brushes, loaded to check them and not used yet.
    private var configured: ConfiguredBrushCheck
    /// Every setting a brush file loaded so far gave out of libmypaint's range, once per file
    /// and setting, in the order found.
    private(set) var clamps: [BrushClamp] = []
    private var reportedClamps: Set<String> = []
    /// Whether any slot's stabilizer was ever on: until then a recording needs no stabilizer
    /// record (every strength is 0, in the replay too), so recordings stay as they were.
    private(set) var stabilizerInUse: Bool
    /// What every brush made here does with its file's pigment (`paint_mode`): the painting's
    /// colour space's rule (`BrushPigment(for:)`).
    private(set) var pigment: BrushPigment

    /// The slots `configured`'s setup names, the start slot current with the setup's radius.
    init(_ configured: ConfiguredBrushCheck) {
        let setup = configured.setup
        slots = setup.slotBrushes.indices.map { i in
            let strength = setup.slotStabilizers.indices.contains(i) ? setup.slotStabilizers[i] : 0
            return BrushSlot(brush: setup.slotBrushes[i], color: setup.color, stabilizer: Stabilizer.clamped(strength))
        }
        current = min(max(setup.startSlot, 1), slots.count)
        stabilizerInUse = slots.contains { $0.stabilizer > 0 }
        slots[current - 1].radius = setup.brushRadius
        self.configured = configured
        configuredProblems = configured.problems
        pigment = BrushPigment(for: setup.colorSpace)
    }

    /// The painting's colour space changed (a file opened in its own): brushes are made with
    /// its pigment rule from now on, and the pen's and the mouse's is made again with it.
    mutating func follow(_ space: ColorSpace, on engine: PaintEngine, _ changes: inout SessionChanges) {
        guard BrushPigment(for: space) != pigment else { return }
        pigment = BrushPigment(for: space)
        configured.forgetLoaded()
        _ = activate(currentSlot, on: engine, &changes)
    }

    /// The current slot, with the radius its brush has now.
    var currentSlot: BrushSlot {
        get { slots[current - 1] }
        set { slots[current - 1] = newValue }
    }

    /// The current slot's brush, the first the session paints with.
    mutating func makeFirstBrush() throws(BrushError) -> Brush {
        try Self.makeBrush(currentSlot, pigment: pigment, loaded: configured.takeLoaded(slot: current, named: currentSlot.brush))
    }

    /// Adds the clamps `brush` was loaded with that were not reported yet to `clamps`;
    /// returns them.
    mutating func noteClamps(of brush: Brush) -> [BrushClamp] {
        let fresh = brush.clamps.filter { reportedClamps.insert("\($0.file)\u{0}\($0.setting)").inserted }
        clamps += fresh
        return fresh
    }

    /// Makes slot `n` current, its brush the pen's and the mouse's; false where it is not
    /// there, is current already, or its brush does not load (why, in `changes`).
    mutating func select(_ n: Int, on engine: PaintEngine, _ changes: inout SessionChanges) -> Bool {
        guard slots.indices.contains(n - 1), n != current else { return false }
        guard activate(slots[n - 1], loaded: configured.takeLoaded(slot: n, named: slots[n - 1].brush), on: engine, &changes)
        else { return false }
        current = n
        return true
    }

    /// Puts `slot` in the current slot's place, its brush the pen's and the mouse's, where the
    /// brush loads (else why, in `changes`).
    mutating func replaceCurrent(with slot: BrushSlot, on engine: PaintEngine, _ changes: inout SessionChanges) {
        if activate(slot, on: engine, &changes) { currentSlot = slot }
    }

    /// Gives the pen and the mouse a fresh brush made from `slot` (fresh, so a replay that
    /// makes it again paints the same dabs: `loaded`, where given, is one loaded and never
    /// used); false, with the reason in `changes`, when the brush cannot be loaded.
    private mutating func activate(
        _ slot: BrushSlot, loaded: Brush? = nil, on engine: PaintEngine, _ changes: inout SessionChanges
    ) -> Bool {
        let brush: Brush
        do { brush = try Self.makeBrush(slot, pigment: pigment, loaded: loaded) } catch {
            changes.problems.append("\(error)")
            return false
        }
        engine.setBrush(brush, for: .pen)
        engine.setBrush(brush, for: .mouse)
        changes.problems += noteClamps(of: brush).map(\.description)
        changes.brushChanged = true
        return true
    }

    /// Scales every tool's brush by `factor`; the current slot remembers the pen's new radius.
    mutating func scaleBrushes(by factor: Double, on engine: PaintEngine) {
        // Tools may share one brush; scale each brush once.
        var scaled: [ObjectIdentifier] = []
        for tool in Tool.allCases {
            let brush = engine.brush(for: tool)
            guard !scaled.contains(ObjectIdentifier(brush)) else { continue }
            scaled.append(ObjectIdentifier(brush))
            brush.radius *= factor
        }
        slots[current - 1].radius = engine.brush(for: .pen).radius
    }

    /// A stabilizer strength was given (NaN: none): once one is, recordings carry them.
    mutating func noteStabilizerGiven(_ strength: Double) {
        if !strength.isNaN { stabilizerInUse = true }
    }

    /// `slot`'s brush at its radius and colour: `loaded` (a brush of the slot's file, loaded
    /// with `pigment` and never painted with) where given, else read from its file with it.
    static func makeBrush(_ slot: BrushSlot, pigment: BrushPigment, loaded: Brush? = nil) throws(BrushError) -> Brush {
        let brush: Brush
        if let loaded { brush = loaded } else { brush = try Brush(named: slot.brush, pigment: pigment) }
        if let radius = slot.radius { brush.radius = radius }
        brush.setColor(slot.color)
        return brush
    }

    /// What a recording stores for activating `slot`.
    static func recorded(_ slot: BrushSlot) -> RecordedCommand {
        .useBrush(path: Brush.resolve(slot.brush), radius: slot.radius, color: slot.color.description)
    }
}
