import FlourishFrameStats
import FlourishImage
import FlourishRecording
import FlourishSamples
import FlourishVirtualPen
import Foundation
import Testing

/// How the canvas looks zoomed: magnified pixels are square blocks of one colour; shrunk, each
/// window pixel is the average of the canvas pixels under it (no aliasing).
@Suite(
    "Zoomed canvas pixels under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct ZoomPixelTests {
    static let paper = (r: 0xf4, g: 0xf0, b: 0xe6)

    /// Thin dark lines 3 px apart over the canvas (400x300, the harness's size): detail finer than a 1/4 view can show,
    /// which point sampling turns into false stripes.
    static func writeStripes(to path: String) throws {
        var header = RecordingSettings()
        header.brush = "classic/pen"
        header.radius = 0.9
        header.color = "#202020"
        header.canvasWidth = 512
        header.canvasHeight = 384
        let writer = try RecordingWriter(path: path, settings: header)
        var time = 1.0
        for (batch, row) in stride(from: 8.0, to: 376, by: 3).enumerated() {
            var samples: [Sample] = []
            for x in stride(from: 4.0, through: 508, by: 2) {
                let down = x > 4 && x < 508
                samples.append(Sample(x: x, y: row, pressure: down ? 1 : 0, time: time, tool: .pen, buttons: down ? .primary : []))
                time += 0.004
            }
            try writer.append(samples, batch: batch)
        }
        try writer.finish()
    }

    /// The app opened at `zoom` on the stripes, the pointer away: its first frame, the canvas
    /// it saved at exit, and where it put the canvas.
    func look(at zoom: String) async throws -> (frame: RGBAImage, canvas: RGBAImage, report: RunReport) {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await XDoTool(display: display).run(["mousemove", "1", "1"])
        let stripes = "\(folder)/stripes.flourish"
        try Self.writeStripes(to: stripes)
        let config = "\(folder)/zoom.conf"
        try "start_zoom = \(zoom)\n".write(toFile: config, atomically: true, encoding: .utf8)
        let app = try FlourishApp(
            on: display, folder: folder,
            extra: ["--config", config, "--preload", stripes, "--capture", folder, "--capture-frames", "1"])
        defer { app.stop() }
        try await app.waitForLine(startingWith: "flourish: captured ")
        let xdo = try XDoTool(display: display)
        let window = try await xdo.window(titled: "Flourish")
        _ = await xdo.runIgnoringFailure(["windowfocus", window])
        await xdo.pressQuit(in: window)
        try await app.waitForExit(timeout: 30)
        return (try PNGFile.read("\(folder)/frame-1.png"), try PNGFile.read(app.canvasPath), try RunReport.read(from: app.statsPath))
    }

    /// A canvas pixel over the paper, 8 bits per channel.
    static func onPaper(_ canvas: RGBAImage, _ x: Int, _ y: Int) -> (Double, Double, Double) {
        let p = canvas.pixel(x: x, y: y)
        let a = Double(p.a) / 255
        return (
            Double(p.r) * a + Double(paper.r) * (1 - a), Double(p.g) * a + Double(paper.g) * (1 - a),
            Double(p.b) * a + Double(paper.b) * (1 - a)
        )
    }

    static func distance(_ a: (Double, Double, Double), _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        max(abs(a.0 - Double(p.r)), abs(a.1 - Double(p.g)), abs(a.2 - Double(p.b)))
    }

    @Test("at 4x every canvas pixel is a 4x4 block of its own colour")
    func magnifiedIsCrisp() async throws {
        let (frame, canvas, report) = try await look(at: "4")
        #expect(report.zoom == 4)
        let (ox, oy) = (Int(report.viewOffsetX), Int(report.viewOffsetY))
        var wrong = 0
        var blurred = 0
        var checked = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cx = (x - ox) >> 2
                let cy = (y - oy) >> 2
                guard cx >= 0, cy >= 0, cx < canvas.width, cy < canvas.height else { continue }
                checked += 1
                if Self.distance(Self.onPaper(canvas, cx, cy), frame.pixel(x: x, y: y)) > 2 { wrong += 1 }
                // Within a block every pixel equals the block's first one.
                let (bx, by) = (x - ((x - ox) & 3), y - ((y - oy) & 3))
                if bx >= 0, by >= 0, frame.pixel(x: x, y: y) != frame.pixel(x: bx, y: by) { blurred += 1 }
            }
        }
        #expect(checked > 100_000)
        #expect(wrong == 0, "\(wrong) of \(checked) window pixels are not the colour of the canvas pixel under them")
        #expect(blurred == 0, "\(blurred) pixels differ within their 4x4 block")
        // The negative control: blocks taken two pixels off the grid straddle canvas pixels
        // and are not uniform, so the block check can see blur.
        var straddling = 0
        for y in stride(from: 2, to: frame.height - 4, by: 4) {
            for x in stride(from: 2, to: frame.width - 4, by: 4)
            where frame.pixel(x: x, y: y) != frame.pixel(x: x + 3, y: y + 3) {
                straddling += 1
            }
        }
        #expect(straddling > 100, "the off-grid blocks were uniform too: the check proves nothing")
    }

    @Test("at 1/4 each window pixel is the average of the 4x4 canvas pixels under it, not one of them")
    func shrunkIsSmooth() async throws {
        let (frame, canvas, report) = try await look(at: "0.25")
        #expect(report.zoom == 0.25)
        let (ox, oy) = (Int(report.viewOffsetX), Int(report.viewOffsetY))
        var farFromAverage = 0
        var farFromPointSample = 0
        var checked = 0
        for j in 0..<(canvas.height / 4) {
            for i in 0..<(canvas.width / 4) {
                let shown = frame.pixel(x: ox + i, y: oy + j)
                var sum = (0.0, 0.0, 0.0)
                for dy in 0..<4 {
                    for dx in 0..<4 {
                        let c = Self.onPaper(canvas, i * 4 + dx, j * 4 + dy)
                        sum = (sum.0 + c.0, sum.1 + c.1, sum.2 + c.2)
                    }
                }
                let average = (sum.0 / 16, sum.1 / 16, sum.2 / 16)
                checked += 1
                if Self.distance(average, shown) > 3 { farFromAverage += 1 }
                // What drawing every fourth pixel (aliasing) would have shown.
                if Self.distance(Self.onPaper(canvas, i * 4, j * 4), shown) > 12 { farFromPointSample += 1 }
            }
        }
        #expect(checked == (canvas.width / 4) * (canvas.height / 4))
        #expect(farFromAverage == 0, "\(farFromAverage) of \(checked) pixels are not the average under them")
        // The negative control: the stripes are fine enough that point sampling would differ.
        #expect(farFromPointSample > checked / 4, "only \(farFromPointSample) pixels differ from point sampling: the pattern cannot show aliasing")
    }
}
