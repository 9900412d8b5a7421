import Foundation
import Testing

/// Another app's file opened in the real app and saved with Ctrl+S. One Flourish cannot write
/// back whole (MyPaint's layers without a background: the save would add Flourish's paper) is
/// left byte for byte as it was, the painting goes beside it, and the window's title says so
/// before anything is saved; one it can (MyPaint's layers, groups and background) is written
/// over, its members kept but the painted layer's stroke map, which the app says it left out.
@Suite(
    "Another app's file is kept as it was under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct KeptBesideTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../FlourishOpenRasterTests/Fixtures/" + name).standardized.path
    }

    @Test("Ctrl+S on a MyPaint file without a background writes <name>-flourish.ora and leaves the file unchanged")
    func savedBeside() async throws {
        // mypaint-layers.ora without its background (Fixtures/without-background.py).
        let fixture = Self.fixture("mypaint-no-background.ora")
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

    @Test("a <name>-flourish.ora that is there already is not written over: the title and Ctrl+S go to <name>-flourish-2.ora")
    func besideTaken() async throws {
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let painting = "\(folder)/painting.ora"
        try FileManager.default.copyItem(atPath: Self.fixture("mypaint-no-background.ora"), toPath: painting)
        // An earlier session's file, or anyone's: not this painting's.
        let earlier = "\(folder)/painting-flourish.ora"
        try Data("an earlier session's painting".utf8).write(to: URL(fileURLWithPath: earlier))

        let session = try await InteractiveSession.start(extra: [painting], savePath: false)
        defer { session.stop() }
        let title = try await session.xdo.title(of: session.window)
        #expect(title.contains("painting-flourish-2.ora"), "title: \(title)")
        try await session.drag(Polyline([Point(x: 60, y: 60), Point(x: 180, y: 120)]))
        try await session.key("ctrl+s")
        let second = "\(folder)/painting-flourish-2.ora"
        try await session.app.waitForLine(startingWith: "flourish: saved \(second)")
        try await session.quit()
        #expect(try Data(contentsOf: URL(fileURLWithPath: earlier)) == Data("an earlier session's painting".utf8))
        #expect(session.app.child.transcript.contains("painting-flourish.ora is there already and is not this painting's"))
    }

    @Test("Ctrl+S on a MyPaint file with its background writes it over, keeping what the stroke did not touch")
    func savedOver() async throws {
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let painting = "\(folder)/painting.ora"
        try FileManager.default.copyItem(atPath: Self.fixture("mypaint-layers.ora"), toPath: painting)
        let original = try Data(contentsOf: URL(fileURLWithPath: painting))

        let session = try await InteractiveSession.start(extra: [painting], savePath: false)
        defer { session.stop() }
        let title = try await session.xdo.title(of: session.window)
        #expect(!title.contains("kept as it was"), "title: \(title)")
        try await session.drag(Polyline([Point(x: 60, y: 60), Point(x: 180, y: 120)]))
        try await session.key("ctrl+s")
        try await session.app.waitForLine(startingWith: "flourish: saved \(painting)")
        try await session.quit()
        let saved = try Data(contentsOf: URL(fileURLWithPath: painting))
        #expect(saved != original, "the stroke was not saved over the file")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/painting-flourish.ora"))
        // The members the stroke did not touch are still in the archive (their names are in
        // its directory); the current layer's stroke map (the hidden sketch's) is not.
        for kept in ["data/mypaint-settings.json", "data/layer-01-strokemap.dat", "data/background-03-tile.png"] {
            #expect(saved.range(of: Data(kept.utf8)) != nil, "\(kept) is gone")
        }
        #expect(saved.range(of: Data("data/layer-00-00-strokemap.dat".utf8)) == nil)
        #expect(session.app.child.transcript.contains("left out of painting.ora"))
        #expect(!session.app.child.transcript.contains("holds what Flourish cannot write back"))
    }
}
