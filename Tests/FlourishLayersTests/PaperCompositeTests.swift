import FlourishCompositing
import FlourishLayers
import FlourishPaint
import Testing

/// The paper at the bottom of the composite: a stack whose layers on the paper are all Normal
/// keeps its composite over no paper (bit for bit what it was, its fast paths and shared
/// buffers); one where another mode reaches the paper composites from the paper up, holds no
/// tile where no layer has pixels, and is still the fresh composite after every edit.
@Suite("The paper in the composite")
struct PaperCompositeTests {
    static let paper = Fix15Pixel(red: 30000, green: 28000, blue: 20000, alpha: Fix15Tile.one)

    /// A 192x128 stack over `paper` (none where nil) of `count` layers painted over most of the
    /// canvas, the top one current.
    static func stack(layers count: Int, paper: Fix15Pixel?, seed: UInt64 = 41) -> (LayerStack, TestPainter) {
        var painter = TestPainter(seed: seed)
        let stack = LayerCompositorTests.stack(layers: count, painter: &painter)
        stack.paper = paper
        return (stack, painter)
    }

    /// Every composite tile's pixels, by tile.
    static func pixels(_ stack: LayerStack) -> [TileCoordinate: [UInt16]] {
        var out: [TileCoordinate: [UInt16]] = [:]
        for tile in stack.composite.allocatedTiles {
            if let values = stack.composite.pixels(of: tile) { out[tile] = Array(UnsafeBufferPointer(start: values, count: Fix15Tile.valuesPerTile)) }
        }
        return out
    }

    @Test("every layer on the paper Normal: the composite is the one over no paper, bit for bit, and starts from nothing")
    func normalStacksUnchanged() {
        let (withPaper, _) = Self.stack(layers: 4, paper: Self.paper)
        let (without, _) = Self.stack(layers: 4, paper: nil)
        #expect(withPaper.compositeBase == .transparent)
        #expect(Self.pixels(withPaper) == Self.pixels(without))
        // A pass-through group of Normal layers on the paper changes nothing either.
        withPaper.run(.group)
        withPaper.run(.select(withPaper.entries.count - 1))
        withPaper.run(.setIsolated(false))
        #expect(withPaper.compositeBase == .transparent)
        // One plain layer shares its buffers with the composite, paper or not.
        let (one, _) = Self.stack(layers: 1, paper: Self.paper)
        let tile = one.current.tiles.allocatedTiles[0]
        #expect(one.composite.buffer(of: tile) === one.current.tiles.buffer(of: tile))
    }

    @Test("a Screen layer on the paper: composited from the paper up, opaque, fresh after strokes and edits; back to Normal, as before")
    func screenOnPaper() throws {
        var (stack, painter) = Self.stack(layers: 4, paper: Self.paper)
        let before = Self.pixels(stack)
        stack.run(.select(2))
        stack.run(.setMode("svg:screen"))
        guard case .paper(let paper, let blank, let cut) = stack.compositeBase else {
            Issue.record("a Screen layer on the paper does not put it in the composite: \(stack.compositeBase)")
            return
        }
        #expect(paper == Self.paper && blank == Self.paper && !cut)
        #expect(stack.isFresh)
        // Opaque wherever a tile is held: the paper is under everything.
        for tile in stack.composite.allocatedTiles {
            let values = try #require(stack.composite.pixels(of: tile))
            #expect(stride(from: 3, to: Fix15Tile.valuesPerTile, by: 4).allSatisfy { values[$0] == Fix15Tile.one })
        }
        stack.stroke(PixelRect(x: 30, y: 20, width: 100, height: 90), with: &painter)
        #expect(stack.isFresh, "a stroke on a layer under the Screen one")
        stack.run(.select(3))
        stack.stroke(PixelRect(x: 10, y: 40, width: 170, height: 60), with: &painter)
        #expect(stack.isFresh, "a stroke on the top layer")
        // Negative control: the paper left out gives another composite.
        let paperless = stack.paintedTiles.contains { tile in
            let fresh = LayerCompositor.freshComposite(of: stack.arrangement, at: tile, paper: nil)
            let shown = stack.composite.buffer(of: tile)
            return fresh.map { a in shown.map { !a.hasSamePixels(as: $0) } ?? true } ?? (shown != nil)
        }
        #expect(paperless)
        // Back to Normal: the composite over no paper again, the strokes' own.
        var undo = stack.arrangement
        _ = stack.exchange(&undo)
        _ = stack.exchange(&undo)
        stack.run(.select(2))
        stack.run(.setMode("svg:src-over"))
        #expect(stack.compositeBase == .transparent)
        #expect(stack.isFresh)
        #expect(Self.pixels(stack) != before, "the strokes are there")
    }

    @Test("the paper costs no tile: a tile no layer has pixels at is not held, and stands for the paper")
    func paperCostsNoTile() {
        let stack = LayerStack(width: 640, height: 640)
        stack.paper = Self.paper
        var painter = TestPainter(seed: 7)
        painter.paint(PixelRect(x: 10, y: 10, width: 50, height: 50), on: stack.current.tiles)
        stack.run(.add)
        stack.run(.setMode("svg:multiply"))
        painter.paint(PixelRect(x: 20, y: 20, width: 30, height: 30), on: stack.current.tiles)
        stack.recomposite(stack.paintedTiles)
        #expect(stack.compositeBase.holdsPaper)
        #expect(stack.composite.allocatedTileCount == 1, "held: \(stack.composite.allocatedTiles)")
        #expect(stack.freshComposite(at: TileCoordinate(x: 5, y: 5)) == nil, "a tile with nothing on it is the paper, not a tile")
        #expect(stack.isFresh)
    }

    @Test("destination-in with no pixels clears the paper where it has none; destination-out cuts through it")
    func clearingModes() {
        let (stack, _) = Self.stack(layers: 3, paper: Self.paper)
        stack.run(.add)
        stack.run(.setMode("svg:dst-in"))
        #expect(stack.compositeBase == .paper(paper: Self.paper, blank: .transparent, cutThrough: true))
        #expect(stack.isFresh)
        // An empty dst-in layer clears everything: no tile is left with anything in it.
        for tile in stack.paintedTiles {
            let values = stack.composite.pixels(of: tile)
            #expect(values.map { v in (0..<Fix15Tile.valuesPerTile).allSatisfy { v[$0] == 0 } } ?? true)
        }
        stack.run(.setMode("svg:dst-out"))
        #expect(stack.compositeBase == .paper(paper: Self.paper, blank: Self.paper, cutThrough: true))
        #expect(stack.isFresh)
        // Hidden, it reaches nothing.
        stack.run(.setVisible(false))
        #expect(stack.compositeBase == .transparent)
    }

    @Test("a mode inside an isolated group blends with the group, not the paper; inside a pass-through group, with the paper")
    func groups() {
        let (stack, _) = Self.stack(layers: 3, paper: Self.paper)
        stack.run(.setMode("svg:screen"))
        stack.run(.group)
        #expect(stack.compositeBase == .transparent, "an isolated Normal group: its Screen layer blends inside it")
        stack.run(.select(stack.entries.count - 1))
        stack.run(.setIsolated(false))
        #expect(stack.compositeBase.holdsPaper, "passing through, the Screen layer reaches the paper")
        #expect(stack.isFresh)
    }
}
