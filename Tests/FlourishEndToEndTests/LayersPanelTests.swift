import FlourishImage
import Testing

/// The layers panel in the real window under Xvfb: its New button adds a layer the next stroke
/// paints on, and its eye hides exactly the layer of its row, in the saved file.
@Suite(
    "Layers panel under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct LayersPanelTests {
    /// Both strokes stay left of the panel, which spans x 244..<624 in a 640 px window.
    let first = Polyline([Point(x: 40, y: 320), Point(x: 200, y: 440)])
    let second = Polyline([Point(x: 40, y: 140), Point(x: 200, y: 260)])
    /// The New button's centre: the list starts 28 px under the panel's top (16), the buttons
    /// 3 px under the one 44 px row, 56 px wide from 6 px in.
    let newButton = (x: 244 + 6 + 28, y: 16 + 28 + 44 + 3 + 11)
    /// The bottom layer's eye once there are two layers: the second row (88..<132), 15 px in.
    let firstLayerEye = (x: 244 + 6 + 9, y: 16 + 28 + 44 + 22)

    /// Painted pixels in the rows `rows`, left of the panel.
    func painted(_ image: RGBAImage, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows {
            for x in 0..<240 where image.pixel(x: x, y: y).a > 0 { count += 1 }
        }
        return count
    }

    /// Pixels that differ between `a` and `b` outside the rows `rows`.
    func differingOutside(_ a: RGBAImage, _ b: RGBAImage, rows: Range<Int>) -> Int {
        var count = 0
        for y in 0..<a.height where !rows.contains(y) {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
        }
        return count
    }

    func click(_ session: InteractiveSession, at point: (x: Int, y: Int)) async throws {
        try await session.xdo.run([
            "mousemove", "--window", session.window, "\(point.x)", "\(point.y)", "sleep", "0.1", "click", "1",
            "sleep", "0.1",
        ])
    }

    @Test("Y, New, a stroke on the new layer; the first layer's eye hides its stroke and leaves the other")
    func newLayerAndEye() async throws {
        let session = try await InteractiveSession.start(extra: ["--window", "640x480", "--size", "640x480"])
        defer { session.stop() }
        try await session.drag(first)
        try await session.key("y")
        try await click(session, at: newButton)
        try await session.key("y")
        try await session.drag(second)
        try await session.movePointerAway()
        let both = try await session.save()
        // The negative control: before hiding, both strokes show.
        let firstBefore = painted(both, rows: 300..<460)
        let secondBefore = painted(both, rows: 120..<280)
        #expect(firstBefore > 200, "the first stroke has \(firstBefore) pixels")
        #expect(secondBefore > 200, "the second stroke has \(secondBefore) pixels")

        try await session.key("y")
        try await click(session, at: firstLayerEye)
        let hidden = try await session.save()
        #expect(painted(hidden, rows: 300..<460) == 0, "the hidden first layer's stroke still shows")
        #expect(painted(hidden, rows: 120..<280) == secondBefore, "hiding the first layer changed the second")
        #expect(differingOutside(hidden, both, rows: 300..<460) == 0, "something besides the first stroke changed")
        try await session.key("Escape")
        try await session.quit()

        let text = try String(contentsOfFile: session.app.recordingPath, encoding: .utf8)
        #expect(text.contains(" add\n") && text.contains(" visible 0\n"), "the panel's layer commands were not recorded")
    }

    @Test("a row dragged from the top to the bottom moves its layer there in one step: the bottom row's eye then hides the second stroke")
    func dragReorders() async throws {
        let session = try await InteractiveSession.start(extra: ["--window", "640x480", "--size", "640x480"])
        defer { session.stop() }
        try await session.drag(first)
        try await session.key("ctrl+shift+n")
        try await session.drag(second)
        try await session.key("y")
        // The top row's name (row 0: 44..<88), dragged onto the bottom row (88..<132).
        try await session.xdo.run([
            "mousemove", "--window", session.window, "360", "66", "sleep", "0.1", "mousedown", "1", "sleep", "0.1",
            "mousemove", "--window", session.window, "360", "90", "sleep", "0.1",
            "mousemove", "--window", session.window, "360", "112", "sleep", "0.1", "mouseup", "1", "sleep", "0.1",
        ])
        try await click(session, at: firstLayerEye)
        try await session.key("Escape")
        try await session.movePointerAway()
        let image = try await session.save()
        #expect(painted(image, rows: 120..<280) == 0, "the second stroke's layer is not the bottom one after the drag")
        #expect(painted(image, rows: 300..<460) > 200, "the first stroke went too")
        try await session.quit()
        let text = try String(contentsOfFile: session.app.recordingPath, encoding: .utf8)
        #expect(text.contains(" move -1\n"), "the drag was not one move of one place down")
        #expect(!text.contains(" down\n"), "the drag was recorded as single moves")
    }
}
