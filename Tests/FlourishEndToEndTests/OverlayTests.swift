import FlourishFrameStats
import FlourishImage
import FlourishVirtualPen
import Foundation
import Testing

/// Where the overlay's panel sits: the window's top-left corner.
enum OverlayCheck {
    /// Dark pixels in the top-left 200x60 px: the overlay's panel over the light paper.
    static func panelPixels(in frame: RGBAImage) -> Int {
        var dark = 0
        for y in 0..<min(60, frame.height) {
            for x in 0..<min(200, frame.width) {
                let p = frame.pixel(x: x, y: y)
                if Int(p.r) + Int(p.g) + Int(p.b) < 3 * 100 { dark += 1 }
            }
        }
        return dark
    }
}

@Suite(
    "Frame-time overlay under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct OverlayTests {
    /// Starts the app with `settings` as its settings file and `extra` arguments.
    func launch(_ display: XvfbServer, folder: String, settings: String, extra: [String]) throws -> FlourishApp {
        let config = "\(folder)/overlay.conf"
        try settings.write(toFile: config, atomically: true, encoding: .utf8)
        return try FlourishApp(on: display, folder: folder, extra: ["--config", config] + extra)
    }

    @Test("F3 shows the overlay: the frame drawn for the toggle has it, the one before does not")
    func toggleShowsOverlay() async throws {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try launch(display, folder: folder, settings: "overlay = false\n", extra: ["--capture", folder, "--capture-frames", "2"])
        defer { app.stop() }
        try await app.waitForLine(startingWith: "flourish: ready")
        let xdo = try XDoTool(display: display)
        let window = try await xdo.window(titled: "Flourish")
        _ = await xdo.runIgnoringFailure(["windowfocus", window])
        try await xdo.run(["key", "--window", window, "F3"])
        let second = "\(folder)/frame-2.png"
        _ = await waitUntil(timeout: 10) { FileManager.default.fileExists(atPath: second) }
        let before = try PNGFile.read("\(folder)/frame-1.png")
        let after = try PNGFile.read(second)
        // The negative control: a frame without the overlay shows no panel.
        #expect(OverlayCheck.panelPixels(in: before) == 0, "a panel before F3: \(OverlayCheck.panelPixels(in: before)) dark pixels")
        #expect(OverlayCheck.panelPixels(in: after) > 200 * 60 / 2, "no panel after F3: \(OverlayCheck.panelPixels(in: after)) dark pixels")
        // Away from the panel (it ends above y = 240) the two frames are the same picture.
        var differ = 0
        for y in 240..<after.height { for x in 0..<after.width where after.pixel(x: x, y: y) != before.pixel(x: x, y: y) { differ += 1 } }
        #expect(differ == 0, "\(differ) pixels outside the overlay changed")
    }

    /// The overlay never schedules a frame for itself: with it on, an idle app stays idle.
    @Test("an idle app with the overlay on draws no frames for 5 s, and the log has a row per frame")
    func idleWithOverlay() async throws {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = "\(folder)/frames.csv"
        let app = try launch(display, folder: folder, settings: "overlay = true\n", extra: ["--quit-after", "6", "--frame-log", log])
        defer { app.stop() }
        try await app.waitForExit(timeout: 30)
        let report = try RunReport.read(from: app.statsPath)
        let starts = report.frames.map(\.start)
        let first = try #require(starts.first)
        let later = starts.filter { $0 > first + 0.5 }
        #expect(later.isEmpty, "frames at \(later.prefix(5)) s with the overlay on and no input")

        // One row per drawn frame, each with every column, and the summary beside it.
        let rows = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        let header = try #require(rows.first).split(separator: ",", omittingEmptySubsequences: false)
        #expect(rows.count - 1 == report.frames.count, "\(rows.count - 1) rows for \(report.frames.count) frames")
        for row in rows.dropFirst() {
            #expect(row.split(separator: ",", omittingEmptySubsequences: false).count == header.count)
        }
        let summaryPath = (log as NSString).deletingPathExtension + "-summary.csv"
        let summary = try String(contentsOfFile: summaryPath, encoding: .utf8).split(separator: "\n")
        #expect(summary.count == 2 && summary[1].hasPrefix("\(report.frames.count),"), "summary: \(summary)")
    }
}
