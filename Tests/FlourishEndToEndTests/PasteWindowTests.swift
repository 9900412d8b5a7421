import FlourishImage
import Foundation
import Testing

/// Ctrl+V in the real window under Xvfb: another program's PNG (`xclip` owning the X11
/// CLIPBOARD, a large one sent by INCR) lands centred on a new layer with the transform open;
/// Flourish's own copy goes back on itself; what is no picture is refused with a message; a
/// recording keeps the paste, and its replay gives the same pixels.
@Suite(
    "Paste under Xvfb", .serialized,
    .enabled(if: EndToEnd.clipboardToolsAvailable, "needs Xvfb, xdotool and xclip on PATH (apt: xvfb xdotool xclip)"))
struct PasteWindowTests {
    /// Opaque noise `width` x `height` (it does not compress: a large picture stays large).
    static func noise(width: Int, height: Int, seed: UInt32) -> RGBAImage {
        var state = seed
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            for c in 0..<3 {
                state = state &* 1_664_525 &+ 1_013_904_223
                pixels[i * 4 + c] = UInt8(truncatingIfNeeded: state >> 24)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `xclip` takes the clipboard with `path` as `target`, serving it in the foreground
    /// (`-quiet`: a background xclip would hold the harness's pipes) until another owner takes
    /// it or the X server goes; returns once `xclip -o` reads the target back from it.
    @discardableResult
    func offer(_ path: String, as target: String, in session: InteractiveSession) async throws -> Child {
        let xclip = try Child(
            "/usr/bin/env", ["xclip", "-quiet", "-selection", "clipboard", "-t", target, "-i", path],
            environment: session.display.environment)
        let offered = await waitUntil(timeout: 20) {
            let read = Process()
            read.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            read.arguments = ["xclip", "-selection", "clipboard", "-t", "TARGETS", "-o"]
            read.environment = session.display.environment
            let out = Pipe()
            read.standardOutput = out
            read.standardError = FileHandle.nullDevice
            guard (try? read.run()) != nil else { return false }
            read.waitUntilExit()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return text.split(separator: "\n").contains { $0 == target }
        }
        guard offered else {
            xclip.stop()
            throw HarnessError("xclip never offered \(target)\n\(xclip.transcript)")
        }
        return xclip
    }

    /// The corner from the app's line for paste number `n`, and the line.
    func pasted(_ session: InteractiveSession, _ n: Int) async throws -> (x: Int, y: Int, line: String) {
        try await session.waitForLines(startingWith: "flourish: pasted ", count: n)
        let line = session.app.child.stdout.lines.filter { $0.hasPrefix("flourish: pasted ") }[n - 1]
        let corner = try #require(line.split(separator: " ").first { $0.contains(",") && $0.first != "(" })
        let v = corner.split(separator: ",").compactMap { Int($0) }
        return (v[0], v[1], line)
    }

    /// Canvas pixels where `canvas` is not `image` placed with its corner at (x, y), by more
    /// than a level in a channel (the painting's colour space may round), over the part on
    /// the canvas.
    func mismatches(_ canvas: RGBAImage, _ image: RGBAImage, at x: Int, _ y: Int) -> Int {
        var count = 0
        for cy in max(0, y)..<min(canvas.height, y + image.height) {
            for cx in max(0, x)..<min(canvas.width, x + image.width) {
                let a = canvas.pixel(x: cx, y: cy)
                let b = image.pixel(x: cx - x, y: cy - y)
                if abs(Int(a.r) - Int(b.r)) > 1 || abs(Int(a.g) - Int(b.g)) > 1 || abs(Int(a.b) - Int(b.b)) > 1 || a.a != b.a {
                    count += 1
                }
            }
        }
        return count
    }

    @Test("xclip's large PNG comes by INCR, centred on a new layer with the transform open; undo takes it away; the replay agrees")
    func fromAnotherProgram() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.drag(Polyline([Point(x: 40, y: 40), Point(x: 120, y: 90)]))
        try await session.movePointerAway()
        let painted = try await session.save()
        let image = Self.noise(width: 700, height: 600, seed: 7)
        let path = "\(session.folder)/noise.png"
        try PNGFile.write(image, to: path)
        let bytes = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let xclip = try await offer(path, as: "image/png", in: session)
        defer { xclip.stop() }
        try await session.key("ctrl+v")
        let paste = try await pasted(session, 1)
        #expect(paste.line.contains("(\(bytes) bytes by INCR)"), "not by INCR: \(paste.line)")
        // Centred on the view's middle, the 400x300 canvas shown whole at 1:1: (200, 150).
        #expect(paste.x == 200 - 350 && paste.y == 150 - 300, "\(paste.line)")
        try await session.waitForLines(startingWith: "flourish: transform: ", count: 1)
        try await session.key("Return")
        let withPaste = try await session.save()
        #expect(mismatches(withPaste, image, at: paste.x, paste.y) == 0, "the canvas does not show the pasted picture")
        // Negative control: the picture a pixel over is not what shows.
        #expect(mismatches(withPaste, image, at: paste.x + 1, paste.y) > 10_000)
        try await session.key("ctrl+z")
        #expect(differingPixels(try await session.save(), painted) == 0, "undo did not take the pasted layer away")
        try await session.key("ctrl+shift+z")
        let redone = try await session.save()
        #expect(differingPixels(redone, withPaste) == 0, "redo did not bring the pasted layer back")
        try await session.quit()
        #expect(differingPixels(try await session.replayedRecording(), redone) == 0, "the replay differs from the session")
    }

    @Test("Ctrl+C then Ctrl+V puts the copy back on itself; a drag of the open transform moves it by exactly that much")
    func ownCopy() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.drag(Polyline([Point(x: 40, y: 50), Point(x: 110, y: 80), Point(x: 70, y: 120)]))
        try await session.movePointerAway()
        try await session.key("ctrl+c")
        let box = try await session.copied(1)
        try await session.key("ctrl+v")
        let paste = try await pasted(session, 1)
        #expect(paste.line.contains("from Flourish") && paste.x == box.x && paste.y == box.y, "\(paste.line) for the copy at \(box)")
        try await session.waitForLines(startingWith: "flourish: transform: ", count: 1)
        // Move the pasted copy 200 px right, clear of the original: both show the same pixels.
        let grab = Point(x: Double(box.x + box.w / 2), y: Double(box.y + box.h / 2))
        try await session.drag(Polyline([grab, Point(x: grab.x + 100, y: grab.y), Point(x: grab.x + 200, y: grab.y)]))
        try await session.key("Return")
        try await session.waitForLines(startingWith: "flourish: transform applied", count: 1)
        let after = try await session.save()
        // Within a level, colour weighed by alpha (as it shows over any paper): the copy went
        // through 8-bit straight RGBA, where the faintest edge pixels (alpha 2 or 3) cannot
        // keep every colour value.
        func close(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
            func near(_ x: UInt8, _ y: UInt8) -> Bool { abs(Int(x) * Int(a.a) - Int(y) * Int(b.a)) <= 255 }
            return near(a.r, b.r) && near(a.g, b.g) && near(a.b, b.b) && abs(Int(a.a) - Int(b.a)) <= 1
        }
        func found(shift: Int) -> (same: Int, painted: Int) {
            var (same, painted) = (0, 0)
            for y in box.y..<(box.y + box.h) {
                for x in box.x..<(box.x + box.w) where !close(after.pixel(x: x, y: y), after.pixel(x: 0, y: 299)) {
                    painted += 1
                    if close(after.pixel(x: x + shift, y: y), after.pixel(x: x, y: y)) { same += 1 }
                }
            }
            return (same, painted)
        }
        let moved = found(shift: 200)
        #expect(moved.painted > 100 && moved.same == moved.painted, "\(moved.same) of \(moved.painted) stroke pixels found 200 px to the right")
        // Negative control: a pixel short of the move, much of the stroke is not found.
        let short = found(shift: 199)
        #expect(short.same < short.painted * 9 / 10, "\(short.same) of \(short.painted) found 199 px to the right")
        try await session.quit()
        #expect(differingPixels(try await session.replayedRecording(), after) == 0, "the replay differs from the session")
    }

    @Test("a clipboard with no picture, or with bytes that are no PNG, is refused with a message and nothing changes")
    func refused() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.drag(Polyline([Point(x: 40, y: 40), Point(x: 120, y: 90)]))
        try await session.movePointerAway()
        let painted = try await session.save()
        let text = "\(session.folder)/words.txt"
        try "only words".write(toFile: text, atomically: true, encoding: .utf8)
        let words = try await offer(text, as: "UTF8_STRING", in: session)
        defer { words.stop() }
        try await session.key("ctrl+v")
        try await session.waitForLines(startingWith: "flourish: paste: the clipboard holds no picture", count: 1)
        let notPNG = try await offer(text, as: "image/png", in: session)
        defer { notPNG.stop() }
        try await session.key("ctrl+v")
        try await session.waitForLines(startingWith: "flourish: paste: the clipboard's picture cannot be pasted", count: 1)
        #expect(differingPixels(try await session.save(), painted) == 0)
        #expect(!session.app.child.stdout.lines.contains { $0.hasPrefix("flourish: pasted ") })
        // The control: a PNG offered the same way is pasted.
        let path = "\(session.folder)/small.png"
        try PNGFile.write(Self.noise(width: 30, height: 20, seed: 3), to: path)
        let png = try await offer(path, as: "image/png", in: session)
        defer { png.stop() }
        try await session.key("ctrl+v")
        _ = try await pasted(session, 1)
    }
}
