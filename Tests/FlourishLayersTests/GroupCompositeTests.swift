import FlourishLayers
import FlourishPaint
import FlourishSamples
import Testing

/// Strokes on a layer inside groups (issue 28): each group on the way down composited over its
/// cached neighbours, the stroke's box updated in place where every blend on the way is
/// src-over, and the caches dropped whenever an edit beside the way changes what they hold.
@Suite("Groups on the fast path: a stroke inside groups is the fresh composite")
struct GroupCompositeTests {
    /// Nine painted layers with the middle one three groups deep: a pass-through group holding
    /// an isolated one at 60% holding a pass-through one at 70%, one layer below and one above
    /// the way down in each. The middle layer comes back current.
    static func nested(painter: inout TestPainter) -> (LayerStack, Layer) {
        let stack = LayerCompositorTests.stack(layers: 9, painter: &painter)
        stack.run(.select(4))
        let painted = stack.current
        for (isolated, opacity) in [(false, 0.7), (true, 0.6), (false, 1.0)] {
            stack.run(.group)
            let group = stack.currentIndex + 1
            stack.run(.select(stack.arrangement.span(of: group).lowerBound - 1))
            stack.run(.moveUp)
            stack.run(.select(group + 1))
            stack.run(.moveDown)
            stack.run(.select(group + 1))
            stack.run(.setIsolated(isolated))
            stack.run(.setOpacity(opacity))
        }
        stack.run(.select(index(of: painted, in: stack)))
        return (stack, painted)
    }

    /// Where `layer` is in the stack now (moves and groups shift every position above them).
    static func index(of layer: Layer, in stack: LayerStack) -> Int {
        stack.entries.firstIndex { $0.layer === layer }!
    }

    /// The composite's tile buffers, by tile: which ones a stroke wrote in place.
    static func buffers(of stack: LayerStack) -> [TileCoordinate: TilePixels?] {
        Dictionary(uniqueKeysWithValues: stack.composite.allocatedTiles.map { ($0, stack.composite.buffer(of: $0)) })
    }

    /// Whether `box` (canvas pixels) meets `tile`.
    static func box(_ box: PixelRect, meets tile: TileCoordinate) -> Bool {
        let side = TileStore.tileSize
        let (x0, y0) = (Int(tile.x) * side, Int(tile.y) * side)
        return box.x < x0 + side && box.x + box.width > x0 && box.y < y0 + side && box.y + box.height > y0
    }

    @Test("the nested stack is as meant: the layer three groups deep, a layer below and above it in each")
    func nestedShape() {
        var painter = TestPainter(seed: 1)
        let (stack, painted) = Self.nested(painter: &painter)
        #expect(stack.entries.map(\.depth) == [0, 1, 2, 3, 3, 3, 2, 2, 1, 1, 0, 0])
        #expect(stack.current === painted && stack.arrangement.currentEntry.depth == 3)
        #expect(stack.entries.filter(\.isGroup).map(\.isIsolated) == [false, true, false])
        #expect(stack.isFresh, "grouping recomposites every tile it touches")
    }

    @Test("a stroke three groups deep is updated in place inside its box: the pixels the whole tiles give, and the fresh composite within src-over's regrouping")
    func inPlaceInGroups() {
        var painter = TestPainter(seed: 28)
        let (stack, _) = Self.nested(painter: &painter)
        stack.stroke(PixelRect(x: 10, y: 10, width: 170, height: 100), with: &painter)
        #expect(stack.drift <= 2, "the first stroke, its caches filled: \(stack.drift) units off")
        let box = PixelRect(x: 50, y: 30, width: 100, height: 60)
        let buffers = Self.buffers(of: stack)
        stack.stroke(box, with: &painter)
        #expect(stack.drift <= 2, "\(stack.drift) units off")
        // In place: every tile the stroke reached keeps its buffer.
        #expect(stack.composite.allocatedTiles.allSatisfy { buffers[$0] ?? nil === stack.composite.buffer(of: $0) })
        let (inPlace, whole) = stack.recompositedWhole()
        #expect(inPlace.count == whole.count)
        for (a, b) in zip(inPlace, whole) { #expect(a.flatMap { a in b.map { a.hasSamePixels(as: $0) } } == true) }
        // Negative control: the layer painted again without recompositing is not the fresh
        // composite.
        painter.paint(box, on: stack.current.tiles)
        #expect(stack.drift > 2)
    }

    @Test("negative control: a group in a mode other than Normal on the way composites whole tiles, and is still fresh")
    func otherModesCompositeWhole() {
        var painter = TestPainter(seed: 29)
        let (stack, painted) = Self.nested(painter: &painter)
        stack.run(.select(stack.entries.firstIndex { $0.isGroup && $0.isIsolated }!))
        stack.run(.setMode("svg:multiply"))
        stack.run(.select(Self.index(of: painted, in: stack)))
        let buffers = Self.buffers(of: stack)
        let box = PixelRect(x: 50, y: 30, width: 100, height: 60)
        stack.stroke(box, with: &painter)
        #expect(stack.drift <= 2, "\(stack.drift) units off")
        let touched = stack.current.tiles.allocatedTiles.filter { Self.box(box, meets: $0) }
        #expect(!touched.isEmpty && touched.allSatisfy { buffers[$0] ?? nil !== stack.composite.buffer(of: $0) })
    }

    @Test("edits beside the way while painting three groups deep: siblings' opacity, visibility and mode, the groups' own, moves into and out of groups, an undo; the next stroke is fresh after each")
    func editsWhilePainting() {
        var painter = TestPainter(seed: 30)
        let (stack, painted) = Self.nested(painter: &painter)
        let boxes = [PixelRect(x: 5, y: 5, width: 120, height: 90), PixelRect(x: 70, y: 40, width: 110, height: 80)]
        var strokes = 0
        /// Carries out `commands` on the entry `entry` picks (from the painted layer's
        /// position), goes back to the painted layer and strokes it: the stroke's box is
        /// composited over the neighbours as the edit left them, or it drifts.
        func edit(_ what: String, at entry: (Int) -> Int, _ commands: [LayerCommand]) {
            stack.run(.select(entry(Self.index(of: painted, in: stack))))
            for command in commands { stack.run(command) }
            stack.run(.select(Self.index(of: painted, in: stack)))
            strokes += 1
            stack.stroke(boxes[strokes % boxes.count], with: &painter)
            #expect(stack.drift <= 2, "a stroke after \(what): \(stack.drift) units off")
        }
        stack.stroke(PixelRect(x: 30, y: 20, width: 140, height: 100), with: &painter)
        let parent = { (index: Int) in stack.arrangement.parent(of: index)! }
        edit("the layer below in the innermost group faded", at: { $0 - 1 }, [.setOpacity(0.4)])
        edit("the layer above in the innermost group hidden", at: { $0 + 1 }, [.setVisible(false)])
        edit("the layer above in the innermost group in Multiply", at: { $0 + 1 }, [.setVisible(true), .setMode("svg:multiply")])
        edit("the layer below in the isolated group in Screen", at: { stack.arrangement.span(of: parent($0)).lowerBound - 1 }, [.setMode("svg:screen")])
        edit("the isolated group faded further", at: { parent(parent($0)) }, [.setOpacity(0.3)])
        edit("the innermost group isolated", at: parent, [.setIsolated(true)])
        edit("the innermost group passing through again, at 50%", at: parent, [.setIsolated(false), .setOpacity(0.5)])
        edit("the innermost group hidden", at: parent, [.setVisible(false)])
        edit("the innermost group shown, in Overlay", at: parent, [.setVisible(true), .setMode("svg:overlay")])
        edit("the innermost group in Normal", at: parent, [.setMode("svg:src-over")])
        edit("the painted layer moved up out of its group", at: { $0 }, [.moveUp, .moveUp])
        #expect(stack.arrangement.currentEntry.depth == 2)
        edit("the painted layer moved down into it again", at: { $0 }, [.moveDown, .moveDown])
        #expect(stack.arrangement.currentEntry.depth == 3)
        edit("a top-level layer moved down into the outer group", at: { _ in stack.entries.count - 1 }, [.moveDown])
        edit("the outer group faded", at: { parent(parent(parent($0))) }, [.setOpacity(0.8)])
        edit("the painted layer in Multiply", at: { $0 }, [.setMode("svg:multiply")])
        edit("the painted layer back in Normal, at 70%", at: { $0 }, [.setMode("svg:src-over"), .setOpacity(0.7)])
        var undone = stack.arrangement
        stack.run(.select(parent(parent(Self.index(of: painted, in: stack)))))
        stack.run(.ungroup)
        _ = stack.exchange(&undone)
        edit("the isolated group ungrouped and the ungroup undone", at: { $0 }, [])
    }

    @Test("negative control: a compositor not told of an edit beside the way keeps its old flattening of the group's layers; told, it is fresh")
    func staleWithoutForgetting() {
        var painter = TestPainter(seed: 31)
        let (stack, painted) = Self.nested(painter: &painter)
        let other = LayerCompositor(width: stack.width, height: stack.height)
        let edits: [(String, (Int) -> Int, LayerCommand)] = [
            ("the layer below in the innermost group faded", { $0 - 1 }, .setOpacity(0.2)),
            ("the layer above in the innermost group hidden", { $0 + 1 }, .setVisible(false)),
            ("the layer below in the isolated group hidden", { stack.arrangement.span(of: stack.arrangement.parent(of: $0)!).lowerBound - 1 }, .setVisible(false)),
        ]
        for (what, entry, command) in edits {
            other.forgetFlattened()
            other.recomposite(stack.paintedTiles, of: stack.arrangement)
            #expect(stack.drift(of: other.composite) <= 2)
            stack.run(.select(entry(Self.index(of: painted, in: stack))))
            stack.run(command)
            stack.run(.select(Self.index(of: painted, in: stack)))
            other.recomposite(stack.paintedTiles, of: stack.arrangement)
            #expect(stack.drift(of: other.composite) > 2, "\(what) went unnoticed by the cached flattenings")
            other.forgetFlattened()
            other.recomposite(stack.paintedTiles, of: stack.arrangement)
            #expect(stack.drift(of: other.composite) <= 2, "after \(what), told")
        }
    }
}
