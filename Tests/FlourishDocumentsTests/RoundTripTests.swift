import FlourishDocuments
import FlourishImage
import FlourishOpenRaster
import FlourishPaint
import FlourishTestSupport
import Testing

@Suite("Round trips: a painting saved and opened again is the same painting")
struct RoundTripTests {
    /// The painting every test here saves, with its rows read before any save.
    static func painting() throws -> (engine: PaintEngine, rows: [[UInt8]]) {
        let engine = try Painting.engine(strokes: Painting.strokes)
        return (engine, rows(engine.tiles))
    }

    /// The part of `rows` inside `box`, as an image of the box's size.
    static func crop(_ rows: [[UInt8]], _ box: PixelRect) -> [UInt8] {
        rows[box.y..<(box.y + box.height)].flatMap { $0[(box.x * 4)..<((box.x + box.width) * 4)] }
    }

    @Test("the painting under test crosses tile edges and has opaque, partly transparent and faint pixels")
    func paintingIsDemanding() throws {
        let (engine, original) = try Self.painting()
        // Otherwise a round trip of a few opaque pixels in one tile would pass for the real thing.
        #expect(engine.tiles.allocatedTileCount >= 12)
        #expect(count(original, alpha: 255...255) > 2_000)
        #expect(count(original, alpha: 2...254) > 5_000)
        #expect(count(original, alpha: 1...1) > 10)
        let bounds = try #require(engine.tiles.paintedBounds)
        #expect(bounds.x > 0 && bounds.y > 0)
    }

    /// The file must hold the painting's 8-bit rows exactly; the canvas opened from it holds
    /// them as exactly as fix15 can (`Comparison`), so every visible pixel comes back the same.
    @Test("OpenRaster: the file holds the rows byte for byte; reopened: the canvas, paper and pixels, no notes")
    func openRaster() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        let (engine, original) = try Self.painting()
        let bounds = try #require(engine.tiles.paintedBounds)
        try DocumentWriter.write(DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), to: path)

        let reader = try OpenRasterDocumentReader(path: path)
        let layer = try #require(reader.flat.layers.first { $0.name == "painting" })
        let png = try PNGStreamReader.open(bytes: try reader.png(of: layer), name: layer.source)
        #expect(png.width == bounds.width && png.height == bounds.height)
        var stored: [UInt8] = []
        try png.readRows { _, row in stored += UnsafeBufferPointer(start: row, count: bounds.width * 4) }
        #expect(stored == Self.crop(original, bounds))

        // A new painting would be 320x240: the file's own canvas must win.
        let (contents, store) = try open(path, canvas: (320, 240))
        #expect(contents.format == .openRaster)
        #expect(contents.canvasWidth == 700 && contents.canvasHeight == 500)
        #expect(contents.paper == Painting.paper)
        #expect(contents.notes.isEmpty)
        let comparison = compare(rows(store), with: original)
        #expect(comparison.isFaithful, "\(comparison)")
        #expect(comparison.identicalPainted > Painting.substantial)
        #expect(Set(store.allocatedTiles) == tilesWithPaint(original))
    }

    @Test("negative control: a different painting's rows do not pass for the saved one")
    func differentPaintingDiffers() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        let (_, original) = try Self.painting()
        let other = try Painting.engine(strokes: Painting.otherStrokes)
        try DocumentWriter.write(DocumentSnapshot(canvas: other.tiles.snapshot(), paper: Painting.paper), to: path)
        let (_, store) = try open(path)
        let comparison = compare(rows(store), with: original)
        #expect(!comparison.isFaithful)
        #expect(comparison.wrong > 5_000, "\(comparison)")
        #expect(Set(store.allocatedTiles) != tilesWithPaint(original))
    }

    @Test("PNG: the image is exactly the painted bounds, and opened it lies at 0, 0 with the bounds' rows")
    func pngPaintedBounds() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.png")
        let (engine, original) = try Self.painting()
        let bounds = try #require(engine.tiles.paintedBounds)
        try DocumentWriter.write(DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), to: path)

        let file = try PNGFile.read(path)
        #expect(file.width == bounds.width && file.height == bounds.height)
        #expect(file.pixels == Self.crop(original, bounds))

        let (contents, store) = try open(path)
        #expect(contents.format == .png)
        #expect(contents.canvasWidth == 700 && contents.canvasHeight == 500)
        #expect(contents.paper == nil)
        #expect(contents.notes.isEmpty)
        let reopened = rows(store)
        var expected = [[UInt8]](repeating: [UInt8](repeating: 0, count: 700 * 4), count: 500)
        for y in 0..<bounds.height {
            let source = original[bounds.y + y][(bounds.x * 4)..<((bounds.x + bounds.width) * 4)]
            expected[y].replaceSubrange(0..<(bounds.width * 4), with: source)
        }
        let comparison = compare(reopened, with: expected)
        #expect(comparison.isFaithful, "\(comparison)")
        #expect(comparison.identicalPainted > Painting.substantial)
        // The shift is real: the painting is not where it was.
        #expect(!compare(reopened, with: original).isFaithful)
    }

    @Test("PNG of the whole canvas: the image is canvas-sized and opens to identical rows everywhere")
    func pngFullCanvas() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.png")
        let (engine, original) = try Self.painting()
        try DocumentWriter.write(
            DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), to: path, fullCanvas: true)

        let file = try PNGFile.read(path)
        #expect(file.width == 700 && file.height == 500)
        #expect(file.pixels == original.flatMap { $0 })
        let (_, store) = try open(path)
        let comparison = compare(rows(store), with: original)
        #expect(comparison.isFaithful, "\(comparison)")
        #expect(comparison.identicalPainted > Painting.substantial)
        #expect(Set(store.allocatedTiles) == tilesWithPaint(original))
    }

    @Test(
        "a blank painting saves and opens blank, in either format",
        arguments: ["blank.ora", "blank.png"])
    func blank(name: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.file(name)
        let engine = try Painting.engine(strokes: [])
        try DocumentWriter.write(DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), to: path)
        let (contents, store) = try open(path)
        #expect(contents.canvasWidth == 700 && contents.canvasHeight == 500)
        #expect(store.allocatedTileCount == 0)
        let transparent = [[UInt8]](repeating: [UInt8](repeating: 0, count: 700 * 4), count: 500)
        #expect(compare(rows(store), with: transparent).isIdentical)
        if name.hasSuffix(".ora") { #expect(contents.paper == Painting.paper) }
    }

    /// The first open loses what fix15 cannot hold (see `Comparison`); what it keeps, it keeps
    /// exactly, so from then on saves and opens change nothing.
    @Test("saving what was opened writes the same pixels again: save, open, save, open")
    func saveTwice() throws {
        let folder = try TemporaryFolder()
        let first = folder.file("first.ora")
        let second = folder.file("second.ora")
        let (engine, original) = try Self.painting()
        try DocumentWriter.write(DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), to: first)
        let (contents, opened) = try open(first)
        let paper = try #require(contents.paper)
        try DocumentWriter.write(DocumentSnapshot(canvas: opened.snapshot(), paper: paper), to: second)
        let (again, reopened) = try open(second)
        #expect(again.paper == Painting.paper)
        let comparison = compare(rows(reopened), with: rows(opened))
        #expect(comparison.isIdentical, "\(comparison)")
        #expect(comparison.identicalPainted > Painting.substantial)
        #expect(compare(rows(reopened), with: original).isFaithful)
        #expect(reopened.allocatedTiles == opened.allocatedTiles)
    }
}
