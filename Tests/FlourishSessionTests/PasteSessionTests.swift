import FlourishImage
import FlourishPaint
import FlourishSession
import FlourishTestSupport
import Testing

@Suite("Paste in the session: a new layer holding the PNG's pixels, one undo step, recorded and replayed bit for bit")
struct PasteSessionTests {
    /// A `width` x `height` picture of gradients, every alpha from 2 up (legacy fix15 keeps
    /// such pixels byte for byte), as PNG bytes and as pixels.
    static func picture(width: Int = 100, height: Int = 70) throws -> (png: [UInt8], image: RGBAImage) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                pixels[o] = UInt8((x * 255) / max(width - 1, 1))
                pixels[o + 1] = UInt8((y * 255) / max(height - 1, 1))
                pixels[o + 2] = UInt8((x * 7 + y * 13) % 256)
                pixels[o + 3] = UInt8(2 + (x + y) % 254)
            }
        }
        let png = try PNGStreamWriter.encode(name: "clipboard", width: width, height: height) { row, out in
            pixels.withUnsafeBufferPointer { out.update(from: $0.baseAddress! + row * width * 4, count: width * 4) }
        }
        return (png, RGBAImage(width: width, height: height, pixels: pixels))
    }

    /// The current layer's straight pixels in canvas rect (x, y, w, h), read back through `curve`.
    static func straight(_ session: PaintSession, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<height {
                session.layers.current.tiles.fillStraightRGBA8Row(
                    y: y + row, x0: x, width: width, into: buffer.baseAddress! + row * width * 4, curve: session.curve)
            }
        }
        return out
    }

    static func legacySession() throws -> PaintSession { try makeSession { $0.colorSpace = .legacy } }

    @Test("the picture lands on a new layer named Pasted above the current one, byte for byte at its corner")
    func lands() throws {
        let session = try Self.legacySession()
        let (png, image) = try Self.picture()
        let before = session.layers.entries.count
        let changes = session.perform(.paste(x: 37, y: 50, png: png))
        #expect(changes.problems.isEmpty, "\(changes.problems)")
        #expect(changes.historyChanged && changes.layersChanged && !changes.canvas.isEmpty)
        #expect(session.layers.entries.count == before + 1)
        #expect(session.layers.arrangement.currentEntry.name == "Pasted")
        #expect(Self.straight(session, x: 37, y: 50, width: 100, height: 70) == image.pixels)
        // Around it, nothing: the pixel left of the corner and the one past its far edge.
        #expect(Self.straight(session, x: 36, y: 50, width: 1, height: 1) == [0, 0, 0, 0])
        #expect(Self.straight(session, x: 137, y: 119, width: 1, height: 1) == [0, 0, 0, 0])
        // The control: a picture one place over does not match.
        #expect(Self.straight(session, x: 38, y: 50, width: 100, height: 70) != image.pixels)
    }

    @Test("undo takes the layer away, every composite pixel as before; redo brings the very pixels back")
    func undoRedo() throws {
        let session = try Self.legacySession()
        session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        session.perform(.liftTools)
        let painted = session.canvas.contents
        let layers = session.layers.entries.count
        session.perform(.paste(x: 20, y: 30, png: try Self.picture().png))
        let pasted = session.canvas.contents
        #expect(differingTiles(pasted, painted) != [])
        session.perform(.undo)
        #expect(differingTiles(session.canvas.contents, painted) == [])
        #expect(session.layers.entries.count == layers)
        session.perform(.redo)
        #expect(differingTiles(session.canvas.contents, pasted) == [])
        #expect(session.layers.entries.count == layers + 1)
    }

    @Test("a picture past the canvas's edge is cut off there; one wholly off it leaves an empty layer and says so")
    func edges() throws {
        let session = try Self.legacySession()
        let (png, image) = try Self.picture()
        #expect(session.perform(.paste(x: -30, y: 384 - 20, png: png)).problems.isEmpty)
        // Columns 30..<100 of rows 0..<20 land at canvas (0, 364).
        var expected: [UInt8] = []
        for row in 0..<20 { expected += image.pixels[(row * 100 + 30) * 4..<(row * 100 + 100) * 4] }
        #expect(Self.straight(session, x: 0, y: 364, width: 70, height: 20) == expected)
        let off = session.perform(.paste(x: 600, y: -500, png: png))
        #expect(off.problems.contains { $0.contains("off the canvas") }, "\(off.problems)")
    }

    @Test("bytes that are no PNG, a damaged PNG and one past max_canvas are refused with the reason, and nothing changes")
    func refused() throws {
        let session = try makeSession { ($0.maxCanvasWidth, $0.maxCanvasHeight) = (512, 64) }
        let before = session.canvas.contents
        let layers = session.layers.entries.count
        let (png, _) = try Self.picture()
        let cases: [([UInt8], String)] = [
            (Array("not a picture".utf8), "the clipboard's picture cannot be pasted"),
            (Array(png.prefix(png.count / 2)), "the clipboard's picture cannot be pasted"),
            (png, "larger than max_canvas 512x64"),
        ]
        for (bytes, reason) in cases {
            let changes = session.perform(.paste(x: 0, y: 0, png: bytes))
            #expect(changes.problems.contains { $0.contains(reason) }, "\(changes.problems)")
            #expect(!changes.historyChanged)
        }
        #expect(session.layers.entries.count == layers)
        #expect(differingTiles(session.canvas.contents, before) == [])
        // The control: a picture within max_canvas is pasted.
        let small = try Self.picture(width: 40, height: 40).png
        #expect(session.perform(.paste(x: 0, y: 0, png: small)).problems.isEmpty)
        #expect(session.layers.entries.count == layers + 1)
    }

    @Test("a recorded paste replays to the same pixels bit for bit, strokes on it included")
    func replay() throws {
        let png = try Self.picture(width: 150, height: 90).png
        let (session, replayed) = try recordedAndReplayed(brush: "classic/pencil") { session, take in
            try take(session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0)))
            try take(session.perform(.paste(x: 45, y: 80, png: png)))
            try take(session.paint(WaveStroke.pen.samples(from: 70, 140, startTime: 1)))
            try take(session.perform(.transformLayer(.rotation(radians: 0.3, aboutX: 120, y: 120))))
        }
        #expect(differingTiles(replayed.canvas.contents, session.canvas.contents) == [])
        #expect(replayed.layers.entries.count == session.layers.entries.count)
        // Negative control: the same strokes without the paste are another picture.
        let plain = try makeSession()
        plain.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 0))
        plain.paint(WaveStroke.pen.samples(from: 70, 140, startTime: 1))
        #expect(differingTiles(plain.canvas.contents, session.canvas.contents) != [])
    }

    @Test("it is recorded as an 'i' record with its data lines and read back as the same command")
    func recorded() throws {
        let session = try makeSession()
        session.startRecording()
        let png = try Self.picture(width: 20, height: 10).png
        let command = SessionCommand.paste(x: -3, y: 4, png: png)
        guard let (text, batch, recorded) = recordedLine(command, by: session) else { return }
        #expect(text.hasPrefix("i \(batch) -3 4 \(png.count) 1\nd iVBORw0KGgo"))
        #expect(SessionCommand(recorded) == command)
    }
}
