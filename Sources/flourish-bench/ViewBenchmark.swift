import FlourishFrameStats
import FlourishSamples
import FlourishSession
import Foundation

/// Zooming and panning a 4096x4096 canvas painted in every tile, in the real window under
/// Xvfb: the wheel and middle-button drags from xdotool, every frame's work and the tiles it
/// uploaded, beside the same gestures over the same canvas unpainted, and over it painted with
/// the view turned 45 degrees, in one run; and the view transform's cost per sample, turned
/// against upright.
struct ViewBenchmark: WindowStageBenchmark {
    static let name = "view"
    static let stageTools = ["xdotool"]
    var stage: WindowStage?

    func run(on stage: WindowStage) throws {
        let xdotool = try stage.path(of: "xdotool")
        let folder = stage.folder
        let recording = folder.appendingPathComponent("fill.flourish").path
        let samples = try FillRecording.write(to: recording)
        print("view: 4096x4096 canvas painted in every tile (\(samples) samples preloaded), 1024x768 window; wheel zoom 1/16...32x and middle-button pans by xdotool")
        let painted = try runGestures(stage, xdotool: xdotool, name: "view-painted", preload: recording)
        let empty = try runGestures(stage, xdotool: xdotool, name: "view-empty", preload: nil)
        let turned = try runGestures(stage, xdotool: xdotool, name: "view-turned", preload: recording, turnSteps: 3)
        func line(_ label: String, _ stats: AppRun) -> (p50: Double, p95: Double) {
            // Every frame after the first (the first uploads the opening view).
            let frames = Array(stats.report.frames.dropFirst())
            let work = frames.map { $0.total * 1000 }.sorted()
            let tiles = frames.map(\.tilesUploaded)
            func rank(_ p: Double) -> Double { percentile(work, p) }
            let over = work.filter { $0 > 8.33 }.count
            print(
                String(
                    format: "  %@: %d frames; frame ms p50 %.2f, p95 %.2f, max %.2f (over 8.33 ms: %d); tiles uploaded per frame mean %.1f, max %d, frames uploading none %d",
                    label as NSString, frames.count, rank(0.5), rank(0.95), work.last ?? .nan, over,
                    Double(tiles.reduce(0, +)) / Double(max(tiles.count, 1)), tiles.max() ?? 0,
                    tiles.filter { $0 == 0 }.count))
            func stageMs(_ name: String, _ value: (FrameRecord) -> Double) -> String {
                let sorted = frames.map { value($0) * 1000 }.sorted()
                guard !sorted.isEmpty else { return "\(name) -" }
                return String(
                    format: "%@ p50 %.2f p95 %.2f", name as NSString, sorted[sorted.count / 2],
                    sorted[min(sorted.count - 1, sorted.count * 95 / 100)])
            }
            print(
                "    stages ms: " + [
                    stageMs("upload", { $0.stages.upload }), stageMs("render", { $0.stages.render }),
                    stageMs("present", { $0.stages.present }), stageMs("paint", { $0.stages.paint }),
                ].joined(separator: ", "))
            return (rank(0.5), rank(0.95))
        }
        let a = line("painted", painted)
        let b = line("unpainted (reference)", empty)
        print(String(format: "  painted over unpainted: p50 %.2f, p95 %.2f; p95 over the 8.33 ms budget: %.2f", a.p50 / b.p50, a.p95 / b.p95, a.p95 / 8.33))
        let c = line("painted, the view turned 45°", turned)
        print(String(format: "  turned over upright (painted): p50 %.2f, p95 %.2f; p95 over the 8.33 ms budget: %.2f", c.p50 / a.p50, c.p95 / a.p95, c.p95 / 8.33))
        samplesThroughTheView()
    }

    /// A million window samples mapped onto the canvas (position and tilt), as the session
    /// maps every sample, with the view upright and turned 45° and mirrored: CPU time, median
    /// of 7.
    private func samplesThroughTheView() {
        var upright = ViewTransform(canvasWidth: 4096, canvasHeight: 4096, viewportWidth: 1024, viewportHeight: 768)
        upright.zoom(steps: 3, aboutX: 300, aboutY: 200)
        var turned = upright
        turned.rotate(to: 45, aboutX: 512, aboutY: 384)
        turned.mirror(aboutX: 512, aboutY: 384)
        func cost(_ view: ViewTransform) -> Double {
            var times: [Double] = []
            var sink = 0.0
            for _ in 0..<8 {
                let start = cpuMilliseconds()
                for i in 0..<1_000_000 {
                    var sample = Sample(x: Double(i % 1024), y: Double(i % 768), pressure: 0.5, xtilt: 0.3, ytilt: -0.2, time: 0, tool: .pen, buttons: .primary)
                    (sample.x, sample.y) = view.canvasPoint(windowX: sample.x, windowY: sample.y)
                    if view.isTurned { (sample.xtilt, sample.ytilt) = view.canvasTilt(x: sample.xtilt, y: sample.ytilt) }
                    sink += sample.x + sample.xtilt
                }
                times.append(cpuMilliseconds() - start)
            }
            blackHole(sink)
            return median(Array(times.dropFirst()))
        }
        let (a, b) = (cost(upright), cost(turned))
        print(String(format: "  view transform per sample: upright %.1f ns, turned 45° and mirrored %.1f ns; ratio %.2f", a, b, b / a))
    }

    private func runGestures(
        _ stage: WindowStage, xdotool: String, name: String, preload: String?, turnSteps: Int = 0
    ) throws -> AppRun {
        try stage.launcher.runScripted(
            display: stage.display.name, folder: stage.folder, xdotool: xdotool, name: name,
            extra: ["--window", "1024x768", "--size", "4096x4096"] + (preload.map { ["--preload", $0] } ?? [])
        ) { window in
            viewScript(window, turnSteps: turnSteps)
        }
    }

    /// In and out through every zoom, with pans, on a 1024x768 window; first turned by
    /// `turnSteps` of 15°.
    private func viewScript(_ window: String, turnSteps: Int) -> [String] {
        var script = ["windowfocus", window, "mousemove", "--window", window, "512", "384", "sleep", "0.2"]
        for _ in 0..<turnSteps { script += ["key", "--window", window, "ctrl+Right", "sleep", "0.05"] }
        func zoom(_ notches: Int, up: Bool) -> [String] {
            var steps: [String] = []
            for i in 0..<notches {
                steps += ["mousemove", "--window", window, "\(400 + i * 9)", "\(300 + i * 5)", "click", up ? "4" : "5", "sleep", "0.03"]
            }
            return steps
        }
        func pan(_ dx: Int, _ dy: Int) -> [String] {
            let start = (x: dx > 0 ? 100 : 900, y: dy > 0 ? 100 : 650)
            var steps = ["mousemove", "--window", window, "\(start.x)", "\(start.y)", "mousedown", "2"]
            for k in 1...40 {
                steps += ["mousemove", "--window", window, "\(start.x + dx * k / 40)", "\(start.y + dy * k / 40)", "sleep", "0.01"]
            }
            return steps + ["mouseup", "2", "sleep", "0.05"]
        }
        // From the fit (3/16) in to about 1:1, then long pans that take the view past the
        // texture's margin; on in to 32x and pan; all the way out to 1/16 and pan; Home.
        script += zoom(12, up: true)
        script += pan(800, 500) + pan(-800, -500) + pan(800, 0) + pan(0, 550)
        script += zoom(12, up: true)
        script += pan(600, 300) + pan(-600, -300)
        script += zoom(40, up: false)
        script += pan(300, 200)
        script += ["key", "--window", window, "Home", "sleep", "0.3", "key", "--window", window, "ctrl+q"]
        return script
    }
}
