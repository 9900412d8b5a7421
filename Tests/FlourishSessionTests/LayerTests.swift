import FlourishLayers
import FlourishPaint
import FlourishSamples
import FlourishSessionSetup
import FlourishTestSupport
import Testing

@testable import FlourishSession

/// What each layer holds, and how the stack is arranged: two sessions with the same layers
/// are the same painting, layer by layer.
struct StackContents: Equatable, CustomStringConvertible {
    var layers: [TileContents]
    var names: [String]
    var visible: [Bool]
    var opacities: [Double]
    var current: Int

    init(_ stack: LayerStack) {
        layers = stack.entries.map(\.layer.tiles.contents)
        names = stack.entries.map(\.name)
        visible = stack.entries.map(\.isVisible)
        opacities = stack.entries.map(\.opacity)
        current = stack.currentIndex
    }

    /// Short, for a failed expectation: the tiles each layer holds, not their pixels.
    var description: String {
        "layers \(layers.map(\.count)) tiles, names \(names), visible \(visible), opacities \(opacities), current \(current)"
    }
}

@Suite("Layers in the session")
struct LayerTests {
    @Test("a stroke lands only in the current layer; the composite shows both layers")
    func strokeOnCurrentLayer() throws {
        let session = try makeSession(brush: "classic/marker_fat")
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        let bottom = session.layers.entries[0].layer.tiles.contents
        session.perform(.layer(.add))
        #expect(session.layers.entries.count == 2)
        #expect(session.layers.currentIndex == 1)
        session.paint(WaveStroke.pen.samples(from: 60, 250, startTime: 1))
        #expect(session.layers.entries[0].layer.tiles.contents == bottom, "the stroke reached the layer below")
        let top = session.layers.entries[1].layer.tiles.contents
        #expect(!top.isEmpty)
        #expect(Set(top.keys).isDisjoint(with: bottom.keys), "the two strokes were meant not to share a tile")
        // The composite holds each layer's tiles where only that layer has paint.
        let composite = session.canvas.contents
        for (tile, pixels) in bottom { #expect(composite[tile] == pixels) }
        for (tile, pixels) in top { #expect(composite[tile] == pixels) }
        #expect(composite.count == bottom.count + top.count)
    }

    @Test("one plain layer is its own composite: its tile buffers are shared, not copied; a second layer makes copies")
    func oneLayerSharesBuffers() throws {
        let session = try makeSession(brush: "classic/marker_fat")
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        let layer = session.layers.current.tiles
        let tile = try #require(layer.allocatedTiles.first)
        #expect(session.canvas.buffer(of: tile) === layer.buffer(of: tile))
        // The negative control: with a second layer shown the composite is computed.
        session.perform(.layer(.add))
        session.perform(.layer(.select(0)))
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 1))
        #expect(session.canvas.buffer(of: tile) !== layer.buffer(of: tile))
        #expect(session.canvas.contents == layer.contents, "an empty layer above changed the composite")
    }

    @Test("hiding, opacity and order change the composite exactly as src-over says")
    func compositeFollowsProperties() throws {
        // Legacy: pigment off, so the blue paints pure blue (pigment's spectral round trip
        // leaves a little red in it).
        let session = try makeSession(brush: "classic/marker_fat") { $0.colorSpace = .legacy }
        session.perform(.setColor(Color(r: 255, g: 0, b: 0)))
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        let red = session.canvas.contents
        session.perform(.layer(.add))
        session.perform(.setColor(Color(r: 0, g: 0, b: 255)))
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 1))
        let blueLayer = session.layers.entries[1].layer.tiles
        // Where the blue stroke is opaque the composite is blue; hidden, red again.
        let (x, y) = try #require(opaquePixel(in: blueLayer))
        let shownBlue = session.canvas.pixel(x: x, y: y)
        let layerBlue = blueLayer.pixel(x: x, y: y)
        // The most opaque marker pixel is 32767 of 32768: red shows through by a unit.
        #expect(abs(Int(shownBlue.b) - Int(layerBlue.b)) <= 2 && shownBlue.r <= 2 && shownBlue.a >= layerBlue.a)
        session.perform(.layer(.setVisible(false)))
        #expect(session.canvas.contents == red)
        session.perform(.layer(.setVisible(true)))
        session.perform(.layer(.setOpacity(0.5)))
        let half = session.canvas.pixel(x: x, y: y)
        let under = session.layers.entries[0].layer.tiles.pixel(x: x, y: y)
        let over = blueLayer.pixel(x: x, y: y)
        // src-over at opacity 0.5: s/2 + d * (1 - a/2), in fix15, within rounding.
        let expectedBlue = Double(over.b) / 2 + Double(under.b) * (1 - Double(over.a) / 2 / 32768)
        #expect(abs(Double(half.b) - expectedBlue) <= 2)
        // Moved below the red layer, the blue one is hidden by red where red is opaque.
        session.perform(.layer(.setOpacity(1)))
        session.perform(.layer(.moveDown))
        #expect(session.layers.currentIndex == 0)
        let expectedRed = Double(under.r) + Double(over.r) * (1 - Double(under.a) / 32768)
        #expect(abs(Double(session.canvas.pixel(x: x, y: y).r) - expectedRed) <= 2)
    }

    @Test("every layer operation is one undo step that puts the stack back byte for byte; redo does it again")
    func undoEachOperation() throws {
        let operations: [LayerCommand] = [
            .add, .duplicate, .delete, .moveUp, .moveDown, .mergeDown, .setVisible(false), .setOpacity(0.3),
            .rename("Line art"),
        ]
        for operation in operations {
            let session = try makeSession(brush: "classic/marker_fat")
            session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
            session.perform(.layer(.add))
            session.paint(WaveStroke.pen.samples(from: 80, 120, startTime: 1))
            // Operations that act on the layer below start from the top one; moving up from the bottom.
            if operation == .moveUp { session.perform(.layer(.select(0))) }
            let before = StackContents(session.layers)
            let compositeBefore = session.canvas.contents
            let steps = session.undoableSteps
            session.perform(.layer(operation))
            let after = StackContents(session.layers)
            let compositeAfter = session.canvas.contents
            #expect(after != before, "\(operation) changed nothing")
            #expect(session.undoableSteps == steps + 1, "\(operation) is not one step")
            session.perform(.undo)
            #expect(StackContents(session.layers) == before, "undo of \(operation)")
            #expect(session.canvas.contents == compositeBefore, "the composite after undoing \(operation)")
            session.perform(.redo)
            #expect(StackContents(session.layers) == after, "redo of \(operation)")
            #expect(session.canvas.contents == compositeAfter, "the composite after redoing \(operation)")
        }
    }

    @Test("an undone delete brings the very layer back, with its pixels; strokes go on to the layer that is current")
    func undoneDelete() throws {
        let session = try makeSession(brush: "classic/marker_fat")
        session.perform(.layer(.add))
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        let layer = session.layers.current
        let pixels = layer.tiles.contents
        session.perform(.layer(.delete))
        #expect(session.layers.entries.count == 1)
        #expect(session.canvas.contents.isEmpty)
        session.perform(.undo)
        #expect(session.layers.current === layer)
        #expect(layer.tiles.contents == pixels)
        session.paint(WaveStroke.pen.samples(from: 60, 250, startTime: 1))
        #expect(session.layers.entries[0].layer.tiles.contents.isEmpty, "the stroke went to the bottom layer")
        #expect(layer.tiles.contents != pixels)
    }

    @Test("in a deep stack (flattened caches in use) the composite is always what every layer composited afresh gives")
    func compositeMatchesFresh() throws {
        let session = try makeSession(brush: "classic/marker_fat")
        // The flattened layers above the current one are composited as one: src-over is
        // associative, but in fix15 each grouping rounds on its own, so the composite may
        // differ from a fresh one by a unit or two; a stale tile differs by a stroke.
        func check(_ what: String) {
            let worst = compositeDrift(session)
            #expect(worst <= 2, "after \(what): the composite is \(worst) fix15 units off a fresh one")
        }
        var time = 0.0
        func stroke(_ x: Double, _ y: Double) {
            time += 1
            session.paint(WaveStroke.pen.samples(from: x, y, startTime: time))
        }
        stroke(60, 100)
        for _ in 0..<4 {
            session.perform(.layer(.add))
            stroke(60, 110)
        }
        check("five overlapping layers")
        session.perform(.layer(.select(2)))
        stroke(70, 120)
        check("a stroke on a middle layer")
        session.perform(.layer(.setOpacity(0.5)))
        stroke(50, 90)
        check("a stroke on a half-opaque middle layer")
        session.perform(.layer(.select(0)))
        stroke(40, 80)
        session.perform(.layer(.select(4)))
        stroke(30, 130)
        check("strokes on the bottom and top layers")
        // Undo reaches back to the bottom layer's stroke while the top one is current.
        session.perform(.undo)
        session.perform(.undo)
        check("undoing a stroke on a layer that is not current")
        session.perform(.redo)
        check("redoing it")
        session.perform(.layer(.select(1)))
        session.perform(.layer(.setVisible(false)))
        stroke(80, 140)
        check("a hidden layer")
        session.perform(.layer(.mergeDown))
        check("a merge")
    }

    @Test("a layer in Multiply darkens what is under it as the compositor says; the stack in any mode matches a fresh composite")
    func blendModes() throws {
        let session = try makeSession(brush: "classic/marker_fat")
        session.perform(.setColor(Color(r: 250, g: 200, b: 40)))
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        session.perform(.layer(.add))
        session.perform(.setColor(Color(r: 60, g: 120, b: 250)))
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 1))
        let normal = session.canvas.contents
        session.perform(.layer(.setMode("svg:multiply")))
        #expect(session.layers.entries[1].fileCompositeOp == "svg:multiply")
        let multiplied = session.canvas.contents
        #expect(differingTiles(normal, multiplied).count > 0, "Multiply showed as Normal")
        // Exactly what the compositor gives for the top layer over the bottom one.
        for tile in session.layers.paintedTiles {
            let expected = try #require(session.layers.freshComposite(at: tile))
            #expect(session.canvas.buffer(of: tile)?.hasSamePixels(as: expected) == true)
        }
        // Pigment, and a third layer above in Screen: still what a fresh composite gives.
        session.perform(.layer(.setMode("mypaint:spectral-wgm")))
        session.perform(.layer(.add))
        session.paint(WaveStroke.pen.samples(from: 70, 110, startTime: 2))
        session.perform(.layer(.setMode("svg:screen")))
        session.perform(.layer(.select(1)))
        session.paint(WaveStroke.pen.samples(from: 50, 90, startTime: 3))
        for tile in session.layers.paintedTiles {
            let expected = session.layers.freshComposite(at: tile)
            let shown = session.canvas.buffer(of: tile)
            #expect(expected.map { e in shown?.hasSamePixels(as: e) == true } ?? (shown == nil), "tile \(tile)")
        }
        session.perform(.undo)
        #expect(session.layers.entries[2].fileCompositeOp == "svg:screen", "undo of the stroke took a mode back")
    }

    @Test("the eyedropper picks what the painting shows, or with eyedropper = layer the current layer over the paper")
    func eyedropperSource() throws {
        func picked(_ source: EyedropperSource) throws -> (top: Color?, below: Color?) {
            let session = try makeSession(brush: "classic/marker_fat") { $0.eyedropper = source }
            session.perform(.setColor(Color(r: 200, g: 0, b: 0)))
            session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
            session.perform(.layer(.add))
            // The window shows the canvas at 1:1 from (0, 0) here: window points are canvas points.
            let point = try #require(opaquePixel(in: session.layers.entries[0].layer.tiles))
            return (session.colorUnder(windowX: Double(point.0) + 0.5, windowY: Double(point.1) + 0.5), session.paper)
        }
        let composite = try picked(.composite)
        let layer = try picked(.layer)
        #expect(composite.top.map { $0.r > 150 && $0.g < 40 } == true, "the composite shows the red stroke: \(String(describing: composite.top))")
        #expect(layer.top == layer.below, "the empty current layer shows only paper")
    }

    @Test("refused layer commands say why and change nothing")
    func refused() throws {
        let session = try makeSession()
        #expect(session.perform(.layer(.delete)).problems == ["the only layer cannot be deleted"])
        #expect(session.perform(.layer(.mergeDown)).problems.count == 1)
        #expect(session.perform(.layer(.select(3))).problems == ["there is no layer 4 (the painting has 1)"])
        #expect(session.perform(.layer(.setMode("svg:nonsense"))).problems.count == 1)
        #expect(session.undoableSteps == 0)
        // Choosing the current layer is no undo step.
        session.perform(.layer(.add))
        let steps = session.undoableSteps
        session.perform(.layer(.select(0)))
        #expect(session.undoableSteps == steps)
        #expect(session.layers.currentIndex == 0)
    }

    @Test("a position at the end of Int is refused in words, not by overflowing while the words are made")
    func refusedAtTheEndOfInt() throws {
        let session = try makeSession()
        #expect(session.perform(.layer(.select(Int.max))).problems == ["there is no layer 9223372036854775808 (the painting has 1)"])
        #expect(session.perform(.layer(.select(-1))).problems == ["there is no layer 0 (the painting has 1)"])
        #expect(session.perform(.layer(.select(Int.min))).problems.count == 1)
        #expect(session.layers.currentIndex == 0 && session.undoableSteps == 0)
    }

    @Test("the undo history counts the arrangements its layer steps keep: thousands of adds stay within its budget")
    func layerStepsCountInTheUndoBudget() throws {
        let session = try makeSession(undoMemoryBytes: 8 << 20)
        let (_, peak) = heapPeak {
            for _ in 0..<2000 { session.perform(.layer(.add)) }
        }
        #expect(session.layers.entries.count == 2001)
        #expect(session.undoableSteps < 2000, "every step was kept: their arrangements are not counted")
        #expect(session.undoableSteps > 10, "the budget holds more than a few steps of 2000 entries")
        let bytes = try #require(peak, "the allocation counter cannot see every allocation here")
        #expect(bytes < 64 << 20, "2000 adds held \(bytes) bytes")
        // Undo still goes back a step at a time as far as the history reaches.
        let steps = session.undoableSteps
        session.perform(.undo)
        #expect(session.layers.entries.count == 2000 && session.undoableSteps == steps - 1)
    }

    @Test("a recorded session with layer commands replays to the same pixels, layer by layer")
    func replayWithLayers() throws {
        let (session, replayed) = try recordedAndReplayed(brush: "classic/marker_fat") { session, take in
        try take(session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0)))
        try take(session.perform(.layer(.add)))
        try take(session.paint(WaveStroke.pen.samples(from: 70, 140, startTime: 1)))
        try take(session.perform(.layer(.setOpacity(0.4))))
        try take(session.perform(.layer(.duplicate)))
        try take(session.perform(.layer(.rename("copy  with spaces"))))
        try take(session.paint(WaveStroke.pen.samples(from: 90, 200, startTime: 2)))
        try take(session.perform(.layer(.select(0))))
        try take(session.paint(WaveStroke.pen.samples(from: 50, 300, startTime: 3)))
        try take(session.perform(.layer(.mergeDown)))
        try take(session.perform(.layer(.select(1))))
        try take(session.perform(.layer(.mergeDown)))
        try take(session.perform(.undo))
        }
        #expect(StackContents(replayed.layers) == StackContents(session.layers))
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        #expect(session.layers.entries.count == 3, "the script was meant to end on three layers")
    }
}

/// The most opaque pixel of `store` (the marker's centre line), nil where it has none.
private func opaquePixel(in store: TileStore) -> (Int, Int)? {
    var best: (Int, Int)?
    var alpha: UInt16 = 0
    for tile in store.allocatedTiles {
        for y in 0..<64 {
            for x in 0..<64 {
                let (px, py) = (Int(tile.x) * 64 + x, Int(tile.y) * 64 + y)
                let a = store.pixel(x: px, y: py).a
                if a > alpha { (best, alpha) = ((px, py), a) }
            }
        }
    }
    return alpha > TileStore.one - 64 ? best : nil
}
