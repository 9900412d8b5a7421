import FlourishCompositing
import FlourishPaint
import FlourishSamples

/// The stack's commands: what each `LayerCommand` does to the arrangement (its tree edits are
/// `LayerArrangement`'s), checked where the command enters (positions, groups, the stack's
/// bound), with the pixels a duplicate or a merge writes.
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
            next.insertAboveCurrent(LayerEntry(layer: Layer(width: width, height: height), name: "Layer \(nextNumber)"))
            nextNumber += 1
        case .duplicate:
            next.insertCopyAboveCurrent(next.entries[span].map(copy))
            next.entries[next.current].name = next.entries[here].name + " copy"
            affected = tilesHere
        case .delete:
            guard next.removeCurrent() else {
                change.problem = next.entries[here].isGroup
                    ? "the group holds every layer: it cannot be deleted" : "the only layer cannot be deleted"
                return change
            }
            affected = tilesHere
        case .select(let position):
            guard next.entries.indices.contains(position) else {
                change.problem = "there is no layer \(Self.layerNumber(position)) (the painting has \(next.entries.count))"
                return change
            }
            // Which layer the pen paints on is not a step to undo, and shows nothing.
            if position != arrangement.current { compositor.forgetFlattened() }
            arrangement.current = position
            return change
        case .moveUp, .moveDown:
            guard next.move(up: command == .moveUp) else { return change }
            affected = tilesHere
        case .moveBy(let steps):
            // Each move changes the tree or ends the walk (at the top or bottom), so this ends
            // within the steps asked.
            for _ in 0..<steps.magnitude {
                guard next.move(up: steps > 0) else { break }
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
            change.written = Self.merge(next.entries[here], into: next.entries[belowIndex].layer.tiles, at: tilesHere)
            next.removeCurrentLayer()
            affected = tilesHere
        case .group:
            next.wrapCurrent(in: LayerEntry(layer: Layer(width: width, height: height), name: "Group \(nextGroupNumber)", isGroup: true))
            nextGroupNumber += 1
            affected = tilesHere
        case .ungroup:
            guard next.entries[here].isGroup else {
                change.problem = "the current layer is not a group"
                return change
            }
            next.unwrapCurrent()
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
        case .setMode(let name):
            guard let mode = BlendMode(compositeOp: name) else {
                change.problem = "the blend mode '\(name)' is not one Flourish composites"
                return change
            }
            (next.entries[here].compositeOp, next.entries[here].unknownCompositeOp) = (mode, nil)
            affected = tilesHere
        case .rename(let name):
            next.entries[here].name = Self.layerName(name)
        }
        guard next != arrangement else { return change }
        if compositor.base(of: next) != compositor.base(of: arrangement) {
            // The composite starts from something else now (the paper, or nothing), or what a
            // tile it does not hold stands for changed: every painted tile may differ.
            affected = Self.tiles(of: arrangement).union(Self.tiles(of: next)).sorted()
        }
        change.before = arrangement
        change.tiles = affected
        arrangement = next
        compositor.forgetFlattened()
        recomposite(affected)
        return change
    }

    /// A copy of `source` on a layer of its own: its pixels copied, its way of showing and
    /// place in the tree kept.
    private func copy(_ source: LayerEntry) -> LayerEntry {
        let copy = Layer(width: width, height: height)
        for tile in source.layer.tiles.allocatedTiles {
            if let pixels = source.layer.tiles.pixels(of: tile) { copy.tiles.setTile(tile, to: TilePixels(copying: pixels)) }
        }
        var entry = LayerEntry(layer: copy, name: source.name, isGroup: source.isGroup)
        (entry.isVisible, entry.opacity, entry.compositeOp) = (source.isVisible, source.opacity, source.compositeOp)
        (entry.unknownCompositeOp, entry.depth, entry.isIsolated) = (source.unknownCompositeOp, source.depth, source.isIsolated)
        return entry
    }

    /// `top`'s pixels at `tiles` blended, in its mode at its opacity, into `below`; what they
    /// replaced there, where they wrote anything (for the undo step).
    private static func merge(
        _ top: LayerEntry, into below: TileStore, at tiles: [TileCoordinate]
    ) -> (store: TileStore, journal: TileJournal)? {
        let journal = TileJournal()
        below.journal = journal
        for tile in tiles {
            guard let source = top.layer.tiles.pixels(of: tile) else { continue }
            LayerCompositor.blend(source, onto: below.pixelsForWriting(tile), entry: top)
        }
        below.journal = nil
        _ = below.takeDirtyTiles()
        return journal.isEmpty ? nil : (below, journal)
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
}
