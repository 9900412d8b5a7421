/// The `slotN` lines of a settings file, in the order they came: what the session checks when
/// it loads its brushes (`PaintSession.init`), each once.
///
/// Where a value was written is not part of what it is: two `ConfiguredBrushes` always compare
/// equal, so two setups (and two `Settings`) are equal when they set the same things, whichever
/// lines set them. The brushes themselves are in `SessionSetup.slotBrushes`, which does compare.
public struct ConfiguredBrushes: Sendable, Equatable {
    /// Oldest first.
    public private(set) var lines: [ConfiguredBrush] = []

    public init() {}

    public mutating func append(_ brush: ConfiguredBrush) {
        lines.append(brush)
    }

    /// Something other than a `slotN` line set `slot` after every line so far.
    public mutating func supersede(slot: Int) {
        for i in lines.indices where lines[i].slot == slot { lines[i].isSuperseded = true }
    }

    public static func == (_: ConfiguredBrushes, _: ConfiguredBrushes) -> Bool { true }
}
