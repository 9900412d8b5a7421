/// The groups holding the current entry, outermost first, as the compositor walks them at every
/// dirty tile: where each one's children lie below and above the way down to the entry. Worked
/// out once per recomposite (a span is a walk through the list), not once per tile and level.
struct GroupPath {
    /// One group on the way down, and its children beside the way.
    struct Level {
        let group: LayerEntry
        /// The group's children below the next entry on the way down (laid onto what lies
        /// under the group where it passes through), and above it.
        let below: Range<Int>
        let above: Range<Int>
        /// Whether the children above flatten into one (all Normal: src-over is associative).
        let aboveIsNormal: Bool
    }

    /// Outermost first.
    let levels: [Level]
    /// The current entry with all it holds: what the innermost group composites between its
    /// children below and above.
    let inner: ClosedRange<Int>
    /// Whether a stroke's box can be updated in place, in src-over alone: the current entry is
    /// a Normal layer, every group holding it is shown and Normal (passing through or
    /// isolated, at any opacity), and what lies above it in each is Normal. Any other mode
    /// reads the whole backdrop its kernel composites over, and a hidden group shows nothing
    /// of the stroke: those tiles are composited whole.
    let updatesInPlace: Bool

    /// `path`: the groups holding the current entry, outermost first, then the entry.
    init(_ arrangement: LayerArrangement, path: [Int]) {
        let entries = arrangement.entries
        var levels: [Level] = []
        for (index, group) in path.dropLast().enumerated() {
            let next = arrangement.span(of: path[index + 1])
            let above = (next.upperBound + 1)..<group
            levels.append(
                Level(
                    group: entries[group], below: arrangement.span(of: group).lowerBound..<next.lowerBound, above: above,
                    aboveIsNormal: entries[above].allSatisfy(\.isNormal)))
        }
        self.levels = levels
        inner = arrangement.span(of: path[path.count - 1])
        let current = entries[path[path.count - 1]]
        updatesInPlace =
            !current.isGroup && current.isNormal
            && levels.allSatisfy { $0.group.isVisible && $0.group.isNormal && $0.aboveIsNormal }
    }
}
