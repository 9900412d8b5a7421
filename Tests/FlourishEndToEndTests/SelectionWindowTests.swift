import FlourishImage
import Foundation
import Testing

/// Selections in the real window under Xvfb: a rectangle limits a stroke to it; a selected
/// part of the painting moves by an exact offset while the rest stays; the replay agrees.
@Suite(
    "Selections under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct SelectionWindowTests {
    /// Painted (off the paper) pixels of `image` with x in `columns`.
    func painted(_ image: RGBAImage, columns: Range<Int>) -> Int {
        let paper = image.pixel(x: 0, y: 0)
        var count = 0
        for y in 0..<image.height {
            for x in columns where x >= 0 && x < image.width && image.pixel(x: x, y: y) != paper { count += 1 }
        }
        return count
    }

    @Test("Ctrl+R and a drag select a rectangle: its outline shows, and a stroke across it paints only inside")
    func selectionMasksAStroke() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.movePointerAway()
        let empty = try await session.settledFrame()
        try await session.key("ctrl+r")
        try await session.drag(Polyline([Point(x: 100, y: 60), Point(x: 250, y: 240)]))
        try await session.movePointerAway()
        let outlined = try await session.settledFrame()
        #expect(differingPixels(outlined, empty) > 300, "the selection's outline is not drawn")
        #expect(painted(try await session.save(), columns: 0..<400) == 0, "the outline is not paint")

        try await session.drag(Polyline([Point(x: 30, y: 150), Point(x: 370, y: 150)]))
        let masked = try await session.save()
        #expect(painted(masked, columns: 100..<250) > 300)
        #expect(painted(masked, columns: 0..<100) + painted(masked, columns: 250..<400) == 0, "paint outside the selection")
        // Negative control: with nothing selected the same stroke paints outside too.
        try await session.key("ctrl+shift+a")
        try await session.drag(Polyline([Point(x: 30, y: 200), Point(x: 370, y: 200)]))
        let plain = try await session.save()
        #expect(painted(plain, columns: 250..<400) > 300)
        try await session.quit()
        #expect(differingPixels(try await session.replayedRecording(), plain) == 0, "the replay differs")
    }

    @Test("a selected stroke moves by an exact offset with Ctrl+T; the stroke outside the selection stays")
    func selectAndMove() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.drag(Polyline([Point(x: 60, y: 60), Point(x: 120, y: 140)]))
        try await session.drag(Polyline([Point(x: 300, y: 60), Point(x: 340, y: 250)]))
        try await session.movePointerAway()
        let before = try await session.save()
        let rect = (x: 40, y: 40, w: 110, h: 120)
        try await session.key("ctrl+r")
        try await session.drag(Polyline([Point(x: Double(rect.x), y: Double(rect.y)), Point(x: Double(rect.x + rect.w), y: Double(rect.y + rect.h))]))
        try await session.key("ctrl+t")
        try await session.waitForLines(startingWith: "flourish: transform: ", count: 1)
        try await session.drag(Polyline([Point(x: 90, y: 100), Point(x: 120, y: 140)]))
        try await session.key("Return")
        try await session.waitForLines(startingWith: "flourish: transform applied", count: 1)
        let moved = try await session.save()
        let paper = before.pixel(x: 0, y: 0)
        func inRect(_ x: Int, _ y: Int) -> Bool { x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h }
        func expected(_ x: Int, _ y: Int, dx: Int, dy: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let (sx, sy) = (x - dx, y - dy)
            if inRect(sx, sy), before.pixel(x: sx, y: sy) != paper { return before.pixel(x: sx, y: sy) }
            return inRect(x, y) ? paper : before.pixel(x: x, y: y)
        }
        func wrong(dx: Int, dy: Int) -> Int {
            var count = 0
            for y in 0..<moved.height { for x in 0..<moved.width where moved.pixel(x: x, y: y) != expected(x, y, dx: dx, dy: dy) { count += 1 } }
            return count
        }
        #expect(wrong(dx: 30, dy: 40) == 0, "the selection did not move by exactly (30, 40), or the rest changed")
        #expect(wrong(dx: 31, dy: 40) > 20, "negative control: one pixel off")
        #expect(painted(moved, columns: 250..<400) == painted(before, columns: 250..<400))
        try await session.quit()
        #expect(differingPixels(try await session.replayedRecording(), moved) == 0, "the replay differs")
    }

    @Test("Ctrl+L and a drag round a triangle: a stroke paints only inside it; Alt takes a rectangle away")
    func lassoAndSubtract() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.key("ctrl+l")
        try await session.drag(Polyline([Point(x: 200, y: 30), Point(x: 350, y: 270), Point(x: 50, y: 270), Point(x: 200, y: 30)]))
        // Alt held as the drag begins: the rectangle x 180..220 is taken away.
        try await session.key("ctrl+r")
        var script = ["keydown", "alt", "mousemove", "--window", session.window, "180", "10", "sleep", "0.05", "mousedown", "1", "sleep", "0.05"]
        script += ["mousemove", "--window", session.window, "200", "150", "sleep", "0.02", "mousemove", "--window", session.window, "220", "290", "sleep", "0.05"]
        script += ["mouseup", "1", "sleep", "0.05", "keyup", "alt"]
        try await session.xdo.run(script, timeout: 30)
        try await session.drag(Polyline([Point(x: 10, y: 200), Point(x: 390, y: 200)]))
        try await session.movePointerAway()
        let masked = try await session.save()
        // At y = 200 the triangle spans x 94..306; the stroke's paint stays inside it.
        let (left, right) = (painted(masked, columns: 120..<175), painted(masked, columns: 225..<280))
        #expect(left > 50 && right > 50, "inside the lasso: \(left) and \(right) painted")
        #expect(painted(masked, columns: 0..<90) + painted(masked, columns: 310..<400) == 0, "paint outside the lasso")
        #expect(painted(masked, columns: 182..<218) == 0, "paint where Alt took the rectangle away")
        // Negative control: the same stroke with nothing selected crosses both.
        try await session.key("ctrl+shift+a")
        try await session.drag(Polyline([Point(x: 10, y: 240), Point(x: 390, y: 240)]))
        let plain = try await session.save()
        #expect(painted(plain, columns: 0..<90) > 100 && painted(plain, columns: 182..<218) > 50)
    }
}
