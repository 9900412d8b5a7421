import FlourishImage
import Foundation
import Testing

/// Transform (Ctrl+T) in the real window under Xvfb, on SDL's mouse path: the saved canvas
/// after each transform against the one before it, moved, flipped, turned or scaled as the
/// map says; Escape and undo give the very pixels back; the recording replays the same.
@Suite(
    "Transform under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct TransformWindowTests {
    let stroke = Polyline([Point(x: 80, y: 70), Point(x: 150, y: 120), Point(x: 120, y: 190)])

    /// Paints the stroke, saves, opens the transform and reads the box the app put round it.
    func paintAndOpen(_ session: InteractiveSession) async throws -> (before: RGBAImage, box: (x: Int, y: Int, w: Int, h: Int)) {
        try await session.drag(stroke)
        try await session.movePointerAway()
        let before = try await session.save()
        try await session.key("ctrl+t")
        try await session.waitForLines(startingWith: "flourish: transform: ", count: 1)
        let line = try #require(session.app.child.stdout.lines.first { $0.hasPrefix("flourish: transform: ") })
        // "transform: WxH at X,Y"
        let numbers = line.split { !$0.isNumber }.compactMap { Int($0) }
        let box = (x: numbers[2], y: numbers[3], w: numbers[0], h: numbers[1])
        return (before, box)
    }

    /// Pixels of `after` that are not exactly `before` read at `source(x, y)` (the paper where
    /// that is off the canvas).
    func mismatches(_ after: RGBAImage, _ before: RGBAImage, _ source: (Int, Int) -> (Double, Double)) -> Int {
        let paper = before.pixel(x: 0, y: 0)
        var count = 0
        for y in 0..<after.height {
            for x in 0..<after.width {
                let (sx, sy) = source(x, y)
                let (ix, iy) = (Int(sx.rounded(.down)), Int(sy.rounded(.down)))
                let want = ix >= 0 && iy >= 0 && ix < before.width && iy < before.height ? before.pixel(x: ix, y: iy) : paper
                let got = after.pixel(x: x, y: y)
                if got.r != want.r || got.g != want.g || got.b != want.b { count += 1 }
            }
        }
        return count
    }

    /// Where filtering blurs the edges, shapes rather than values: of the pixels painted in
    /// `after` (off the paper by more than a little), those with no painted pixel of `before`
    /// within a pixel of where `source` says they came from; and how many are painted.
    func misplaced(_ after: RGBAImage, _ before: RGBAImage, _ source: (Int, Int) -> (Double, Double)) -> (misplaced: Int, painted: Int) {
        let paper = before.pixel(x: 0, y: 0)
        func painted(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return false }
            let p = image.pixel(x: x, y: y)
            return max(abs(Int(p.r) - Int(paper.r)), abs(Int(p.g) - Int(paper.g)), abs(Int(p.b) - Int(paper.b))) > 16
        }
        var (wrong, count) = (0, 0)
        for y in 0..<after.height {
            for x in 0..<after.width where painted(after, x, y) {
                count += 1
                let (sx, sy) = source(x, y)
                let (ix, iy) = (Int(sx.rounded(.down)), Int(sy.rounded(.down)))
                let near = (-1...1).contains { dy in (-1...1).contains { dx in painted(before, ix + dx, iy + dy) } }
                if !near { wrong += 1 }
            }
        }
        return (wrong, count)
    }

    @Test("a drag inside moves by an exact offset; Enter applies; undo and redo; the replay is the same")
    func moveUndoRedoReplay() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        let (before, box) = try await paintAndOpen(session)
        #expect(session.app.child.stdout.lines.contains { $0.contains("transform") })
        let (cx, cy) = (Double(box.x) + Double(box.w) / 2, Double(box.y) + Double(box.h) / 2)
        try await session.drag(Polyline([Point(x: cx, y: cy), Point(x: cx + 37, y: cy + 21)]))
        try await session.key("Return")
        try await session.waitForLines(startingWith: "flourish: transform applied", count: 1)
        try await session.movePointerAway()
        let moved = try await session.save()
        #expect(mismatches(moved, before) { (Double($0 - 37), Double($1 - 21)) } == 0, "not moved by exactly (37, 21)")
        // Negative controls: it did move, and not by one pixel less.
        #expect(differingPixels(moved, before) > 100)
        #expect(mismatches(moved, before) { (Double($0 - 36), Double($1 - 21)) } > 20)

        try await session.key("ctrl+z")
        #expect(differingPixels(try await session.save(), before) == 0, "undo did not put every pixel back")
        try await session.key("ctrl+shift+z")
        #expect(differingPixels(try await session.save(), moved) == 0, "redo did not bring the move back")
        try await session.quit()
        #expect(differingPixels(try await session.replayedRecording(), moved) == 0, "the replay differs")
        let text = try String(contentsOfFile: session.app.recordingPath, encoding: .utf8)
        #expect(text.contains(" 1.0 0.0 0.0 1.0 37.0 21.0\n"))
    }

    @Test("Escape cancels: the preview showed the move, and every pixel is as it was")
    func cancel() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        let (before, box) = try await paintAndOpen(session)
        let beforeScreen = try await session.settledFrame()
        let (cx, cy) = (Double(box.x) + Double(box.w) / 2, Double(box.y) + Double(box.h) / 2)
        try await session.drag(Polyline([Point(x: cx, y: cy), Point(x: cx + 60, y: cy + 30)]))
        let preview = try await session.settledFrame()
        // Negative control: the preview shows the layer moved.
        #expect(differingPixels(preview, beforeScreen) > 100)
        try await session.key("Escape")
        try await session.waitForLines(startingWith: "flourish: transform cancelled", count: 1)
        #expect(differingPixels(try await session.save(), before) == 0, "Escape left pixels changed")
        try await session.quit()
        #expect(differingPixels(try await session.replayedRecording(), before) == 0)
    }

    @Test("H flips about the box's centre exactly")
    func flip() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        let (before, box) = try await paintAndOpen(session)
        try await session.key("h")
        try await session.key("Return")
        try await session.waitForLines(startingWith: "flourish: transform applied", count: 1)
        let flipped = try await session.save()
        let mirror = 2 * box.x + box.w - 1
        #expect(mismatches(flipped, before) { (Double(mirror - $0), Double($1)) } == 0, "not mirrored about the box")
        #expect(mismatches(flipped, before) { (Double($0), Double($1)) } > 100)
    }

    @Test("a Shift drag outside turns by 90°; a corner drag scales 2x; both near the reference")
    func turnAndScale() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        let (before, box) = try await paintAndOpen(session)
        let (cx, cy) = (Double(box.x) + Double(box.w) / 2, Double(box.y) + Double(box.h) / 2)
        // From right of the centre, outside the box, round to straight below it, Shift held.
        let reach = Double(max(box.w, box.h))
        var script = ["keydown", "shift", "mousemove", "--window", session.window, "\(Int(cx + reach))", "\(Int(cy))", "sleep", "0.1"]
        script += ["mousedown", "1", "sleep", "0.05"]
        for step in 1...9 {
            let angle = Double(step) / 9 * Double.pi / 2
            script += ["mousemove", "--window", session.window, "\(Int(cx + reach * cos(angle)))", "\(Int(cy + reach * sin(angle)))", "sleep", "0.02"]
        }
        script += ["mouseup", "1", "sleep", "0.05", "keyup", "shift"]
        try await session.xdo.run(script, timeout: 30)
        try await session.key("Return")
        try await session.waitForLines(startingWith: "flourish: transform applied", count: 1)
        let turned = try await session.save()
        // Clockwise on screen: pixel (x, y)'s centre shows what was at (cx + (y - cy), cy - (x - cx)).
        let turnedBack: (Int, Int) -> (Double, Double) = { x, y in
            (cx + (Double(y) + 0.5 - cy), cy - (Double(x) + 0.5 - cx))
        }
        let turn = misplaced(turned, before, turnedBack)
        #expect(turn.painted > 200 && turn.misplaced * 50 <= turn.painted, "not turned by 90°: \(turn)")
        // Negative control: read in place, the turned stroke is mostly where nothing was.
        let unturned = misplaced(turned, before) { (Double($0), Double($1)) }
        #expect(unturned.misplaced * 3 > unturned.painted, "\(unturned)")

        // Scale: the bottom-right corner of the turned box dragged twice as far from the top left.
        try await session.key("ctrl+t")
        try await session.waitForLines(startingWith: "flourish: transform: ", count: 2)
        let line = try #require(session.app.child.stdout.lines.last { $0.hasPrefix("flourish: transform: ") })
        let n = line.split { !$0.isNumber }.compactMap { Int($0) }
        let (bx, by, bw, bh) = (n[2], n[3], n[0], n[1])
        try await session.drag(Polyline([Point(x: Double(bx + bw), y: Double(by + bh)), Point(x: Double(bx + 2 * bw), y: Double(by + 2 * bh))]))
        try await session.key("Return")
        try await session.waitForLines(startingWith: "flourish: transform applied", count: 2)
        let scaled = try await session.save()
        let halved: (Int, Int) -> (Double, Double) = { x, y in
            (Double(bx) + (Double(x) + 0.5 - Double(bx)) / 2, Double(by) + (Double(y) + 0.5 - Double(by)) / 2)
        }
        let scale = misplaced(scaled, turned, halved)
        #expect(scale.painted > 2 * turn.painted && scale.misplaced * 50 <= scale.painted, "not scaled 2x: \(scale)")
        let unscaled = misplaced(scaled, turned) { (Double($0), Double($1)) }
        #expect(unscaled.misplaced * 3 > unscaled.painted, "\(unscaled)")
        try await session.quit()
        #expect(differingPixels(try await session.replayedRecording(), scaled) == 0, "the replay differs")
    }
}
