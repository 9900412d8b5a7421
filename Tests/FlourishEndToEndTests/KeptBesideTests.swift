import Foundation
import Testing

/// MyPaint's layered file opened in the real app and saved with Ctrl+S: the file is left byte
/// for byte as it was (Flourish cannot write back its layers, modes and background yet), the
/// painting goes beside it, and the window's title says so before anything is saved.
@Suite(
    "Another app's file is kept as it was under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct KeptBesideTests {
    @Test("Ctrl+S on a MyPaint file writes <name>-flourish.ora and leaves the file unchanged")
    func savedBeside() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../FlourishOpenRasterTests/Fixtures/mypaint-layers.ora").standardized.path
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let painting = "\(folder)/painting.ora"
        try FileManager.default.copyItem(atPath: fixture, toPath: painting)
        let original = try Data(contentsOf: URL(fileURLWithPath: painting))

        let session = try await InteractiveSession.start(extra: [painting], savePath: false)
        defer { session.stop() }
        let title = try await session.xdo.title(of: session.window)
        #expect(title.contains("painting-flourish.ora") && title.contains("painting.ora kept as it was"), "title: \(title)")
        try await session.drag(Polyline([Point(x: 60, y: 60), Point(x: 180, y: 120)]))
        try await session.key("ctrl+s")
        let beside = "\(folder)/painting-flourish.ora"
        try await session.app.waitForLine(startingWith: "flourish: saved \(beside)")
        try await session.quit()
        #expect(try Data(contentsOf: URL(fileURLWithPath: painting)) == original, "the MyPaint file was written over")
        #expect(FileManager.default.fileExists(atPath: beside))
        // The negative control: the painting was saved at all, with the stroke in it.
        #expect(try Data(contentsOf: URL(fileURLWithPath: beside)) != original)
        #expect(session.app.child.transcript.contains("holds what Flourish cannot write back"))
    }
}
