import FlourishImage
import Foundation
import Testing

/// Ctrl+C in the real window under Xvfb, read by another program (`xclip`) through the X11
/// CLIPBOARD: TARGETS names image/png, and the PNG is the layer's paint in its box, straight
/// alpha, byte for byte the saved one-layer canvas there. A small image goes in one
/// property, a large one by INCR (`FLOURISH_CLIPBOARD_CHUNK` makes "large" 1 KiB here).
@Suite(
    "Clipboard under Xvfb", .serialized,
    .enabled(if: EndToEnd.clipboardToolsAvailable, "needs Xvfb, xdotool and xclip on PATH (apt: xvfb xdotool xclip)"))
struct ClipboardWindowTests {
    static let chunk = 1024

    /// `xclip -selection clipboard -t TARGET -o` into a file; its path.
    func paste(_ session: InteractiveSession, target: String) async throws -> String {
        let path = "\(session.folder)/pasted-\(target.replacingOccurrences(of: "/", with: "-"))"
        let result = try await runCommand(
            "/bin/sh", ["-c", "xclip -selection clipboard -t \(target) -o > '\(path)'"],
            environment: session.display.environment, timeout: 20)
        guard result.status == 0 else { throw HarnessError("xclip failed: \(result.stderr)") }
        return path
    }

    /// Pixels of the box where `image` (read `shift` pixels to the right) is not the saved
    /// canvas (a one-layer painting saves its layer as it is, straight RGBA over no paper, as
    /// the copy is made): they must be equal byte for byte.
    func mismatches(_ image: RGBAImage, over canvas: RGBAImage, at box: (x: Int, y: Int, w: Int, h: Int), shift: Int = 0) -> Int {
        var count = 0
        for y in 0..<box.h {
            for x in 0..<box.w {
                let sx = x - shift
                let p = sx >= 0 && sx < image.width ? image.pixel(x: sx, y: y) : (r: 0, g: 0, b: 0, a: 0)
                if p != canvas.pixel(x: box.x + x, y: box.y + y) { count += 1 }
            }
        }
        return count
    }

    @Test("Ctrl+C offers image/png; xclip reads the selected part in one property and the whole layer by INCR")
    func copyToOtherPrograms() async throws {
        let session = try await InteractiveSession.start(environment: ["FLOURISH_CLIPBOARD_CHUNK": "\(Self.chunk)"])
        defer { session.stop() }
        try await session.drag(Polyline([Point(x: 60, y: 60), Point(x: 200, y: 120), Point(x: 120, y: 230)]))
        try await session.movePointerAway()
        let canvas = try await session.save()

        // A small selected part: one property.
        try await session.key("ctrl+r")
        try await session.drag(Polyline([Point(x: 55, y: 55), Point(x: 75, y: 75)]))
        try await session.key("ctrl+c")
        let small = try await session.copied(1)
        #expect(small.bytes <= Self.chunk, "the small copy is \(small.bytes) bytes")
        let targets = try String(contentsOfFile: try await paste(session, target: "TARGETS"), encoding: .utf8)
        #expect(targets.contains("image/png") && targets.contains("TARGETS"), "TARGETS: \(targets)")
        let smallPNG = try PNGFile.read(try await paste(session, target: "image/png"))
        #expect(smallPNG.width == small.w && smallPNG.height == small.h && small.x >= 55 && small.x + small.w <= 75)
        #expect(mismatches(smallPNG, over: canvas, at: (small.x, small.y, small.w, small.h)) == 0)

        // The whole layer: by INCR.
        try await session.key("ctrl+shift+a")
        try await session.key("ctrl+c")
        let whole = try await session.copied(2)
        #expect(whole.bytes > Self.chunk, "the whole copy is only \(whole.bytes) bytes: INCR is not exercised")
        let path = try await paste(session, target: "image/png")
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == whole.bytes)
        let wholePNG = try PNGFile.read(path)
        #expect(wholePNG.width == whole.w && wholePNG.height == whole.h)
        let box = (whole.x, whole.y, whole.w, whole.h)
        #expect(mismatches(wholePNG, over: canvas, at: box) == 0, "the copy is not the layer's pixels")
        // Negative control: a pixel off, it is not.
        #expect(mismatches(wholePNG, over: canvas, at: box, shift: 1) > 50)
        // What is not paint is not in the copy: the box hugs the stroke.
        #expect(whole.x > 40 && whole.x < 70 && whole.w < 200)
    }

    @Test("Ctrl+X copies the selected part and clears it: xclip gets it, the canvas keeps the rest; Ctrl+Z brings it back")
    func cut() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.drag(Polyline([Point(x: 60, y: 60), Point(x: 300, y: 200)]))
        try await session.movePointerAway()
        let before = try await session.save()
        try await session.key("ctrl+r")
        try await session.drag(Polyline([Point(x: 40, y: 40), Point(x: 180, y: 260)]))
        try await session.key("ctrl+x")
        let cut = try await session.copied(1)
        let after = try await session.save()
        let pasted = try PNGFile.read(try await paste(session, target: "image/png"))
        #expect(mismatches(pasted, over: before, at: (cut.x, cut.y, cut.w, cut.h)) == 0, "xclip did not get what was cut")
        var leftInside = 0
        var keptOutside = 0
        for y in 0..<after.height {
            for x in 0..<after.width where after.pixel(x: x, y: y).a > 0 {
                if x >= 40 && x < 180 && y >= 40 && y < 260 { leftInside += 1 } else { keptOutside += 1 }
                #expect(x < 180 || after.pixel(x: x, y: y) == before.pixel(x: x, y: y))
            }
        }
        #expect(leftInside == 0 && keptOutside > 100, "inside \(leftInside), outside \(keptOutside)")
        try await session.key("ctrl+z")
        #expect(differingPixels(try await session.save(), before) == 0, "undo did not bring the cut back")
    }
}
