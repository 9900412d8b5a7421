import FlourishLayers
import FlourishPaint
import FlourishSamples
import FlourishTestSupport
import Testing

@testable import FlourishSession

/// The stack's tree as the panel lists it, top first: each entry's name, indented two spaces
/// per group holding it, a group's name in brackets.
private func outline(_ stack: LayerStack) -> [String] {
    stack.entries.reversed().map { entry in
        String(repeating: "  ", count: entry.depth) + (entry.isGroup ? "[\(entry.name)]" : entry.name)
    }
}

/// Everything a group step may change: the tree, each layer's pixels, how each is shown.
private struct TreeContents: Equatable {
    var outline: [String]
    var layers: [TileContents]
    var shown: [String]
    var current: Int

    init(_ stack: LayerStack) {
        outline = FlourishSessionTests.outline(stack)
        layers = stack.entries.map(\.layer.tiles.contents)
        shown = stack.entries.map { "\($0.isVisible) \($0.opacity) \($0.fileCompositeOp) \($0.isIsolated)" }
        current = stack.currentIndex
    }
}

@Suite("Layer groups")
struct LayerGroupTests {
    /// Red on the bottom layer, blue over it on a second layer, the two overlapping.
    private func twoLayers() throws -> PaintSession {
        let session = try makeSession(brush: "classic/marker_fat")
        session.perform(.setColor(Color(r: 230, g: 40, b: 30)))
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        session.perform(.layer(.add))
        session.perform(.setColor(Color(r: 40, g: 90, b: 240)))
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 1))
        return session
    }

    @Test("grouping wraps the current layer; moving up and down goes into a group and out of it, as MyPaint's panel does")
    func treeMoves() throws {
        let session = try twoLayers()
        session.perform(.layer(.group))
        #expect(outline(session.layers) == ["[Group 1]", "  Layer 2", "Layer 1"])
        #expect(session.layers.arrangement.currentEntry.name == "Layer 2", "the pen stays on the layer it was on")
        session.perform(.layer(.add))
        #expect(outline(session.layers) == ["[Group 1]", "  Layer 3", "  Layer 2", "Layer 1"], "a new layer goes beside the current one, in its group")
        session.perform(.layer(.moveUp))
        #expect(outline(session.layers) == ["Layer 3", "[Group 1]", "  Layer 2", "Layer 1"], "up from a group's top leaves it")
        session.perform(.layer(.moveDown))
        #expect(outline(session.layers) == ["[Group 1]", "  Layer 3", "  Layer 2", "Layer 1"], "down into the group below, at its top")
        session.perform(.layer(.moveDown))
        session.perform(.layer(.moveDown))
        #expect(outline(session.layers) == ["[Group 1]", "  Layer 2", "Layer 3", "Layer 1"], "down from a group's bottom leaves it")
        session.perform(.layer(.moveUp))
        #expect(outline(session.layers) == ["[Group 1]", "  Layer 2", "  Layer 3", "Layer 1"], "up into the group above, at its bottom")
        #expect(session.layers.arrangement.currentEntry.name == "Layer 3")
        // A group moves with everything in it; groups nest.
        session.perform(.layer(.select(session.layers.entries.firstIndex { $0.isGroup }!)))
        session.perform(.layer(.group))
        #expect(outline(session.layers) == ["[Group 2]", "  [Group 1]", "    Layer 2", "    Layer 3", "Layer 1"])
        session.perform(.layer(.moveDown))
        #expect(outline(session.layers) == ["[Group 2]", "[Group 1]", "  Layer 2", "  Layer 3", "Layer 1"])
        session.perform(.layer(.moveDown))
        #expect(outline(session.layers) == ["[Group 2]", "Layer 1", "[Group 1]", "  Layer 2", "  Layer 3"])
        #expect(LayerArrangement.isWellFormed(session.layers.entries))
        #expect(session.perform(.layer(.moveDown)).problems.isEmpty)
        #expect(outline(session.layers) == ["[Group 2]", "Layer 1", "[Group 1]", "  Layer 2", "  Layer 3"], "nothing is below the bottom")
        // Ungrouping puts the children in the group's place.
        session.perform(.layer(.ungroup))
        #expect(outline(session.layers) == ["[Group 2]", "Layer 1", "Layer 2", "Layer 3"])
        #expect(session.layers.arrangement.currentEntry.name == "Layer 2")
    }

    @Test("an isolated group composites its children apart; a pass-through one onto what is under it (each checked against a flat stack)")
    func isolation() throws {
        let grouped = try twoLayers()
        grouped.perform(.layer(.setMode("svg:multiply")))
        grouped.perform(.layer(.group))
        // A flat stack with the blue layer in Normal: what an isolated group shows, since its
        // Multiply layer has nothing under it inside the group.
        let isolatedReference = try twoLayers()
        #expect(differingTiles(grouped.canvas.contents, isolatedReference.canvas.contents) == [])
        grouped.perform(.layer(.select(grouped.layers.entries.firstIndex { $0.isGroup }!)))
        grouped.perform(.layer(.setIsolated(false)))
        let passThroughReference = try twoLayers()
        passThroughReference.perform(.layer(.setMode("svg:multiply")))
        #expect(differingTiles(grouped.canvas.contents, passThroughReference.canvas.contents) == [])
        // The negative control: the two modes do differ where the strokes overlap.
        #expect(!differingTiles(isolatedReference.canvas.contents, passThroughReference.canvas.contents).isEmpty)
        // A group in a mode of its own is composited apart even if it says pass-through.
        grouped.perform(.layer(.setMode("svg:screen")))
        for tile in grouped.layers.paintedTiles {
            let fresh = try #require(grouped.layers.freshComposite(at: tile))
            #expect(grouped.canvas.buffer(of: tile)?.hasSamePixels(as: fresh) == true)
        }
    }

    @Test("a faded isolated group fades its flattened children; hidden, none of them shows")
    func groupOpacityAndVisibility() throws {
        let grouped = try twoLayers()
        grouped.perform(.layer(.add))
        grouped.perform(.setColor(Color(r: 20, g: 200, b: 60)))
        grouped.paint(WaveStroke.pen.samples(from: 70, 105, startTime: 2))
        grouped.perform(.layer(.select(1)))
        grouped.perform(.layer(.group))
        grouped.perform(.layer(.select(3)))
        grouped.perform(.layer(.moveDown))
        #expect(outline(grouped.layers) == ["[Group 1]", "  Layer 3", "  Layer 2", "Layer 1"])
        grouped.perform(.layer(.select(3)))
        grouped.perform(.layer(.setOpacity(0.5)))
        // The reference: the group's two layers merged into one, faded.
        let merged = try twoLayers()
        merged.perform(.layer(.add))
        merged.perform(.setColor(Color(r: 20, g: 200, b: 60)))
        merged.paint(WaveStroke.pen.samples(from: 70, 105, startTime: 2))
        merged.perform(.layer(.mergeDown))
        merged.perform(.layer(.setOpacity(0.5)))
        var worst = 0
        for tile in Set(grouped.canvas.allocatedTiles).union(merged.canvas.allocatedTiles) {
            let a = grouped.canvas.buffer(of: tile)?.values, b = merged.canvas.buffer(of: tile)?.values
            for i in 0..<TileStore.valuesPerTile { worst = max(worst, abs(Int(a?[i] ?? 0) - Int(b?[i] ?? 0))) }
        }
        #expect(worst <= 2, "the faded group is \(worst) fix15 units off its merged layers faded")
        // The negative control: each child faded on its own lets the lower one show through.
        let eachFaded = try twoLayers()
        eachFaded.perform(.layer(.setOpacity(0.5)))
        eachFaded.perform(.layer(.add))
        eachFaded.perform(.setColor(Color(r: 20, g: 200, b: 60)))
        eachFaded.paint(WaveStroke.pen.samples(from: 70, 105, startTime: 2))
        eachFaded.perform(.layer(.setOpacity(0.5)))
        #expect(!differingTiles(eachFaded.canvas.contents, grouped.canvas.contents).isEmpty)
        grouped.perform(.layer(.setVisible(false)))
        let bottomOnly = grouped.layers.entries[0].layer.tiles.contents
        #expect(differingTiles(grouped.canvas.contents, bottomOnly) == [])
    }

    @Test("every group step is one undo step that puts the tree back byte for byte; redo does it again")
    func undoGroupSteps() throws {
        let steps: [(String, [LayerCommand])] = [
            ("group", [.group]), ("ungroup", [.group, .select(2), .ungroup]), ("isolation", [.group, .select(2), .setIsolated(false)]),
            ("into a group", [.group, .select(0), .moveUp]), ("out of a group", [.group, .moveUp]),
            ("delete a group", [.group, .select(2), .delete]), ("duplicate a group", [.group, .select(2), .duplicate]),
            ("fade a group", [.group, .select(2), .setOpacity(0.25)]), ("merge inside a group", [.group, .add, .mergeDown]),
        ]
        for (what, commands) in steps {
            let session = try twoLayers()
            for command in commands.dropLast() { session.perform(.layer(command)) }
            let before = TreeContents(session.layers)
            let compositeBefore = session.canvas.contents
            let count = session.undoableSteps
            let changes = session.perform(.layer(commands.last!))
            #expect(changes.problems.isEmpty, "\(what): \(changes.problems)")
            let after = TreeContents(session.layers)
            let compositeAfter = session.canvas.contents
            #expect(after != before, "\(what) changed nothing")
            #expect(LayerArrangement.isWellFormed(session.layers.entries), "\(what) left a broken tree: \(after.outline)")
            #expect(session.undoableSteps == count + 1, "\(what) is not one step")
            session.perform(.undo)
            #expect(TreeContents(session.layers) == before, "undo of \(what)")
            #expect(session.canvas.contents == compositeBefore, "the composite after undoing \(what)")
            session.perform(.redo)
            #expect(TreeContents(session.layers) == after, "redo of \(what)")
            #expect(session.canvas.contents == compositeAfter, "the composite after redoing \(what)")
        }
    }

    @Test("a stroke while a group is current paints nothing and says why; a group holding every layer is not deleted")
    func groupIsNotPainted() throws {
        let session = try twoLayers()
        session.perform(.layer(.group))
        session.perform(.layer(.select(2)))
        let before = TreeContents(session.layers)
        let changes = session.paint(WaveStroke.pen.samples(from: 200, 200, startTime: 5))
        #expect(changes.problems == ["'Group 1' is a group: choose a layer to paint on"])
        #expect(TreeContents(session.layers) == before)
        #expect(session.layers.entries.allSatisfy { !$0.isGroup || $0.layer.tiles.allocatedTileCount == 0 })
        session.perform(.layer(.select(1)))
        session.perform(.layer(.group))
        session.perform(.layer(.select(0)))
        session.perform(.layer(.moveUp))
        session.perform(.layer(.select(3)))
        #expect(outline(session.layers) == ["[Group 1]", "  [Group 2]", "    Layer 2", "  Layer 1"])
        #expect(session.perform(.layer(.delete)).problems == ["the group holds every layer: it cannot be deleted"])
        #expect(session.perform(.layer(.mergeDown)).problems == ["a group cannot be merged down: ungroup it first"])
        #expect(session.perform(.layer(.select(1))).problems.isEmpty)
        #expect(session.perform(.layer(.setIsolated(true))).problems == ["only a group is isolated or passes through"])
    }

    @Test("a recorded session with groups replays to the same tree and pixels")
    func replayWithGroups() throws {
        let (session, replayed) = try recordedAndReplayed(brush: "classic/marker_fat") { session, take in
        try take(session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0)))
        try take(session.perform(.layer(.add)))
        try take(session.perform(.layer(.setMode("svg:multiply"))))
        try take(session.paint(WaveStroke.pen.samples(from: 70, 110, startTime: 1)))
        try take(session.perform(.layer(.group)))
        try take(session.perform(.layer(.select(2))))
        try take(session.perform(.layer(.setIsolated(false))))
        try take(session.perform(.layer(.setOpacity(0.6))))
        try take(session.perform(.layer(.select(0))))
        try take(session.perform(.layer(.moveUp)))
        try take(session.paint(WaveStroke.pen.samples(from: 90, 120, startTime: 2)))
        try take(session.perform(.layer(.select(2))))
        try take(session.perform(.layer(.duplicate)))
        try take(session.perform(.layer(.ungroup)))
        try take(session.perform(.undo))
        }
        #expect(TreeContents(replayed.layers) == TreeContents(session.layers))
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        #expect(outline(session.layers).filter { $0.contains("[") }.count == 2, "the script was meant to end on two groups: \(outline(session.layers))")
    }

    @Test("in a deep stack with groups (the layers outside the current one's group kept flattened) the composite is always a fresh one")
    func deepStackWithGroups() throws {
        let session = try makeSession(brush: "classic/marker_fat")
        var time = 0.0
        func stroke(_ x: Double, _ y: Double) {
            time += 1
            session.paint(WaveStroke.pen.samples(from: x, y, startTime: time))
        }
        func check(_ what: String) {
            let worst = compositeDrift(session)
            #expect(worst <= 2, "after \(what): the composite is \(worst) fix15 units off a fresh one")
        }
        stroke(60, 100)
        for _ in 0..<5 {
            session.perform(.layer(.add))
            stroke(60, 110)
        }
        // Layers 2 and 3 into a group, layer 4 into a pass-through group at half opacity.
        session.perform(.layer(.select(2)))
        session.perform(.layer(.group))
        session.perform(.layer(.select(1)))
        session.perform(.layer(.moveUp))
        session.perform(.layer(.select(4)))
        session.perform(.layer(.group))
        session.perform(.layer(.select(5)))
        session.perform(.layer(.setIsolated(false)))
        session.perform(.layer(.setOpacity(0.5)))
        #expect(session.layers.entries.filter(\.isGroup).count == 2)
        session.perform(.layer(.select(1)))
        stroke(70, 120)
        check("a stroke in the bottom group")
        session.perform(.layer(.select(4)))
        stroke(75, 125)
        check("a stroke in the pass-through group")
        session.perform(.layer(.select(session.layers.entries.count - 1)))
        session.perform(.layer(.setMode("svg:multiply")))
        session.perform(.layer(.select(1)))
        stroke(80, 130)
        check("a stroke in a group under a Multiply layer")
        session.perform(.undo)
        check("undoing it")
        session.perform(.layer(.select(0)))
        stroke(50, 95)
        check("a stroke on the bottom layer, in no group")
    }
}
