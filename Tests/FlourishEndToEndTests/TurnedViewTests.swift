import Testing

/// The view turned and mirrored in the real window under Xvfb: a stroke drawn on screen lands
/// on the canvas where the turn says, not where the screen path lies.
@Suite(
    "A turned and mirrored view under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct TurnedViewTests {
    /// The screen path, inside the part of the window the canvas covers at every angle here.
    let windowPath = Polyline([Point(x: 110, y: 70), Point(x: 290, y: 120), Point(x: 250, y: 230)])

    /// Where a window point lands on the 400x300 canvas shown 1:1 in the 400x300 window, turned
    /// about the window's centre (200, 150): worked out here by hand for each case, not with
    /// the app's transform.
    static func canvasPoint(_ p: Point, keys: [String]) -> Point {
        let (dx, dy) = (p.x - 200, p.y - 150)
        switch keys {
        case ["ctrl+Right"] + Array(repeating: "ctrl+Right", count: 5):
            // 90 degrees clockwise on screen: the canvas vector is the screen one turned back.
            return Point(x: 200 + dy, y: 150 - dx)
        case Array(repeating: "ctrl+Right", count: 12):
            return Point(x: 200 - dx, y: 150 - dy)
        case ["m"]:
            return Point(x: 200 - dx, y: 150 + dy)
        default:
            return p
        }
    }

    @Test(
        "at 90 and 180 degrees and mirrored, a stroke lands where the turn puts it, and nowhere near the screen path",
        arguments: [
            Array(repeating: "ctrl+Right", count: 6), Array(repeating: "ctrl+Right", count: 12), ["m"],
        ])
    func strokeLands(keys: [String]) async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        for key in keys { try await session.key(key) }
        try await session.drag(windowPath)
        try await session.movePointerAway()
        let canvas = try await session.save()
        try await session.quit()
        let canvasPath = Polyline(windowPath.vertices.map { Self.canvasPoint($0, keys: keys) })
        let gaps = StrokeCheck.uncoveredPoints(along: canvasPath, in: canvas, trim: 8)
        let strays = StrokeCheck.strayPixels(in: canvas, farFrom: canvasPath, tolerance: 8)
        #expect(gaps.isEmpty, "\(keys): no paint along \(gaps.count) points of \(canvasPath)")
        #expect(strays.isEmpty, "\(keys): \(strays.count) pixels far from \(canvasPath): \(strays.prefix(5))")
        // The negative control: read as if the turn were ignored, the check fails.
        let ignoringTurn = StrokeCheck.strayPixels(in: canvas, farFrom: windowPath, tolerance: 8)
        #expect(ignoringTurn.count > StrokeCheck.paintedPixels(canvas).count / 2, "\(keys): the check cannot tell the turn apart")
    }

    @Test("turned 90 degrees, the wheel still zooms about the pointer: a stroke after lands under the pen")
    func zoomAboutPointerTurned() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        for _ in 0..<6 { try await session.key("ctrl+Right") }
        // Four notches up at (260, 100): 2x about that window point, whose canvas point stays
        // under it. Turned 90 degrees: canvas = (200 + dy, 150 - dx) / scale about that point.
        try await session.wheel(up: true, clicks: 4, at: 260, 100)
        let path = Polyline([Point(x: 180, y: 80), Point(x: 300, y: 160)])
        try await session.drag(path)
        try await session.movePointerAway()
        let canvas = try await session.save()
        try await session.quit()
        // The anchor (260, 100) is canvas (150, 90); every other point is half as far from it
        // on the canvas as on screen, turned back by 90 degrees.
        let anchor = (x: 150.0, y: 90.0)
        let canvasPath = Polyline(path.vertices.map { p in
            Point(x: anchor.x + (p.y - 100) / 2, y: anchor.y - (p.x - 260) / 2)
        })
        let gaps = StrokeCheck.uncoveredPoints(along: canvasPath, in: canvas, trim: 8)
        let strays = StrokeCheck.strayPixels(in: canvas, farFrom: canvasPath, tolerance: 8)
        #expect(gaps.isEmpty, "no paint along \(gaps.count) points of \(canvasPath)")
        #expect(strays.isEmpty, "\(strays.count) pixels far from \(canvasPath): \(strays.prefix(5))")
    }

    @Test("turned 90 degrees, the window shows the upright frame's pixels turned: each window pixel is the canvas pixel the turn puts there")
    func turnedPixels() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.drag(windowPath)
        try await session.drag(Polyline([Point(x: 60, y: 250), Point(x: 340, y: 40)]))
        try await session.movePointerAway()
        let upright = try await session.settledFrame()
        for _ in 0..<6 { try await session.key("ctrl+Right") }
        let turned = try await session.settledFrame()
        try await session.quit()
        let frames = [upright, turned]
        // The notice the start shows (a new painting) covers a corner of both: left out.
        let boxes = frames.compactMap(noticeBox(in:))
        func covered(_ x: Int, _ y: Int) -> Bool { boxes.contains { $0.contains(x, y) } }
        // Window pixel (x, y) turned shows the canvas pixel under its centre (x + 0.5, y + 0.5)
        // turned back: (200 + (y + 0.5 - 150), 150 - (x + 0.5 - 200)), that is pixel
        // (y + 50, 349 - x), which the upright 1:1 frame shows at that same window pixel.
        var compared = 0
        var differing = 0
        var differingUnturned = 0
        for y in 0..<300 {
            for x in 0..<400 {
                let (cx, cy) = (y + 50, 349 - x)
                guard cx >= 0, cx < 400, cy >= 0, cy < 300, !covered(x, y), !covered(cx, cy) else { continue }
                compared += 1
                if frames[1].pixel(x: x, y: y) != frames[0].pixel(x: cx, y: cy) { differing += 1 }
                if frames[1].pixel(x: x, y: y) != frames[0].pixel(x: x, y: y) { differingUnturned += 1 }
            }
        }
        #expect(compared > 80_000)
        #expect(differing <= compared / 500, "\(differing) of \(compared) pixels are not the turned upright frame's")
        // The negative control: the turned frame is not the upright one.
        #expect(differingUnturned > 20 * max(differing, 50), "the turn did not change the window: \(differingUnturned) pixels differ")
    }
}
