import FlourishPaint
import FlourishSamples

/// The stack's commands: what each `LayerCommand` does to the arrangement, checked where the
/// command enters (positions, groups, the stack's bound), and how an entry moves through the
/// tree.
extension LayerStack {
    /// Carries out `command` (`.select` included); what it changed comes back for the undo
    /// history and the screen. Positions are checked here, where commands enter.
    public func apply(_ command: LayerCommand) -> LayerChange {
        var change = LayerChange()
        var next = arrangement
        let here = next.current
        let span = next.span(of: here)
        let depth = next.entries[here].depth
        // The tiles whose composite may differ: the layers whose pixels or way of showing changed.
        let tilesHere = Self.tiles(of: next.entries[span])
        var affected: [TileCoordinate] = []
        if let made = Self.entriesMade(by: command, span: span), next.entries.count + made > Self.maxEntries {
            change.problem = "the painting holds \(next.entries.count) layers and groups, the most it can: this one is not made"
            return change
        }
        switch command {
        case .add:
            let name = "Layer \(nextNumber)"
            nextNumber += 1
            var entry = LayerEntry(layer: Layer(width: width, height: height), name: name)
            entry.depth = depth
            next.entries.insert(entry, at: here + 1)
            next.current = here + 1
        case .duplicate:
            let copies = next.entries[span].map { source in
                let copy = Layer(width: width, height: height)
                for tile in source.layer.tiles.allocatedTiles {
                    if let pixels = source.layer.tiles.pixels(of: tile) { copy.tiles.setTile(tile, to: TilePixels(copying: pixels)) }
                }
                var entry = LayerEntry(layer: copy, name: source.name, isGroup: source.isGroup)
                (entry.isVisible, entry.opacity, entry.compositeOp) = (source.isVisible, source.opacity, source.compositeOp)
                (entry.depth, entry.isIsolated) = (source.depth, source.isIsolated)
                return entry
            }
            next.entries.insert(contentsOf: copies, at: here + 1)
            next.current = here + copies.count
            next.entries[next.current].name = next.entries[here].name + " copy"
            affected = tilesHere
        case .delete:
            var left = next.entries
            left.removeSubrange(span)
            guard left.contains(where: { !$0.isGroup }) else {
                change.problem = next.entries[here].isGroup
                    ? "the group holds every layer: it cannot be deleted" : "the only layer cannot be deleted"
                return change
            }
            next.entries = left
            next.current = max(0, span.lowerBound - 1)
            affected = tilesHere
        case .select(let position):
            guard next.entries.indices.contains(position) else {
                change.problem = "there is no layer \(Self.layerNumber(position)) (the painting has \(next.entries.count))"
                return change
            }
            // Which layer the pen paints on is not a step to undo, and shows nothing.
            if position != arrangement.current { forgetFlattened() }
            arrangement.current = position
            return change
        case .moveUp, .moveDown:
            guard Self.move(&next, up: command == .moveUp) else { return change }
            affected = tilesHere
        case .moveBy(let steps):
            // Each move changes the tree or ends the walk (at the top or bottom), so this ends
            // within the steps asked.
            for _ in 0..<steps.magnitude {
                guard Self.move(&next, up: steps > 0) else { break }
            }
            affected = tilesHere
        case .mergeDown:
            let belowIndex = span.lowerBound - 1
            guard !next.entries[here].isGroup else {
                change.problem = "a group cannot be merged down: ungroup it first"
                return change
            }
            guard belowIndex >= 0, next.entries[belowIndex].depth == depth, !next.entries[belowIndex].isGroup else {
                change.problem = "there is no layer just below this one, in its group, to merge into"
                return change
            }
            let top = next.entries[here]
            let below = next.entries[belowIndex].layer.tiles
            let journal = TileJournal()
            below.journal = journal
            for tile in tilesHere {
                guard let source = top.layer.tiles.pixels(of: tile) else { continue }
                Self.blend(source, onto: below.pixelsForWriting(tile), entry: top)
            }
            below.journal = nil
            _ = below.takeDirtyTiles()
            if !journal.isEmpty { change.written = (below, journal) }
            next.entries.remove(at: here)
            next.current = belowIndex
            affected = tilesHere
        case .group:
            for index in span { next.entries[index].depth += 1 }
            var group = LayerEntry(layer: Layer(width: width, height: height), name: "Group \(nextGroupNumber)", isGroup: true)
            nextGroupNumber += 1
            group.depth = depth
            next.entries.insert(group, at: here + 1)
            affected = tilesHere
        case .ungroup:
            guard next.entries[here].isGroup else {
                change.problem = "the current layer is not a group"
                return change
            }
            for index in span.dropLast() { next.entries[index].depth -= 1 }
            next.entries.remove(at: here)
            next.current = max(0, here - 1)
            affected = tilesHere
        case .setIsolated(let isolated):
            guard next.entries[here].isGroup else {
                change.problem = "only a group is isolated or passes through"
                return change
            }
            next.entries[here].isIsolated = isolated
            affected = tilesHere
        case .setVisible(let visible):
            next.entries[here].isVisible = visible
            affected = tilesHere
        case .setOpacity(let opacity):
            guard opacity.isFinite else { return change }
            next.entries[here].opacity = min(max(opacity, 0), 1)
            affected = tilesHere
        case .setMode(let mode):
            guard Self.supports(mode) else {
                change.problem = "the blend mode '\(mode)' is not one Flourish composites"
                return change
            }
            next.entries[here].compositeOp = mode
            affected = tilesHere
        case .rename(let name):
            next.entries[here].name = Self.layerName(name)
        }
        guard next != arrangement else { return change }
        change.before = arrangement
        change.tiles = affected
        arrangement = next
        forgetFlattened()
        recomposite(affected)
        return change
    }

    /// How many entries `command` adds to the stack (a duplicate copies the current entry with
    /// all it holds, `span`), or nil for one that adds none.
    static func entriesMade(by command: LayerCommand, span: ClosedRange<Int>) -> Int? {
        switch command {
        case .add, .group: 1
        case .duplicate: span.count
        case .delete, .select, .moveUp, .moveDown, .moveBy, .mergeDown, .ungroup, .setIsolated, .setVisible, .setOpacity,
            .setMode, .rename:
            nil
        }
    }

    /// Moves the current entry (with all it holds) one place up or down as the panel lists
    /// the tree, as MyPaint does: past a layer beside it, into a group beside it (at the
    /// group's bottom going up, its top going down), out of its group at the group's top or
    /// bottom. Whether it moved.
    static func move(_ arrangement: inout LayerArrangement, up: Bool) -> Bool {
        var entries = arrangement.entries
        let here = arrangement.current
        let span = arrangement.span(of: here)
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
                arrangement.current = group + moving.count
            } else if entries[above].depth > depth || entries[above].isGroup {
                // A group above: in, at its bottom (where it already lies, one level deeper).
                shift(span, by: 1)
            } else {
                // A layer above: past it.
                entries.remove(at: above)
                entries.insert(arrangement.entries[above], at: span.lowerBound)
                arrangement.current = here + 1
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
                arrangement.current = below + moving.count - 1
            } else {
                // A layer below: past it.
                let layer = entries.remove(at: below)
                entries.insert(layer, at: here)
                arrangement.current = here - 1
            }
        }
        arrangement.entries = entries
        return true
    }
}
