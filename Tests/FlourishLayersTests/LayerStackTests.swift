import FlourishCompositing
import FlourishLayers
import FlourishPaint
import FlourishTestSupport
import Testing

@Suite("The layer stack: its bound, and modes as files name them")
struct LayerStackTests {
    @Test("a stack holds at most 4095 layers and groups (a save with its paper layer opens again): more are refused in words")
    func layerCountIsBounded() throws {
        let stack = LayerStack(width: 64, height: 64)
        var refusals: [String] = []
        let (_, peak) = heapPeak {
            for _ in 0..<4200 {
                if let problem = stack.apply(.add).problem { refusals.append(problem) }
            }
        }
        #expect(stack.entries.count == 4095)
        #expect(refusals.count == 4200 - 4094)
        #expect(refusals.first == "the painting holds 4095 layers and groups, the most it can: this one is not made")
        // A group and a duplicate are entries too.
        #expect(stack.apply(.group).problem == refusals.first)
        #expect(stack.apply(.duplicate).problem == refusals.first)
        #expect(stack.entries.count == 4095)
        // Empty layers cost a few hundred bytes each, not two 32 KiB tiles.
        let bytes = try #require(peak, "the allocation counter cannot see every allocation here")
        #expect(bytes < 16 << 20, "4095 empty layers held \(bytes) bytes")
        // Negative control: below the bound, one more is made.
        #expect(stack.apply(.delete).problem == nil)
        #expect(stack.apply(.add).problem == nil && stack.entries.count == 4095)
    }

    @Test("a file's mode Flourish does not composite is drawn as Normal and saved back as the file named it, until a mode is chosen")
    func unknownModeKept() throws {
        var painter = TestPainter(seed: 8)
        let stack = LayerStack(width: 128, height: 128)
        painter.paint(PixelRect(x: 0, y: 0, width: 128, height: 128), on: stack.current.tiles)
        var entries = stack.entries
        entries[0].setCompositeOp(fromFile: "krita:dodge")
        #expect(entries[0].compositeOp == BlendMode.normal && entries[0].unknownCompositeOp == "krita:dodge")
        #expect(entries[0].fileCompositeOp == "krita:dodge")
        stack.adoptOpened(entries, current: 0)
        #expect(stack.snapshot()[0].compositeOp == "krita:dodge")
        #expect(!stack.snapshot()[0].isPlain, "a mode Flourish does not know is not plain Normal to a save")
        // Drawn as Normal: the layer over nothing is its own pixels.
        let tile = try #require(stack.current.tiles.allocatedTiles.first)
        #expect(stack.composite.buffer(of: tile)?.hasSamePixels(as: try #require(stack.current.tiles.buffer(of: tile))) == true)
        // A mode a file names that Flourish composites is that mode, with no text kept.
        var known = entries[0]
        known.setCompositeOp(fromFile: "svg:multiply")
        #expect(known.compositeOp == BlendMode.multiply && known.unknownCompositeOp == nil && known.fileCompositeOp == "svg:multiply")
        // Choosing a mode forgets the file's; choosing one Flourish lacks is refused.
        #expect(stack.apply(.setMode("krita:dodge")).problem == "the blend mode 'krita:dodge' is not one Flourish composites")
        #expect(stack.entries[0].unknownCompositeOp == "krita:dodge")
        #expect(stack.apply(.setMode("svg:src-over")).problem == nil)
        #expect(stack.entries[0].unknownCompositeOp == nil && stack.snapshot()[0].compositeOp == "svg:src-over")
    }
}
