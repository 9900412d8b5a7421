import FlourishFrameStats
import FlourishImage
import FlourishRecording
import FlourishSamples
import FlourishVirtualPen
import Foundation
import Testing

/// The paper takes part in blending, in the window: a Screen layer painted over white paper
/// shows white, as in MyPaint and Krita (Flourish used to show the layer's own colour there).
@Suite(
    "The paper in the window's blend", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct PaperBlendWindowTests {
    /// A linear painting's recording: a second layer in `mode`, a fat blue stroke across it.
    static func writeStroke(mode: String, to path: String) throws {
        var header = RecordingSettings()
        header.brush = "classic/marker_fat"
        header.radius = 14
        header.color = "#3050c0"
        header.canvasWidth = 400
        header.canvasHeight = 300
        header.colorSpace = .linear
        let writer = try RecordingWriter(path: path, settings: header)
        try writer.append(.layer(.add), batch: 0)
        try writer.append(.layer(.setMode(mode)), batch: 0)
        let samples = (0..<80).map { (i: Int) -> Sample in
            let down = i > 0 && i < 79
            return Sample(x: 50 + Double(i) * 4, y: 150, pressure: down ? 1 : 0, time: 1 + Double(i) * 0.005, tool: .pen, buttons: down ? .primary : [])
        }
        try writer.append(samples, batch: 0)
        try writer.finish()
    }

    /// The app over white paper with the stroke preloaded: its first frame, where it put the
    /// canvas, and the whole canvas it saved at exit.
    func shown(mode: String) async throws -> (frame: RGBAImage, report: RunReport, canvas: RGBAImage) {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await XDoTool(display: display).run(["mousemove", "1", "1"])
        let recording = "\(folder)/stroke.flourish"
        try Self.writeStroke(mode: mode, to: recording)
        let app = try FlourishApp(
            environment: display.environment, folder: folder,
            extra: ["--preload", recording, "--capture", folder, "--capture-frames", "1"], settings: "paper = #ffffff\n")
        defer { app.stop() }
        try await app.waitForLine(startingWith: "flourish: captured ")
        let xdo = try XDoTool(display: display)
        let window = try await xdo.window(titled: "Flourish")
        _ = await xdo.runIgnoringFailure(["windowfocus", window])
        await xdo.pressQuit(in: window)
        try await app.waitForExit(timeout: 30)
        return (try PNGFile.read("\(folder)/frame-1.png"), try RunReport.read(from: app.statsPath), try PNGFile.read(app.canvasPath))
    }

    /// The window pixels over the stroke's middle (canvas x 100...300 on y = 150).
    static func strokeMiddle(_ frame: RGBAImage, _ report: RunReport) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        stride(from: 100, through: 300, by: 10).map { x in
            frame.pixel(
                x: Int((report.viewOffsetX + Double(x) * report.zoom).rounded(.down)),
                y: Int((report.viewOffsetY + 150 * report.zoom).rounded(.down)))
        }
    }

    @Test("a Screen layer over white paper shows white; the same stroke in Normal shows its blue (the negative control)")
    func screenOverWhiteIsWhite() async throws {
        let screen = try await shown(mode: "svg:screen")
        let onScreen = Self.strokeMiddle(screen.frame, screen.report)
        #expect(onScreen.allSatisfy { $0.r >= 254 && $0.g >= 254 && $0.b >= 254 }, "Screen over white: \(onScreen)")
        // What the painter sees is what the PNG holds: the paper included, opaque.
        #expect(screen.canvas.pixel(x: 200, y: 150) == (255, 255, 255, 255))
        #expect(screen.canvas.pixel(x: 10, y: 10) == (255, 255, 255, 255))

        print("Screen over white, window pixels: \(onScreen.prefix(3))")
        let normal = try await shown(mode: "svg:src-over")
        let onNormal = Self.strokeMiddle(normal.frame, normal.report)
        print("Normal over white, window pixels: \(onNormal.prefix(3))")
        #expect(onNormal.allSatisfy { Int($0.r) < 120 && Int($0.b) > 150 }, "Normal over white: \(onNormal)")
        // A Normal stack's PNG is as it always was: transparent where nothing is painted.
        #expect(normal.canvas.pixel(x: 10, y: 10).a == 0)
    }
}
