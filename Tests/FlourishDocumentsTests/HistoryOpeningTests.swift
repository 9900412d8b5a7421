import FlourishDocuments
import FlourishImage
import FlourishPaint
import FlourishRecording
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster

/// What opening a painting does with the history it carries: the window keeps the text and
/// only checks it (every line read, no event kept), says nothing of a history where there is
/// none, one line where one is damaged, and refuses one over the limit before inflating it.
@Suite("Opening a painting's history")
struct HistoryOpeningTests {
    /// A Flourish file of a `width`x`height` canvas with one painted tile, carrying `history`
    /// (none where nil) as a save writes it.
    static func painting(_ history: [UInt8]?, width: Int = 64, height: Int = 64, in folder: TemporaryFolder) throws -> String {
        let store = TileStore(width: width, height: height)
        let pixels = store.debugWritablePixels(of: TileCoordinate(x: 0, y: 0))
        for i in stride(from: 0, to: TileStore.valuesPerTile, by: 4) { (pixels[i], pixels[i + 3]) = (16384, 32768) }
        let path = folder.file("painting.ora")
        try DocumentWriter.write(
            DocumentSnapshot(canvas: store.snapshot(), paper: Painting.paper, history: history.map { HistoryText(bytes: $0, start: nil) }),
            to: path)
        return path
    }

    /// A history of one session of `samples` hover samples (nothing painted), about 40 bytes each.
    static func hoverHistory(samples: Int) -> [UInt8] {
        var text = "flourish-history 1\nflourish-recording 2\ncanvas 64x64\nsamples\n"
        for i in 0..<samples { text += "s \(i / 8) \(Double(i) * 0.004) \(i % 64).25 \(i % 50).5 0 0 0 pen 0\n" }
        return Array(text.utf8)
    }

    static func open(_ path: String) throws -> DocumentContents {
        try DocumentReader.inspect(path, canvas: (64, 64), limit: Painting.limit)
    }

    @Test("the window checks a long history line by line without holding its events: at most the text and a little more")
    func checkedWithoutEvents() throws {
        let folder = try TemporaryFolder()
        let text = Self.hoverHistory(samples: 100_000)
        let path = try Self.painting(text, in: folder)
        let (contents, peak) = try heapPeak { try Self.open(path) }
        let bytes = try #require(peak, "the allocation counter cannot see every allocation here")
        #expect(contents.history?.bytes == text)
        #expect(contents.notes.isEmpty)
        #expect(bytes < text.count + text.count / 4 + (2 << 20), "opening held \(bytes) bytes for \(text.count) bytes of history")
    }

    @Test("a history holding 'y N move -9223372036854775808' is damaged, said once; the painting opens")
    func moveOfIntMinOpens() throws {
        let folder = try TemporaryFolder()
        let text = "flourish-history 1\nflourish-recording 2\nsamples\ns 0 0 1 1 0 0 0 pen 0\ny 0 move -9223372036854775808\n"
        let path = try Self.painting(Array(text.utf8), in: folder)
        let contents = try Self.open(path)
        let said = contents.notes.filter { $0.contains("history") }
        #expect(said.count == 1)
        #expect(said.first?.hasPrefix("flourish/history:5: layer 'move' needs a whole number") == true, "\(said)")
        // The painting's history starts again from the file as opened.
        #expect(contents.history?.start?.member == "flourish/history-start.ora")
    }

    @Test("a Flourish file saved with no history says nothing of one")
    func noHistoryNoWord() throws {
        let folder = try TemporaryFolder()
        let path = try Self.painting(nil, in: folder)
        let contents = try Self.open(path)
        #expect(contents.notes.filter { $0.contains("history") } == [], "\(contents.notes)")
        #expect(contents.history?.start?.member == "flourish/history-start.ora")
    }

    /// Another app's OpenRaster file of a `side`x`side` image holding one small layer, without
    /// a history, laid out member by member (no Flourish writer, which keeps only what is
    /// painted and would write a small image).
    static func anotherAppsFile(side: Int, in folder: TemporaryFolder) throws -> String {
        let pngPath = folder.file("layer.png")
        try PNGFile.write(RGBAImage(width: 64, height: 64, pixels: [UInt8](repeating: 200, count: 64 * 64 * 4)), to: pngPath)
        let path = folder.file("other.ora")
        let zip = try ZipArchiveWriter(path: path, reportedPath: path)
        try zip.add("mimetype", bytes: Array("image/openraster".utf8), compression: .store)
        let stack = "<image w=\"\(side)\" h=\"\(side)\" version=\"0.0.5\"><stack><layer src=\"data/a.png\" x=\"0\" y=\"0\" name=\"a\"/></stack></image>"
        try zip.add("stack.xml", bytes: Array(stack.utf8), compression: .deflate)
        try zip.add("data/a.png", bytes: Array(try Data(contentsOf: URL(fileURLWithPath: pngPath))), compression: .store)
        try zip.close()
        return path
    }

    @Test("another app's file with no history says nothing of one, however large its image", arguments: [64, 32768])
    func anotherAppsFileNoWord(side: Int) throws {
        let folder = try TemporaryFolder()
        let path = try Self.anotherAppsFile(side: side, in: folder)
        let contents = try Self.open(path)
        #expect(contents.notes.filter { $0.contains("history") } == [], "\(contents.notes)")
        #expect(contents.history?.start?.member == "flourish/history-start.ora")
    }

    @Test("a history member declaring more than the limit is refused at its declared size, naming the file, member and limit")
    func overTheLimit() throws {
        let folder = try TemporaryFolder()
        var text = Self.hoverHistory(samples: 200)
        text += Array(repeating: UInt8(ascii: "#"), count: 8192 - text.count - 1) + [0x0A]
        let path = try Self.painting(text, in: folder)
        #expect(try HistoryReader.read(oraPath: path, limit: 8192)?.text.byteCount == 8192)
        do {
            _ = try HistoryReader.read(oraPath: path, limit: 8191)
            Issue.record("a history over its limit was read")
        } catch {
            #expect(error.description.hasPrefix(path + ": "))
            #expect(error.description.contains("flourish/history") && error.description.contains("8191"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("the history the window opens is bounded by what the app writes: one limit")
    func oneLimit() {
        #expect(HistoryReader.maxBytes == HistoryLog.defaultLimit)
    }
}
