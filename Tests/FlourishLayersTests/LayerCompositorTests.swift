import FlourishLayers
import FlourishPaint
import Testing

/// The compositor's composite, kept up to date tile by tile and box by box with its flattened
/// caches, against the oracle: every layer composited afresh (`freshComposite`).
@Suite("The layer compositor: its cached composite is always a fresh one")
struct LayerCompositorTests {
    /// A 192x128 stack (3x2 tiles) of `count` layers, each painted with seeded pixels over
    /// most of the canvas, the composite made; the top layer current.
    static func stack(layers count: Int, painter: inout TestPainter) -> LayerStack {
        let stack = LayerStack(width: 192, height: 128)
        for index in 0..<count {
            if index > 0 { stack.run(.add) }
            painter.paint(PixelRect(x: 8 * index, y: 4 * index, width: 150, height: 100), on: stack.current.tiles)
        }
        stack.recomposite(stack.paintedTiles)
        return stack
    }

    @Test("across strokes and edits of a deep stack with groups, the composite is the fresh one, exactly or within src-over's regrouping")
    func acrossEdits() {
        var painter = TestPainter(seed: 27)
        let stack = Self.stack(layers: 6, painter: &painter)
        // Where the current layer is the top one, nothing is regrouped: exactly the fresh
        // composite. Elsewhere the layers above it are flattened first (src-over is
        // associative, but in fix15 each grouping rounds on its own): a unit or two off.
        func check(_ what: String, exact: Bool = false) {
            let drift = stack.drift
            #expect(drift <= 2, "after \(what): \(drift) fix15 units off a fresh composite")
            if exact { #expect(stack.isFresh, "after \(what): not exactly the fresh composite (\(drift) units off)") }
        }
        check("six layers composited", exact: true)
        stack.stroke(PixelRect(x: 40, y: 30, width: 90, height: 70), with: &painter)
        check("a stroke on the top layer", exact: true)
        stack.run(.select(2))
        stack.stroke(PixelRect(x: 20, y: 50, width: 150, height: 40), with: &painter)
        check("a stroke on a middle layer (its box updated in place)")
        stack.run(.setOpacity(0.5))
        stack.stroke(PixelRect(x: 60, y: 10, width: 30, height: 110), with: &painter)
        check("a stroke on a half-opaque middle layer")
        stack.run(.setMode("svg:multiply"))
        stack.stroke(PixelRect(x: 100, y: 60, width: 80, height: 60), with: &painter)
        check("a stroke on a middle layer in Multiply")
        stack.run(.select(4))
        stack.run(.setMode("svg:screen"))
        stack.run(.select(1))
        stack.stroke(PixelRect(x: 0, y: 0, width: 192, height: 128), with: &painter)
        check("a stroke on a low layer under a Screen one (blended above entry by entry)")
        // Layers 3 and 4 into a group, passing through at 60%; a stroke inside it.
        stack.run(.select(2))
        stack.run(.group)
        stack.run(.select(4))
        stack.run(.moveDown)
        let group = 4
        #expect(stack.entries.map(\.depth) == [0, 0, 1, 1, 0, 0, 0] && stack.entries[group].isGroup)
        stack.run(.select(group))
        stack.run(.setIsolated(false))
        stack.run(.setOpacity(0.6))
        stack.run(.select(group - 1))
        stack.stroke(PixelRect(x: 30, y: 20, width: 120, height: 100), with: &painter)
        check("a stroke in a pass-through group")
        stack.run(.select(group))
        stack.run(.setIsolated(true))
        stack.run(.select(group - 1))
        stack.stroke(PixelRect(x: 50, y: 30, width: 100, height: 90), with: &painter)
        check("a stroke in an isolated group")
        stack.run(.duplicate)
        stack.run(.mergeDown)
        check("a duplicate merged down")
        stack.run(.select(stack.entries.count - 1))
        stack.run(.delete)
        stack.stroke(PixelRect(x: 10, y: 10, width: 172, height: 108), with: &painter)
        check("the top layer deleted, a stroke on the new top one", exact: true)
        #expect(LayerArrangement.isWellFormed(stack.entries))
    }

    @Test("negative control: a layer's pixels changed behind the compositor's back leave its cached composite stale; said, it is fresh again")
    func staleWithoutBeingTold() {
        var painter = TestPainter(seed: 5)
        let stack = Self.stack(layers: 5, painter: &painter)
        stack.run(.select(2))
        stack.stroke(PixelRect(x: 20, y: 20, width: 100, height: 100), with: &painter)
        #expect(stack.drift <= 2)
        // The layer below the current one changes (as an undo of its stroke changes it), and
        // the compositor is not told: its flattened layers below are the old ones.
        let below = stack.entries[1].layer.tiles
        let tiles = painter.paint(PixelRect(x: 0, y: 0, width: 192, height: 128), on: below)
        stack.recomposite(tiles)
        #expect(stack.drift > 1000, "the stale flattened layers went unnoticed")
        stack.pixelsChanged(in: below)
        stack.recomposite(tiles)
        #expect(stack.drift <= 2)
    }

    @Test("a stroke's box updated in place is the whole tile recomposited, to the unit, at any opacity")
    func inPlaceIsWhole() throws {
        for opacity in [1.0, 0.5, 0.37] {
            var painter = TestPainter(seed: 11)
            let stack = Self.stack(layers: 3, painter: &painter)
            stack.run(.select(1))
            stack.run(.setOpacity(opacity))
            let box = PixelRect(x: 70, y: 30, width: 45, height: 50)
            stack.stroke(box, with: &painter)
            // One layer below and one opaque Normal layer above: nothing is regrouped, so the
            // box updated in place is exactly what the whole recomposite and a fresh one give.
            #expect(stack.isFresh, "at opacity \(opacity) the box updated in place is not the fresh composite")
            let (inPlace, whole) = stack.recompositedWhole()
            #expect(inPlace.count == whole.count)
            for (a, b) in zip(inPlace, whole) { #expect(a.flatMap { a in b.map { a.hasSamePixels(as: $0) } } == true) }
            // Negative control: paint the layer without recompositing, and the composite is
            // no longer the fresh one.
            painter.paint(box, on: stack.current.tiles)
            #expect(!stack.isFresh)
        }
    }

    @Test("one plain layer is its own composite (its buffers shared); a second layer makes it computed, and both are fresh")
    func oneLayerShares() throws {
        var painter = TestPainter(seed: 3)
        let stack = Self.stack(layers: 1, painter: &painter)
        let tile = try #require(stack.current.tiles.allocatedTiles.first)
        #expect(stack.composite.buffer(of: tile) === stack.current.tiles.buffer(of: tile))
        #expect(stack.isFresh)
        stack.run(.add)
        stack.stroke(PixelRect(x: 0, y: 0, width: 64, height: 64), with: &painter)
        #expect(stack.composite.buffer(of: tile) !== stack.entries[0].layer.tiles.buffer(of: tile))
        #expect(stack.isFresh)
    }
}
