import FlourishDocuments
import FlourishImage
import FlourishOpenRaster
import FlourishOpenRasterTestSupport
import FlourishPaint
import FlourishSession
import FlourishTestSupport
import Testing

/// Flourish's own OpenRaster files keep a painting's layers: each layer its own `<layer>` with
/// its name, visibility and opacity, the paper apart, the merged image the composite; opened
/// again, the same layers come back.
@Suite("Layered OpenRaster files")
struct LayeredFileTests {
    /// Legacy: a file's layers come back byte for byte (see `throughCurve`).
    func session(width: Int = 400, height: Int = 300) throws -> PaintSession {
        try makeSession(brush: "classic/marker_fat", width: width, height: height, paper: Painting.paper) {
            $0.colorSpace = .legacy
        }
    }

    /// A session of three layers: a stroke on each, the middle one hidden, the top one faded.
    func layered() throws -> PaintSession {
        let session = try session()
        session.paint(WaveStroke.painting.samples(from: 40, 60, startTime: 1))
        session.perform(.layer(.add))
        session.perform(.layer(.rename("Sketch")))
        session.paint(WaveStroke.painting.samples(from: 40, 120, startTime: 3))
        session.perform(.layer(.setVisible(false)))
        session.perform(.layer(.add))
        session.perform(.layer(.rename("Colour")))
        session.paint(WaveStroke.painting.samples(from: 60, 180, startTime: 5))
        session.perform(.layer(.setOpacity(0.6)))
        session.perform(.layer(.setMode("svg:multiply")))
        return session
    }

    @Test("each layer is written as itself, top first, over the paper; opened again the same layers come back")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let original = try layered()
        let path = folder.file("layers.ora")
        try SessionSaver.write(original.saveRequest(to: path), for: original)

        let reader = try OpenRasterDocumentReader(path: path)
        // The flat view lists bottom first: the paper, then the three layers.
        let layers = reader.flat.layers
        #expect(layers.map(\.name) == ["paper", "Layer 1", "Sketch", "Colour"])
        #expect(layers.map(\.isVisible) == [true, true, false, true])
        #expect(layers.map(\.opacity) == [1, 1, 1, 0.6])
        #expect(layers.map(\.effectiveCompositeOp) == ["svg:src-over", "svg:src-over", "svg:src-over", "svg:multiply"])

        let contents = try DocumentReader.inspect(path, canvas: (400, 300), limit: Painting.limit)
        #expect(contents.layerNames == ["Layer 1", "Sketch", "Colour"])
        let reopened = try session(width: contents.canvasWidth, height: contents.canvasHeight)
        try DocumentReader.open(contents, into: reopened)
        let stack = reopened.layers
        #expect(stack.entries.map(\.name) == ["Layer 1", "Sketch", "Colour"])
        #expect(stack.entries.map(\.isVisible) == [true, false, true])
        #expect(stack.entries.map(\.opacity) == [1, 1, 0.6])
        #expect(stack.entries.map(\.fileCompositeOp) == ["svg:src-over", "svg:src-over", "svg:multiply"])
        #expect(stack.currentIndex == 2)
        #expect(!reopened.isDocumentDirty, "an opened file starts saved")
        // Each layer's pixels come back as the file holds them (8-bit straight colour), and
        // the hidden layer's stroke is there though it is not shown.
        for (before, after) in zip(original.layers.entries, stack.entries) {
            let comparison = compare(rows(after.layer.tiles), with: rows(before.layer.tiles))
            #expect(comparison.isFaithful, "layer \(before.name): \(comparison)")
        }
        #expect(count(rows(stack.entries[1].layer.tiles), alpha: 1...255) > 1000, "the hidden layer lost its stroke")
        // The composite is of 8-bit layers now: within a couple of levels of the original's,
        // colour weighted by alpha (an almost transparent pixel's straight colour is noise).
        // (Its Multiply layer blends with the paper: the composites hold it.)
        var largest = 0
        for (a, b) in zip(shownRows(reopened), shownRows(original)) {
            for i in stride(from: 0, to: a.count, by: 4) {
                largest = max(largest, abs(Int(a[i + 3]) - Int(b[i + 3])))
                for c in 0..<3 {
                    largest = max(largest, abs(Int(a[i + c]) * Int(a[i + 3]) - Int(b[i + c]) * Int(b[i + 3])) / 255)
                }
            }
        }
        #expect(largest <= 2, "the composite is \(largest) levels off")
        // The negative control: the composite is not any one layer.
        #expect(!compare(shownRows(reopened), with: rows(stack.entries[0].layer.tiles)).isFaithful)
    }

    @Test("MyPaint's own library opens a layered save as the same layers, top first, with the paper as its background", .enabled(if: hasMyPaint))
    func myPaintReadsTheLayers() throws {
        let folder = try TemporaryFolder()
        let original = try layered()
        let path = folder.file("layers.ora")
        try SessionSaver.write(original.saveRequest(to: path), for: original)
        let result = try python([openRasterFixture("mypaint-load.py"), path])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").filter { $0.hasPrefix("'") }.map(String.init)
        #expect(lines == ["'Colour' 0.6 True", "'Sketch' 1.0 False", "'Layer 1' 1.0 True"], "\(result.output)")
    }

    @Test("one plain layer is still written as a single 'painting' layer over the paper")
    func oneLayerAsBefore() throws {
        let folder = try TemporaryFolder()
        let session = try session()
        session.paint(WaveStroke.painting.samples(from: 40, 60, startTime: 1))
        let path = folder.file("one.ora")
        try SessionSaver.write(session.saveRequest(to: path), for: session)
        #expect(try OpenRasterDocumentReader(path: path).flat.layers.map(\.name) == ["paper", "painting"])
        let contents = try DocumentReader.inspect(path, canvas: (400, 300), limit: Painting.limit)
        #expect(contents.layerNames == nil)
    }
}

/// A file from another app holds what a save would not write back; Flourish's own files do
/// not: the first is kept as it was (the app saves beside it), the second written over.
@Suite("What a save would not keep")
struct NotKeptOnSaveTests {
    @Test("MyPaint's layered file with its background loses nothing; one without a background would gain Flourish's paper; Flourish's own files, one layer or several, list nothing")
    func foreignAndOwn() throws {
        // Its group opens as a group and its background, stroke maps and settings go back as
        // they came, so it is written over (it used to open flattened, and be kept as it was).
        let mypaint = try DocumentReader.inspect(openRasterFixture("mypaint-layers.ora"), canvas: (400, 300), limit: Painting.limit)
        #expect(mypaint.notKeptOnSave.isEmpty, "\(mypaint.notKeptOnSave)")
        #expect(mypaint.layerNames == ["Sky", "Hills", "Hidden sketch", "Sketches"])

        let folder = try TemporaryFolder()
        let session = try makeSession(brush: "classic/marker_fat", width: 300, height: 200)
        session.paint(WaveStroke.painting.samples(from: 40, 60, startTime: 1))
        let one = folder.file("one.ora")
        try SessionSaver.write(session.saveRequest(to: one), for: session)
        #expect(try DocumentReader.inspect(one, canvas: (300, 200), limit: Painting.limit).notKeptOnSave.isEmpty)
        session.perform(.layer(.add))
        session.paint(WaveStroke.painting.samples(from: 40, 120, startTime: 3))
        session.perform(.layer(.setVisible(false)))
        let several = folder.file("several.ora")
        try SessionSaver.write(session.saveRequest(to: several), for: session)
        #expect(try DocumentReader.inspect(several, canvas: (300, 200), limit: Painting.limit).notKeptOnSave.isEmpty)
    }
}

/// Another app's flat stack of layers (what MyPaint writes when there is no group): opened as
/// layers, each in its blend mode, the hidden one kept.
@Suite("Another app's layers opened as layers")
struct ForeignLayersTests {
    /// A 64x64 PNG of one straight colour, opaque in its left half.
    func halfPNG(_ rgb: (UInt8, UInt8, UInt8)) throws -> [UInt8] {
        try PNGStreamWriter.encode(name: "test", width: 64, height: 64, compression: .default) { _, out in
            for x in 0..<64 { (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (rgb.0, rgb.1, rgb.2, x < 32 ? 255 : 0) }
        }
    }

    @Test("a hidden sketch, a Multiply layer at 60%, a Pigment layer and an empty one come back as those four layers")
    func flatStack() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        let empty = try PNGStreamWriter.encode(name: "empty", width: 1, height: 1, compression: .default) { _, out in
            (out[0], out[1], out[2], out[3]) = (0, 0, 0, 0)
        }
        let merged = try PNGStreamWriter.encode(name: "merged", width: 128, height: 96, compression: .default) { _, out in
            for x in 0..<128 { (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (255, 255, 255, 255) }
        }
        let writer = OpenRasterWriter(
            width: 128, height: 96,
            layers: [
                OpenRasterWriter.Layer(name: "Sketch", isVisible: false, png: try halfPNG((90, 90, 90))),
                OpenRasterWriter.Layer(name: "Colour", x: 16, y: 8, opacity: 0.6, compositeOp: "svg:multiply", png: try halfPNG((200, 40, 40))),
                OpenRasterWriter.Layer(name: "Line art", compositeOp: "mypaint:spectral-wgm", png: try halfPNG((20, 20, 120))),
                OpenRasterWriter.Layer(name: "Top", png: empty),
            ],
            mergedPNG: merged, thumbnailPNG: try halfPNG((10, 20, 30)))
        try writer.write(to: path)
        let contents = try DocumentReader.inspect(path, canvas: (400, 300), limit: Painting.limit)
        #expect(contents.layerNames == ["Sketch", "Colour", "Line art", "Top"])
        #expect(contents.notKeptOnSave == ["Flourish's paper would be added under its layers as a background"], "another app's file without a background would be written over")
        let session = try makeSession(width: contents.canvasWidth, height: contents.canvasHeight)
        try DocumentReader.open(contents, into: session)
        let entries = session.layers.entries
        #expect(entries.map(\.isVisible) == [false, true, true, true])
        #expect(entries.map(\.opacity) == [1, 0.6, 1, 1])
        #expect(entries.map(\.fileCompositeOp) == ["svg:src-over", "svg:multiply", "mypaint:spectral-wgm", "svg:src-over"])
        // The offset layer's paint is where the file put it; the hidden one's is kept.
        #expect(entries[1].layer.tiles.pixel(x: 16, y: 8).a > 0 && entries[1].layer.tiles.pixel(x: 15, y: 8).a == 0)
        #expect(entries[0].layer.tiles.pixel(x: 0, y: 0).a == TileStore.one)
        // The composite shows the layers in their modes: not the hidden sketch's grey.
        let shown = session.canvas.pixel(x: 1, y: 1)
        #expect(shown.a > 0 && shown.b > shown.r, "the composite at (1, 1) is \(shown)")
    }
}
