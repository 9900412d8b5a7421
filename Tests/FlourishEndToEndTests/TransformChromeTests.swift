import Foundation
import Testing

/// The toolbar over a transform, in the real window under Xvfb: the toolbar's buttons act on a
/// transform as their keys do. One that only moves the view leaves it open; one that would
/// change the painting (Undo) puts it away first, so nothing changes under its preview.
@Suite(
    "Transform with the toolbar under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct TransformChromeTests {
    /// Well below the toolbar's band.
    let stroke = Polyline([Point(x: 180, y: 200), Point(x: 250, y: 250), Point(x: 220, y: 320)])
    let width = 800

    /// Ctrl+T; waits for the app to say so and for the title to name the tool.
    func openTransform(_ session: InteractiveSession, count: Int) async throws {
        try await session.key("ctrl+t")
        try await session.waitForLines(startingWith: "flourish: transform: ", count: count)
        try await ChromeSession.title(of: session, "named the transform") { $0.contains(" — transform") }
    }

    @Test("the toolbar's Fit leaves a transform open; its Undo puts one away and undoes the last step")
    func toolbarOverTransform() async throws {
        let session = try await ChromeSession.start(width: width)
        defer { session.stop() }
        try await session.drag(stroke)
        try await session.movePointerAway()
        let painted = try await session.save()
        // Fit moves only the view: the transform stays open and H, Enter flip the paint.
        try await openTransform(session, count: 1)
        try await ChromeSession.click(.fit, in: session, width: width)
        try await session.movePointerAway()
        try await session.key("h")
        try await session.key("Return")
        try await session.waitForLines(startingWith: "flourish: transform applied", count: 1)
        let flipped = try await session.save()
        #expect(differingPixels(flipped, painted) > 100, "the flip after Fit changed nothing")
        // Undo from the toolbar with a transform open (and dragged): the transform goes, then the
        // flip is undone, to the very pixels painted.
        try await openTransform(session, count: 2)
        let unmoved = try await session.settledFrame()
        try await session.drag(Polyline([Point(x: 215, y: 260), Point(x: 275, y: 290)]))
        // The moved preview on screen before the click: a slow (debug, loaded) app may still be
        // resampling the drag's moves when the click comes.
        let moved = try await session.frame(showing: { differingPixels($0, unmoved) > 100 })
        #expect(differingPixels(moved, unmoved) > 100, "the drag did not move the transform's preview")
        try await ChromeSession.click(.undo, in: session, width: width)
        try await ChromeSession.title(of: session, "let the transform go") { !$0.contains(" — transform") }
        try await session.movePointerAway()
        #expect(differingPixels(try await session.save(), painted) == 0, "Undo from the toolbar did not give the painted pixels back")
    }
}
