import FlourishImage
import Testing

/// Symmetry through the real window under Xvfb: X turns it on about the canvas's centre, a
/// stroke on the left gets its mirror image on the right, the axis shows, one undo takes both.
@Suite(
    "Symmetry in the window under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct SymmetryWindowTests {
    @Test("X: a stroke on the left is mirrored across the vertical axis at x = 200, which the window draws; one undo takes both")
    func verticalMirror() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.movePointerAway()
        let before = try await session.settledFrame()
        try await session.key("x")
        let withAxis = try await session.settledFrame()
        // The axis: the window's column 200 (the canvas 1:1 at the origin) turns blue.
        func blueRows(_ image: RGBAImage) -> Int {
            (20..<230).filter { y in
                let p = image.pixel(x: 200, y: y)
                return p.b > 180 && p.r < 100
            }.count
        }
        #expect(blueRows(before) == 0, "the axis shows before symmetry is on")
        #expect(blueRows(withAxis) > 150, "the axis does not show: \(blueRows(withAxis)) rows")
        let left = Polyline([Point(x: 60, y: 60), Point(x: 150, y: 120), Point(x: 90, y: 220)])
        try await session.drag(left)
        try await session.movePointerAway()
        let canvas = try await session.save()
        let mirrored = Polyline(left.vertices.map { Point(x: 400 - $0.x, y: $0.y) })
        #expect(StrokeCheck.uncoveredPoints(along: left, in: canvas, trim: 8).isEmpty, "the stroke itself is missing")
        #expect(StrokeCheck.uncoveredPoints(along: mirrored, in: canvas, trim: 8).isEmpty, "its mirror image is missing")
        // The negative control: nothing where neither the stroke nor a mirror about another
        // line (x = 225) would put ink.
        let elsewhere = Polyline(left.vertices.map { Point(x: 450 - $0.x, y: $0.y) })
        #expect(StrokeCheck.uncoveredPoints(along: elsewhere, in: canvas, trim: 8).count > 10)
        try await session.key("ctrl+z")
        let undone = try await session.save()
        #expect(StrokeCheck.paintedPixels(undone).count == 0, "one undo left \(StrokeCheck.paintedPixels(undone).count) pixels")
        try await session.quit()
        let text = try String(contentsOfFile: session.app.recordingPath, encoding: .utf8)
        #expect(text.contains("\na 0 vertical 200.0 150.0 "), "the symmetry was not recorded")
    }
}
