/// The stack's arrangement as a value: the layers and groups, bottom first, each group after
/// what it holds (see `LayerEntry`), each with its name, visibility, opacity and mode, and which
/// one is current. A layer operation changes it; an undo step keeps the other arrangement and
/// trades it back, copying no pixels.
public struct LayerArrangement: Equatable {
    /// Bottom first; always well formed (`isWellFormed`).
    public internal(set) var entries: [LayerEntry]
    /// The position (in `entries`) the pen paints on, or the group the panel's changes go to.
    public internal(set) var current: Int

    public var currentEntry: LayerEntry { entries[current] }

    /// The positions of the entry at `index` and everything it holds: itself alone for a
    /// layer, a group's children and their children before it.
    public func span(of index: Int) -> ClosedRange<Int> {
        var start = index
        while start > 0, entries[start - 1].depth > entries[index].depth { start -= 1 }
        return start...index
    }

    /// The group holding the entry at `index`, if any.
    public func parent(of index: Int) -> Int? {
        let depth = entries[index].depth
        guard depth > 0 else { return nil }
        return entries[(index + 1)...].firstIndex { $0.depth < depth }
    }

    /// Whether `entries` is a tree the stack can hold: not empty, at least one layer (not
    /// only groups), depths never negative, the list ending at the top level, and every step
    /// out of a group (a depth one less than the entry before it) landing on that group.
    public static func isWellFormed(_ entries: [LayerEntry]) -> Bool {
        guard let last = entries.last, last.depth == 0, entries.contains(where: { !$0.isGroup }) else { return false }
        for (index, entry) in entries.enumerated() {
            guard entry.depth >= 0 else { return false }
            guard index > 0 else { continue }
            let before = entries[index - 1].depth
            if entry.depth < before, entry.depth != before - 1 || !entry.isGroup { return false }
        }
        return true
    }
}
