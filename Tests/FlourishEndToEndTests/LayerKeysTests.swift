import Foundation
import Testing

/// The layer keys in the real window under Xvfb: a stroke on a new layer stays off the one
/// below; deleting that layer takes exactly its stroke away, on screen and in the file; undo
/// brings it back; the recording replays the layer commands to the same pixels.
@Suite(
    "Layer keys under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct LayerKeysTests {
    let first = Polyline([Point(x: 60, y: 60), Point(x: 180, y: 220)])
    let second = Polyline([Point(x: 60, y: 220), Point(x: 180, y: 60)])

    @Test("Ctrl+Shift+N, a stroke, Shift+Delete: the screen and the file are the one-stroke state; Ctrl+Z brings the layer back")
    func newPaintDelete() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.drag(first)
        try await session.movePointerAway()
        let oneStrokeScreen = try await session.settledFrame()
        let oneStrokeFile = try await session.save()

        try await session.key("ctrl+shift+n")
        try await session.drag(second)
        try await session.movePointerAway()
        let twoLayerScreen = try await session.settledFrame()
        let twoLayerFile = try await session.save()
        // The negative control: the second stroke shows.
        #expect(differingPixels(oneStrokeScreen, twoLayerScreen) > 100)
        #expect(differingPixels(oneStrokeFile, twoLayerFile) > 100)

        try await session.key("shift+Delete")
        let deletedScreen = try await session.settledFrame()
        let deletedFile = try await session.save()
        #expect(differingPixels(deletedScreen, oneStrokeScreen) == 0, "deleting the new layer left something else")
        #expect(differingPixels(deletedFile, oneStrokeFile) == 0)

        try await session.key("ctrl+z")
        let undoneScreen = try await session.settledFrame()
        #expect(differingPixels(undoneScreen, twoLayerScreen) == 0, "Ctrl+Z did not bring the layer back")
        // PageDown paints on the first layer again; Delete clears only that one.
        try await session.key("Next")
        try await session.key("Delete")
        let clearedFile = try await session.save()
        #expect(differingPixels(clearedFile, oneStrokeFile) > 100, "Delete cleared nothing")
        #expect(!StrokeCheck.paintedPixels(clearedFile).isEmpty, "Delete cleared the other layer too")
        try await session.quit()

        #expect(differingPixels(try await session.replayedRecording(), clearedFile) == 0, "the replay differs from the session")
        let text = try String(contentsOfFile: session.app.recordingPath, encoding: .utf8)
        #expect(text.contains("\ny ") && text.contains(" add\n") && text.contains(" delete\n"))
    }
}
