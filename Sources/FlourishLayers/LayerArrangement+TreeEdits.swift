/// The tree's edits: entries added beside the current one, removed, moved through the tree,
/// wrapped in a group and unwrapped. Each keeps the list a well-formed tree
/// (`LayerArrangement.isWellFormed`) and says which entry is current afterwards; what an edit
/// is for (names, pixels, what may be refused) is the stack's (`LayerStack.apply`).
extension LayerArrangement {
    /// Puts `entry` just above the current entry, beside it in its group, and makes it current.
    mutating func insertAboveCurrent(_ entry: LayerEntry) {
        var entry = entry
        entry.depth = entries[current].depth
        entries.insert(entry, at: current + 1)
        current += 1
    }

    /// Puts `copies` (the current entry and all it holds, copied, bottom first) just above
    /// the current entry, and makes the copy of the current entry current.
    mutating func insertCopyAboveCurrent(_ copies: [LayerEntry]) {
        entries.insert(contentsOf: copies, at: current + 1)
        current += copies.count
    }

    /// Removes the current entry with all it holds, making the entry below current; false,
    /// changing nothing, where no layer would be left.
    mutating func removeCurrent() -> Bool {
        let span = span(of: current)
        var left = entries
        left.removeSubrange(span)
        guard left.contains(where: { !$0.isGroup }) else { return false }
        entries = left
        current = max(0, span.lowerBound - 1)
        return true
    }

    /// Removes the current entry, a layer, making the one below it current (a merge down,
    /// whose pixels went into that one).
    mutating func removeCurrentLayer() {
        entries.remove(at: current)
        current -= 1
    }

    /// Wraps the current entry, with all it holds, in `group`, which takes its place in the
    /// tree; the current entry stays current.
    mutating func wrapCurrent(in group: LayerEntry) {
        let span = span(of: current)
        var group = group
        group.depth = entries[current].depth
        for index in span { entries[index].depth += 1 }
        entries.insert(group, at: current + 1)
    }

    /// Puts the current group's children in its place and removes it, making the entry below
    /// it current. The current entry must be a group.
    mutating func unwrapCurrent() {
        for index in span(of: current).dropLast() { entries[index].depth -= 1 }
        entries.remove(at: current)
        current = max(0, current - 1)
    }

    /// The arrangement after one `LayerCommand.moveUp` (or `moveDown`), or nil where the
    /// current entry cannot move that way: what a panel dragging a row plans its moves with.
    public func moved(up: Bool) -> LayerArrangement? {
        var next = self
        return next.move(up: up) ? next : nil
    }

    /// Moves the current entry (with all it holds) one place up or down as the panel lists
    /// the tree, as MyPaint does: past a layer beside it, into a group beside it (at the
    /// group's bottom going up, its top going down), out of its group at the group's top or
    /// bottom. Whether it moved.
    mutating func move(up: Bool) -> Bool {
        var entries = entries
        let here = current
        let span = span(of: here)
        let depth = entries[here].depth
        let moving = Array(entries[span])
        func shift(_ range: ClosedRange<Int>, by amount: Int) { for index in range { entries[index].depth += amount } }
        if up {
            let above = here + 1
            if above == entries.count { return false }
            if entries[above].depth < depth {
                // The top of its group: out, just above the group.
                entries.removeSubrange(span)
                let group = above - moving.count
                entries.insert(contentsOf: moving.map { var entry = $0; entry.depth -= 1; return entry }, at: group + 1)
                current = group + moving.count
            } else if entries[above].depth > depth || entries[above].isGroup {
                // A group above: in, at its bottom (where it already lies, one level deeper).
                shift(span, by: 1)
            } else {
                // A layer above: past it.
                entries.remove(at: above)
                entries.insert(self.entries[above], at: span.lowerBound)
                current = here + 1
            }
        } else {
            let below = span.lowerBound - 1
            if below < 0 || entries[below].depth < depth {
                // The bottom of its group: out, just below the group (where it already lies).
                guard depth > 0 else { return false }
                shift(span, by: -1)
            } else if entries[below].isGroup {
                // A group below: in, at its top (just under the group's own entry).
                entries.removeSubrange(span)
                entries.insert(contentsOf: moving.map { var entry = $0; entry.depth += 1; return entry }, at: below)
                current = below + moving.count - 1
            } else {
                // A layer below: past it.
                let layer = entries.remove(at: below)
                entries.insert(layer, at: here)
                current = here - 1
            }
        }
        self.entries = entries
        return true
    }
}
